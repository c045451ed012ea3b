import type { AdminContentQuery, AdminContentRows, AdminLiveShow, LiveShowCreateBody, LiveShowEditBody } from '@talad/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { liveStreams, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import type { Author } from './author.ts';
import { contentRowOf, listWritten, refuseTakenSlug, setPublishing, slugTakenOnWrite, type Written } from './publishing.ts';

/**
 * Live shows scheduled in the back office (decision 0060): the live TV page's streams, with the blog's lifecycle on
 * live_streams.published_at. The show's own times (on air from `starts_at` to `ends_at`) are another thing: a show
 * published days ahead is listed as coming up until it starts.
 */

type ShowRow = typeof liveStreams.$inferSelect;
const pair = (text: { th: string; en?: string | null }) => ({ th: text.th, en: text.en ?? text.th });

async function showRow(db: Database | Transaction, id: number, lock = false): Promise<ShowRow> {
  const query = db.select().from(liveStreams).where(eq(liveStreams.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('LIVE_STREAM_NOT_FOUND');
  return row;
}

function answerOf(row: ShowRow, now: Date): AdminLiveShow {
  return {
    ...contentRowOf(row, now),
    description: pair(row.description),
    host: row.host,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    video_url: row.videoUrl,
    product_codes: row.productCodes,
    path: `/live-tv?stream=${row.slug}`,
  };
}

const SHOWS: Written<ShowRow, AdminLiveShow> = {
  table: liveStreams,
  id: liveStreams.id,
  slug: liveStreams.slug,
  publishedAt: liveStreams.publishedAt,
  entity: 'live_show',
  action: 'live',
  row: showRow,
  publish: async (tx, id, publishedAt, now) => {
    const [updated] = await tx.update(liveStreams).set({ publishedAt, updatedAt: now }).where(eq(liveStreams.id, id)).returning();
    return updated!;
  },
  answer: answerOf,
};

/** GET admin/live-shows: newest written first, by status, in keyset pages. */
export function listLiveShows(db: Database, query: AdminContentQuery, now: Date): Promise<AdminContentRows> {
  return listWritten(db, SHOWS, query, now, contentRowOf);
}

export async function adminLiveShow(db: Database, id: number, now: Date): Promise<AdminLiveShow> {
  return answerOf(await showRow(db, id), now);
}

/** The columns of the fields given; the products named must be the shop's. */
async function columnsOf(tx: Transaction, body: LiveShowEditBody): Promise<Partial<typeof liveStreams.$inferInsert>> {
  const codes = body.product_codes && [...new Set(body.product_codes)];
  if (codes && codes.length > 0) {
    const found = new Set(
      (await tx.select({ code: products.code }).from(products).where(inArray(products.code, codes))).map((row) => row.code),
    );
    const unknown = codes.find((code) => !found.has(code));
    if (unknown) throw new AppError('LIVE_SHOW_PRODUCT_UNKNOWN', { errors: [{ field: 'product_codes', reason: unknown }] });
  }
  const columns = {
    slug: body.slug,
    title: body.title,
    description: body.description,
    host: body.host,
    startsAt: body.starts_at === undefined ? undefined : new Date(body.starts_at),
    endsAt: body.ends_at === undefined ? undefined : new Date(body.ends_at),
    videoUrl: body.video_url,
    productCodes: codes,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function refuseBackwardTimes(row: { startsAt: Date; endsAt: Date }): void {
  if (row.endsAt <= row.startsAt)
    throw new AppError('LIVE_SHOW_ENDS_BEFORE_START', { errors: [{ field: 'ends_at', reason: 'LIVE_SHOW_ENDS_BEFORE_START' }] });
}

/** What the audit log keeps of a show: its fields, not the computed status or path. */
function auditedOf(answer: AdminLiveShow) {
  const { status: _status, updated_at: _updated, published_at: _published, path: _path, id: _id, ...kept } = answer;
  return kept;
}

/** POST admin/live-shows: a draft show (no running order yet), one live.create entry. */
export function createLiveShow(db: Database, body: LiveShowCreateBody, author: Author): Promise<AdminLiveShow> {
  return db
    .transaction(async (tx) => {
      const columns = (await columnsOf(tx, body)) as typeof liveStreams.$inferInsert;
      refuseBackwardTimes(columns);
      await refuseTakenSlug(tx, SHOWS, body.slug, null);
      const [row] = await tx
        .insert(liveStreams)
        .values({ ...columns, schedule: [], publishedAt: null, updatedAt: author.now })
        .returning();
      const answer = answerOf(row!, author.now);
      await recordAudit(tx, {
        actor: author.actor,
        action: 'live.create',
        entity: { type: 'live_show', id: row!.id },
        after: auditedOf(answer),
        context: author.context,
      });
      return answer;
    })
    .catch(slugTakenOnWrite(body.slug));
}

/** PATCH admin/live-shows/{id}: the fields given; one live.edit entry with what changed (none when nothing did). */
export function editLiveShow(db: Database, id: number, body: LiveShowEditBody, author: Author): Promise<AdminLiveShow> {
  return db
    .transaction(async (tx) => {
      const row = await showRow(tx, id, true);
      const change = await columnsOf(tx, body);
      const next = { ...row, ...change } as ShowRow;
      refuseBackwardTimes(next);
      if (change.slug !== undefined) await refuseTakenSlug(tx, SHOWS, change.slug, id);
      const before = answerOf(row, author.now);
      const changed = changedFields(auditedOf(before), auditedOf(answerOf(next, author.now)));
      if (Object.keys(changed.after).length === 0) return before;
      const [updated] = await tx
        .update(liveStreams)
        .set({ ...change, updatedAt: author.now })
        .where(eq(liveStreams.id, id))
        .returning();
      await recordAudit(tx, {
        actor: author.actor,
        action: 'live.edit',
        entity: { type: 'live_show', id },
        ...changed,
        context: author.context,
      });
      return answerOf(updated!, author.now);
    })
    .catch(slugTakenOnWrite(body.slug ?? ''));
}

/** Publish now or at a time ahead, or back to a draft (`at` undefined): live.publish / live.unpublish. */
export function setLiveShowPublishing(db: Database, id: number, at: Date | null | undefined, author: Author): Promise<AdminLiveShow> {
  return setPublishing(db, SHOWS, id, at, author);
}

import type { AdminHomeBlock, AdminHomePage, BlockPublishBody, HomeBlockInput } from '@talad/contract';
import { blockStateOf } from '@talad/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { contentBlocks, contentPages, type BlockVersion } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';
import { reorders } from './ordering.ts';

/** Who edits the home page, as the audit log names them; `now` is the change's moment. */
export interface ContentEditor {
  actor: AuditActor;
  context: AuditContext;
  now: Date;
}

type BlockRow = typeof contentBlocks.$inferSelect;

/** The home page's row: the kind's own page (no key). */
export async function homePageId(db: Database | Transaction): Promise<number> {
  const [page] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.kind, 'home'), isNull(contentPages.key)));
  if (!page) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return page.id;
}

const liveOf = (row: BlockRow): BlockVersion => ({ theme: row.theme, settings: row.settings });
/** What staff edit: the waiting draft, else the live version. */
const workingCopy = (row: BlockRow): BlockVersion => row.draft ?? liveOf(row);
const timesOf = (row: BlockRow) => ({ publishedAt: row.publishedAt, hasDraft: row.draft !== null, draftPublishAt: row.draftPublishAt });

/** JSON with its keys sorted: jsonb keeps keys in its own order, so a saved version is compared by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}
const sameVersion = (a: BlockVersion, b: BlockVersion) => canonical(a) === canonical(b);

function adminBlock(row: BlockRow, now: Date): AdminHomeBlock {
  const { state, hasChanges, publishAt } = blockStateOf(timesOf(row), now);
  const copy = workingCopy(row);
  return {
    id: row.id,
    position: row.position,
    type: row.type,
    theme: copy.theme,
    settings: copy.settings,
    state,
    has_changes: hasChanges,
    published_at: row.publishedAt?.toISOString() ?? null,
    publish_at: publishAt?.toISOString() ?? null,
  };
}

/** GET admin/home: every block of the home page in order, drafts and scheduled ones too. */
export async function adminHomePage(db: Database | Transaction, now: Date): Promise<AdminHomePage> {
  const pageId = await homePageId(db);
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.pageId, pageId))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  return { page_id: pageId, blocks: rows.map((row) => adminBlock(row, now)) };
}

/**
 * The block, locked for the change, with waiting edits whose time has come folded into its live version: from then on
 * shoppers see them anyway, and a new edit must not overwrite what is live.
 */
async function settledBlock(tx: Transaction, id: number, now: Date): Promise<BlockRow> {
  const pageId = await homePageId(tx);
  const [row] = await tx
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.id, id), eq(contentBlocks.pageId, pageId)))
    .for('update');
  if (!row) throw new AppError('CONTENT_BLOCK_NOT_FOUND');
  if (!row.draft || !row.draftPublishAt || row.draftPublishAt > now) return row;
  const [settled] = await tx
    .update(contentBlocks)
    .set({ theme: row.draft.theme, settings: row.draft.settings, draft: null, draftPublishAt: null })
    .where(eq(contentBlocks.id, id))
    .returning();
  return settled!;
}

const versionOf = (body: HomeBlockInput): BlockVersion => ({ theme: body.theme, settings: body.settings });

/** POST admin/home/blocks: a new block at the end of the page, a draft until published. */
export function addHomeBlock(db: Database, body: HomeBlockInput, editor: ContentEditor): Promise<AdminHomeBlock> {
  return db.transaction(async (tx) => {
    const pageId = await homePageId(tx);
    const last = await tx
      .select({ position: contentBlocks.position })
      .from(contentBlocks)
      .where(eq(contentBlocks.pageId, pageId))
      .orderBy(asc(contentBlocks.position));
    const position = (last.at(-1)?.position ?? 0) + 1;
    const [row] = await tx
      .insert(contentBlocks)
      .values({ pageId, position, type: body.type, ...versionOf(body), publishedAt: null })
      .returning();
    await recordAudit(tx, {
      actor: editor.actor,
      action: 'content_block.create',
      entity: { type: 'content_block', id: row!.id },
      after: { type: body.type, ...versionOf(body) },
      context: editor.context,
    });
    return adminBlock(row!, editor.now);
  });
}

/**
 * PUT admin/home/blocks/{id}: the block's new settings (its kind stays). A block not live yet is changed as it is and
 * goes back to a draft if it was scheduled; a live block keeps showing while the edits wait as its draft, unscheduled.
 * The same settings again change nothing and write no audit entry.
 */
export function editHomeBlock(db: Database, id: number, body: HomeBlockInput, editor: ContentEditor): Promise<AdminHomeBlock> {
  return db.transaction(async (tx) => {
    const row = await settledBlock(tx, id, editor.now);
    if (row.type !== body.type) {
      throw new AppError('BAD_REQUEST', { errors: [{ field: 'type', reason: `must stay ${row.type}: add a new block for another kind` }] });
    }
    const before = workingCopy(row);
    const after = versionOf(body);
    if (sameVersion(before, after)) return adminBlock(row, editor.now);
    const live = row.publishedAt !== null && row.publishedAt <= editor.now;
    const [saved] = await tx
      .update(contentBlocks)
      .set(live ? { draft: after, draftPublishAt: null } : { ...after, publishedAt: null })
      .where(eq(contentBlocks.id, id))
      .returning();
    await recordAudit(tx, {
      actor: editor.actor,
      action: 'content_block.edit',
      entity: { type: 'content_block', id },
      before: { ...before },
      after: { ...after },
      context: editor.context,
    });
    return adminBlock(saved!, editor.now);
  });
}

/** What publishing at `at` writes, or null when the block already shows what it would. */
function publishing(row: BlockRow, at: Date, now: Date): Partial<BlockRow> | null {
  const live = row.publishedAt !== null && row.publishedAt <= now;
  if (!live) return row.publishedAt?.getTime() === at.getTime() ? null : { publishedAt: at };
  if (!row.draft) {
    if (at > now) throw new AppError('CONTENT_NOTHING_TO_SCHEDULE');
    return null;
  }
  if (at > now) return row.draftPublishAt?.getTime() === at.getTime() ? null : { draftPublishAt: at };
  return { theme: row.draft.theme, settings: row.draft.settings, draft: null, draftPublishAt: null };
}

/**
 * POST admin/home/blocks/{id}/publish: the working copy goes live at once, or at `at` when that is still to come (a
 * first publishing waits as a scheduled block; edits of a live block wait as its scheduled draft). Publishing what
 * already shows changes nothing.
 */
export function publishHomeBlock(db: Database, id: number, body: BlockPublishBody, editor: ContentEditor): Promise<AdminHomeBlock> {
  return db.transaction(async (tx) => {
    const row = await settledBlock(tx, id, editor.now);
    const requested = body.at ? new Date(body.at) : editor.now;
    const at = requested > editor.now ? requested : editor.now;
    const change = publishing(row, at, editor.now);
    if (!change) return adminBlock(row, editor.now);
    const [saved] = await tx.update(contentBlocks).set(change).where(eq(contentBlocks.id, id)).returning();
    const was = adminBlock(row, editor.now);
    await recordAudit(tx, {
      actor: editor.actor,
      action: at > editor.now ? 'content_block.schedule' : 'content_block.publish',
      entity: { type: 'content_block', id },
      before: { state: was.state, publish_at: was.publish_at },
      after: { at: at.toISOString(), ...(row.draft ? { changes: row.draft } : { version: liveOf(row) }) },
      context: editor.context,
    });
    return adminBlock(saved!, editor.now);
  });
}

/** POST admin/home/blocks/{id}/unpublish: shoppers stop seeing the block; its working copy stays as a draft. */
export function unpublishHomeBlock(db: Database, id: number, editor: ContentEditor): Promise<AdminHomeBlock> {
  return db.transaction(async (tx) => {
    const row = await settledBlock(tx, id, editor.now);
    if (row.publishedAt === null) return adminBlock(row, editor.now);
    const [saved] = await tx
      .update(contentBlocks)
      .set({ ...workingCopy(row), draft: null, draftPublishAt: null, publishedAt: null })
      .where(eq(contentBlocks.id, id))
      .returning();
    await recordAudit(tx, {
      actor: editor.actor,
      action: 'content_block.unpublish',
      entity: { type: 'content_block', id },
      before: { published_at: row.publishedAt.toISOString() },
      after: { published_at: null },
      context: editor.context,
    });
    return adminBlock(saved!, editor.now);
  });
}

/** DELETE admin/home/blocks/{id}: the block leaves the page at once (what it held stays in its audit entry). */
export function removeHomeBlock(db: Database, id: number, editor: ContentEditor): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await settledBlock(tx, id, editor.now);
    await tx.delete(contentBlocks).where(eq(contentBlocks.id, id));
    await recordAudit(tx, {
      actor: editor.actor,
      action: 'content_block.remove',
      entity: { type: 'content_block', id },
      before: { type: row.type, position: row.position, ...workingCopy(row), published_at: row.publishedAt?.toISOString() ?? null },
      context: editor.context,
    });
  });
}

/** PUT admin/home/order: the blocks in a new order (every block of the page, each once); shoppers see it at once. */
export function orderHomeBlocks(db: Database, ids: number[], editor: ContentEditor): Promise<AdminHomePage> {
  return db.transaction(async (tx) => {
    const pageId = await homePageId(tx);
    const rows = await tx
      .select({ id: contentBlocks.id })
      .from(contentBlocks)
      .where(eq(contentBlocks.pageId, pageId))
      .orderBy(asc(contentBlocks.position), asc(contentBlocks.id))
      .for('update');
    const before = rows.map((row) => row.id);
    if (reorders(ids, before, 'CONTENT_BLOCK_ORDER_MISMATCH')) {
      for (const [index, id] of ids.entries())
        await tx
          .update(contentBlocks)
          .set({ position: index + 1 })
          .where(eq(contentBlocks.id, id));
      await recordAudit(tx, {
        actor: editor.actor,
        action: 'content_page.reorder',
        entity: { type: 'content_page', id: pageId },
        before: { ids: before },
        after: { ids },
        context: editor.context,
      });
    }
    return adminHomePage(tx, editor.now);
  });
}

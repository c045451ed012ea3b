import type { AdminFaqEntry, FaqEntryBody, FaqEntryEditBody } from '@talad/contract';
import { asc, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { faqEntries } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import type { Author } from './author.ts';

type EntryRow = typeof faqEntries.$inferSelect;

const pair = (text: { th: string; en?: string | null }) => ({ th: text.th, en: text.en ?? text.th });

function answerOf(row: EntryRow): AdminFaqEntry {
  return { id: row.id, group: pair(row.group), question: pair(row.question), answer: pair(row.answer), position: row.position };
}

/** GET admin/faq: every entry in the shop's order (a short list: the shop shows it whole on one page). */
export async function listFaqEntries(db: Database): Promise<AdminFaqEntry[]> {
  const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
  return rows.map(answerOf);
}

async function entryRow(tx: Transaction, id: number): Promise<EntryRow> {
  const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
  if (!row) throw new AppError('FAQ_ENTRY_NOT_FOUND');
  return row;
}

const audited = ({ id: _id, position: _position, ...texts }: AdminFaqEntry) => texts;

/** POST admin/faq: a new question at the end of the list; one faq.create entry. */
export function createFaqEntry(db: Database, body: FaqEntryBody, author: Author): Promise<AdminFaqEntry> {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(faqEntries.position) }).from(faqEntries);
    const [row] = await tx
      .insert(faqEntries)
      .values({ ...body, position: (last?.position ?? 0) + 1 })
      .returning();
    const answer = answerOf(row!);
    await recordAudit(tx, {
      actor: author.actor,
      action: 'faq.create',
      entity: { type: 'faq_entry', id: row!.id },
      after: audited(answer),
      context: author.context,
    });
    return answer;
  });
}

/** PATCH admin/faq/{id}: the texts given; one faq.edit entry with what changed (none when nothing did). */
export function editFaqEntry(db: Database, id: number, body: FaqEntryEditBody, author: Author): Promise<AdminFaqEntry> {
  return db.transaction(async (tx) => {
    const row = await entryRow(tx, id);
    const before = answerOf(row);
    const changed = changedFields(audited(before), Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
    if (Object.keys(changed.after).length === 0) return before;
    const [updated] = await tx.update(faqEntries).set(changed.after).where(eq(faqEntries.id, id)).returning();
    await recordAudit(tx, {
      actor: author.actor,
      action: 'faq.edit',
      entity: { type: 'faq_entry', id },
      ...changed,
      context: author.context,
    });
    return answerOf(updated!);
  });
}

/** POST admin/faq/{id}/move: swaps places with its neighbour; at either end nothing moves and nothing is written. */
export function moveFaqEntry(db: Database, id: number, direction: 'up' | 'down', author: Author): Promise<AdminFaqEntry[]> {
  return db.transaction(async (tx) => {
    const row = await entryRow(tx, id);
    const up = direction === 'up';
    const [neighbour] = await tx
      .select()
      .from(faqEntries)
      .where(up ? lt(faqEntries.position, row.position) : gt(faqEntries.position, row.position))
      .orderBy(up ? desc(faqEntries.position) : asc(faqEntries.position))
      .limit(1)
      .for('update');
    if (neighbour) {
      await tx.update(faqEntries).set({ position: neighbour.position }).where(eq(faqEntries.id, id));
      await tx.update(faqEntries).set({ position: row.position }).where(eq(faqEntries.id, neighbour.id));
      await recordAudit(tx, {
        actor: author.actor,
        action: 'faq.move',
        entity: { type: 'faq_entry', id },
        before: { position: row.position },
        after: { position: neighbour.position },
        context: author.context,
      });
    }
    const rows = await tx.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
    return rows.map(answerOf);
  });
}

/** DELETE admin/faq/{id}: the question leaves the shop's page; the entry keeps its texts. A second delete is 404. */
export function deleteFaqEntry(db: Database, id: number, author: Author): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await entryRow(tx, id);
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await recordAudit(tx, {
      actor: author.actor,
      action: 'faq.delete',
      entity: { type: 'faq_entry', id },
      before: audited(answerOf(row)),
      context: author.context,
    });
  });
}

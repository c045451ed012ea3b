import type { StaffCaseAction, StaffCaseBody, StaffCaseDetail, StaffCaseEntry, StaffCaseQueue } from '@talad/contract';
import type { CaseState } from '@talad/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, orders, supportCases } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { addMessage, lockCase, moveCase } from './thread.ts';
import { detailOf, summaryColumns, summaryOf, type SummaryRow } from './view.ts';

type Db = Database | Transaction;

/** The member's name as the staff address them: first and last name, else the display name. */
const customerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${customers.firstname}, ${customers.lastname})), ''), ${customers.displayName}, '')`;

function entryOf(row: SummaryRow & { customerName: string }): StaffCaseEntry {
  const { has_new_answer: _seen, ...summary } = summaryOf(row);
  return { ...summary, customer_name: row.customerName };
}

/** GET staff/cases: the cases in one state, the longest waiting first (the staff's queue). */
export async function caseQueue(db: Database, status: CaseState, page: number, size: number): Promise<StaffCaseQueue> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns, customerName })
      .from(supportCases)
      .innerJoin(customers, eq(customers.id, supportCases.customerId))
      .leftJoin(orders, eq(orders.id, supportCases.orderId))
      .where(eq(supportCases.status, status))
      .orderBy(asc(supportCases.updatedAt), asc(supportCases.openedAt), asc(supportCases.caseNo))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(supportCases).where(eq(supportCases.status, status)),
  ]);
  const all = total?.value ?? 0;
  return { items: rows.map(entryOf), total: all, page, size, total_pages: Math.ceil(all / size) };
}

async function staffDetailOf(db: Db, caseId: string): Promise<StaffCaseDetail> {
  const [{ has_new_answer: _seen, ...detail }, [member]] = await Promise.all([
    detailOf(db, caseId),
    db
      .select({ name: customerName })
      .from(supportCases)
      .innerJoin(customers, eq(customers.id, supportCases.customerId))
      .where(eq(supportCases.id, caseId)),
  ]);
  return { ...detail, customer_name: member?.name ?? '' };
}

/** GET staff/cases/{case_no}: any member's case with its thread (reading it does not mark anything seen). */
export async function staffCase(db: Database, caseNo: string): Promise<StaffCaseDetail> {
  const [found] = await db.select({ id: supportCases.id }).from(supportCases).where(eq(supportCases.caseNo, caseNo));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  return staffDetailOf(db, found.id);
}

/**
 * POST staff/cases/{case_no}/{answer|close}. An answer needs a message; it moves an OPEN case to ANSWERED (one already
 * ANSWERED stays so) and is e-mailed to the member. Closing may say a last word (e-mailed too); closing a closed case
 * again without one answers it as it is, while a message for a closed case is refused (CASE_CLOSED).
 */
export async function staffCaseMove(
  db: Database,
  media: MediaStorage,
  caseNo: string,
  action: StaffCaseAction,
  body: StaffCaseBody,
  now: Date,
): Promise<StaffCaseDetail> {
  const message = body?.message;
  if (action === 'answer' && !message)
    throw new AppError('BAD_REQUEST', { errors: [{ field: 'body.message', reason: 'is required to answer' }] });
  return db.transaction(async (tx) => {
    const found = await lockCase(tx, caseNo);
    if (found.status === 'CLOSED') {
      if (message) throw new AppError('CASE_CLOSED');
      return staffDetailOf(tx, found.id);
    }
    if (message) await addMessage(tx, media, { caseId: found.id, author: 'STAFF', body: message, photos: [], now });
    const target: CaseState = action === 'close' ? 'CLOSED' : 'ANSWERED';
    if (found.status !== target) await moveCase(tx, found, target, 'staff', now);
    return staffDetailOf(tx, found.id);
  });
}

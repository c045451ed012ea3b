import type { AdminCaseBody, AdminCaseDetail, AdminCaseEntry, AdminCasesPage, AdminCasesQuery, StaffCaseAction } from '@talad/contract';
import type { CaseState } from '@talad/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, orders, supportCases } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, exactTime, pageOfRows, pastKey } from '../../platform/keyset.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';
import { addMessage, lockCase, moveCase } from './thread.ts';
import { deskThreadOf, summaryColumns, summaryOf, summaryById, type SummaryRow } from './view.ts';

type Db = Database | Transaction;

/**
 * The support desk's side of members' cases (issue #26; permission cases.answer): the queue, a case with its thread,
 * answers and closing. The member reads an answer as the shop's; the message keeps who of the staff wrote it for the
 * desk, and the audit log records each answer and closing with its actor.
 */

/** Who answers: their id and name for the thread, and the audit entry's actor and context. */
export interface DeskAgent {
  staff: { id: string; name: string };
  actor: AuditActor;
  context: AuditContext;
}

/** The member's name as the staff address them: first and last name, else the display name. */
const customerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${customers.firstname}, ${customers.lastname})), ''), ${customers.displayName}, '')`;

function entryOf(row: SummaryRow & { customerName: string }): AdminCaseEntry {
  const { has_new_answer: _seen, ...summary } = summaryOf(row);
  return { ...summary, customer_id: row.row.customerId, customer_name: row.customerName };
}

/** The queue's sort key: the last activity (exact text), then the case's id, both ascending (the longest waiting first). */
const cursorKey = z.tuple([z.string().max(64), z.uuid()]);

/** GET admin/cases: the cases in one state, the longest waiting first; keyset pages. */
export async function caseQueue(db: Database, query: AdminCasesQuery): Promise<AdminCasesPage> {
  const inState = eq(supportCases.status, query.status);
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
  const [rows, total] = await Promise.all([
    db
      .select({ ...summaryColumns, customerName, key: exactTime(supportCases.updatedAt) })
      .from(supportCases)
      .innerJoin(customers, eq(customers.id, supportCases.customerId))
      .leftJoin(orders, eq(orders.id, supportCases.orderId))
      .where(after ? and(inState, pastKey([supportCases.updatedAt, supportCases.id], after, 'asc')) : inState)
      .orderBy(asc(supportCases.updatedAt), asc(supportCases.id))
      .limit(query.size + 1),
    approximateTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(supportCases)
        .where(inState),
    ),
  ]);
  return { ...pageOfRows(rows, query.size, (row) => [row.key, row.row.id], entryOf), ...total };
}

async function deskDetailOf(db: Db, caseId: string): Promise<AdminCaseDetail> {
  const [summary, messages, [member]] = await Promise.all([
    summaryById(db, caseId),
    deskThreadOf(db, caseId),
    db
      .select({ id: customers.id, name: customerName })
      .from(supportCases)
      .innerJoin(customers, eq(customers.id, supportCases.customerId))
      .where(eq(supportCases.id, caseId)),
  ]);
  const { has_new_answer: _seen, ...rest } = summary;
  return { ...rest, messages, can_reply: summary.status !== 'CLOSED', customer_id: member?.id ?? '', customer_name: member?.name ?? '' };
}

/** GET admin/cases/{case_no}: any member's case with its thread (reading it marks nothing seen). */
export async function deskCase(db: Database, caseNo: string): Promise<AdminCaseDetail> {
  const [found] = await db.select({ id: supportCases.id }).from(supportCases).where(eq(supportCases.caseNo, caseNo));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  return deskDetailOf(db, found.id);
}

/**
 * POST admin/cases/{case_no}/{answer|close}. An answer needs a message; it moves an OPEN case to ANSWERED (one already
 * ANSWERED stays so) and is e-mailed to the member. Closing may say a last word (e-mailed too). A closed case takes no
 * message (CASE_CLOSED); closing it again without one changes nothing and answers it as it is. Each change writes one
 * audit entry (case.answer or case.close) in its transaction.
 */
export async function deskCaseMove(
  db: Database,
  media: MediaStorage,
  caseNo: string,
  action: StaffCaseAction,
  body: AdminCaseBody,
  agent: DeskAgent,
  now: Date,
): Promise<AdminCaseDetail> {
  const message = body?.message;
  if (action === 'answer' && !message)
    throw new AppError('BAD_REQUEST', { errors: [{ field: 'body.message', reason: 'is required to answer' }] });
  return db.transaction(async (tx) => {
    const found = await lockCase(tx, caseNo);
    if (found.status === 'CLOSED') {
      if (message) throw new AppError('CASE_CLOSED');
      return deskDetailOf(tx, found.id);
    }
    const messageId = message
      ? await addMessage(tx, media, {
          caseId: found.id,
          author: 'STAFF',
          body: message,
          photos: [],
          now,
          staff: agent.staff,
        })
      : null;
    const target: CaseState = action === 'close' ? 'CLOSED' : 'ANSWERED';
    const moved = found.status !== target;
    if (moved) await moveCase(tx, found, target, 'staff', now);
    // Only what changed: the state when it moved, and the message written (its text is the thread's).
    await recordAudit(tx, {
      actor: agent.actor,
      context: agent.context,
      action: `case.${action}`,
      entity: { type: 'case', id: found.caseNo },
      ...(moved ? { before: { status: found.status } } : {}),
      after: { ...(moved ? { status: target } : {}), ...(messageId === null ? {} : { message_id: messageId }) },
    });
    return deskDetailOf(tx, found.id);
  });
}

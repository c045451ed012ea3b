import type { CaseDetail, CaseMessage, CaseSummary } from '@talad/contract';
import type { CaseAuthor, CaseState, CaseTopic } from '@talad/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orders, supportCaseMessages, supportCasePhotos, supportCases } from '../../db/schema/index.ts';
import type { CaseRow } from './thread.ts';

type Db = Database | Transaction;

/** The start of a message in lists. */
const PREVIEW_LENGTH = 120;

/** The columns a case's summary needs: the case, its order's number, and its last message (who wrote it, and its start). */
export const summaryColumns = {
  row: supportCases,
  orderNo: orders.orderNo,
  lastBody: sql<string>`(select left(${supportCaseMessages.body}, ${PREVIEW_LENGTH}) from ${supportCaseMessages} where ${supportCaseMessages.caseId} = ${supportCases.id} order by ${supportCaseMessages.id} desc limit 1)`,
  lastAuthor: sql<CaseAuthor>`(select ${supportCaseMessages.author} from ${supportCaseMessages} where ${supportCaseMessages.caseId} = ${supportCases.id} order by ${supportCaseMessages.id} desc limit 1)`,
};

export interface SummaryRow {
  row: CaseRow;
  orderNo: string | null;
  lastBody: string;
  lastAuthor: CaseAuthor;
}

export function summaryOf({ row, orderNo, lastBody, lastAuthor }: SummaryRow): CaseSummary {
  return {
    case_no: row.caseNo,
    topic: row.topic as CaseTopic,
    status: row.status as CaseState,
    order_no: orderNo,
    order_id: row.orderId,
    last_message: lastBody,
    opened_at: row.openedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // The staff wrote last, after the member last opened the thread.
    has_new_answer: lastAuthor === 'STAFF' && (row.memberSeenAt === null || row.memberSeenAt < row.updatedAt),
  };
}

/** One case's summary, read again after a write. */
export async function summaryById(db: Db, caseId: string): Promise<CaseSummary> {
  const [found] = await db
    .select(summaryColumns)
    .from(supportCases)
    .leftJoin(orders, eq(orders.id, supportCases.orderId))
    .where(eq(supportCases.id, caseId));
  if (!found) throw new Error(`case ${caseId} vanished`);
  return summaryOf(found);
}

/**
 * The thread in the order written, each message with its photos (/media paths) and, for the desk only, who of the staff
 * wrote it (`staff_name`; the member reads every staff message as the shop's, so threadOf leaves it out).
 */
export async function deskThreadOf(db: Db, caseId: string): Promise<Array<CaseMessage & { staff_name: string | null }>> {
  const messages = await db
    .select()
    .from(supportCaseMessages)
    .where(eq(supportCaseMessages.caseId, caseId))
    .orderBy(asc(supportCaseMessages.id));
  const photos =
    messages.length === 0
      ? []
      : await db
          .select()
          .from(supportCasePhotos)
          .where(
            inArray(
              supportCasePhotos.messageId,
              messages.map((message) => message.id),
            ),
          )
          .orderBy(asc(supportCasePhotos.id));
  return messages.map((message) => ({
    message_id: message.id,
    author: message.author as CaseAuthor,
    body: message.body,
    photos: photos
      .filter((photo) => photo.messageId === message.id)
      .map((photo) => ({
        url: `/media/${photo.fileKey}`,
        thumbnail_url: `/media/${photo.thumbnailKey}`,
        width: photo.width,
        height: photo.height,
      })),
    created_at: message.createdAt.toISOString(),
    staff_name: message.staffName,
  }));
}

/** The thread as the member reads it. */
export async function threadOf(db: Db, caseId: string): Promise<CaseMessage[]> {
  return (await deskThreadOf(db, caseId)).map(({ staff_name: _desk, ...message }) => message);
}

/** The whole case: its summary, its thread, and whether it still takes replies. */
export async function detailOf(db: Db, caseId: string): Promise<CaseDetail> {
  const [summary, messages] = await Promise.all([summaryById(db, caseId), threadOf(db, caseId)]);
  return { ...summary, messages, can_reply: summary.status !== 'CLOSED' };
}

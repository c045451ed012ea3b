import { CASE_AUTHORS, CASE_FLOW, CASE_MESSAGE_MAX_LENGTH, CASE_PAGE_SIZE, CASE_TOPICS } from '@talad/domain';
import { z } from 'zod';
import { pageOf, pagingQuery } from './common.ts';

/**
 * Support cases (issue #14, /case-management): a member opens a case about one of their orders or a general topic,
 * with photos, and the member and the staff write to each other in its thread. Photo paths are /media paths.
 */

const caseState = z.enum(CASE_FLOW.states);
export type CaseStatus = z.infer<typeof caseState>;

/** CS + yymmdd + 6 digits. */
export const caseNo = z.string().regex(/^CS\d{12}$/, 'must be a case number (CS and 12 digits)');
export const caseParams = z.object({ case_no: caseNo });

/** A message as written: trimmed, not empty, at most CASE_MESSAGE_MAX_LENGTH characters. */
export const caseMessageText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(CASE_MESSAGE_MAX_LENGTH, `must be at most ${CASE_MESSAGE_MAX_LENGTH} characters`);

/**
 * POST cases: multipart {topic, order_no?, message} and up to CASE_MAX_PHOTOS `file` parts, with an Idempotency-Key
 * header (the same key answers the first case again). The order, when named, must be one of the member's.
 */
export const openCaseFields = z.object({
  topic: z.enum(CASE_TOPICS),
  order_no: z
    .string()
    .regex(/^TL\d{12}$/, 'must be an order number (TL and 12 digits)')
    .optional(),
  message: caseMessageText,
});
export type OpenCaseFields = z.infer<typeof openCaseFields>;

/** POST cases/{case_no}/messages: multipart {message} and up to CASE_MAX_PHOTOS `file` parts, with an Idempotency-Key. */
export const replyFields = z.object({ message: caseMessageText });

export const casePhoto = z.object({
  /** /media/cases/… WebP, at most 1600 px. */
  url: z.string(),
  /** 320 px square. */
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CasePhoto = z.infer<typeof casePhoto>;

export const caseMessage = z.object({
  message_id: z.number().int(),
  author: z.enum(CASE_AUTHORS),
  body: z.string(),
  photos: z.array(casePhoto),
  created_at: z.string(),
});
export type CaseMessage = z.infer<typeof caseMessage>;

export const caseSummary = z.object({
  case_no: z.string(),
  topic: z.enum(CASE_TOPICS),
  status: caseState,
  /** The order the case is about (its number, and its id for the order's page); null for a general topic. */
  order_no: z.string().nullable(),
  order_id: z.string().nullable(),
  /** The start of the last message. */
  last_message: z.string(),
  opened_at: z.string(),
  updated_at: z.string(),
  /** The staff wrote after the member last opened the thread. */
  has_new_answer: z.boolean(),
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const caseDetail = caseSummary.extend({
  messages: z.array(caseMessage),
  /** False once CLOSED: a closed case takes no more replies (a new case is opened instead). */
  can_reply: z.boolean(),
});
export type CaseDetail = z.infer<typeof caseDetail>;

export const myCasesQuery = z.object({
  page: pagingQuery.page,
  size: pagingQuery.size.default(CASE_PAGE_SIZE),
  status: caseState.optional(),
});
export type MyCasesQuery = z.output<typeof myCasesQuery>;
export const myCasesPage = pageOf(caseSummary);
export type MyCasesPage = z.infer<typeof myCasesPage>;

/** The desk's moves on a case: POST admin/cases/{case_no}/answer {message} (sent to the member) and …/close {message?}. */
export const STAFF_CASE_ACTIONS = ['answer', 'close'] as const;
export type StaffCaseAction = (typeof STAFF_CASE_ACTIONS)[number];

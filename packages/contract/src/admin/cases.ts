import { CASE_FLOW } from '@talad/domain';
import { z } from 'zod';
import { caseDetail, caseMessage, caseMessageText, caseNo, caseSummary, STAFF_CASE_ACTIONS } from '../cases.ts';
import { keysetPageOf, keysetQuery } from './common.ts';

/**
 * Members' support cases at the desk (issue #26; permission cases.answer). The member reads every staff answer as
 * the shop's (as Shopee's chat shows the shop, not the agent); the desk sees which staff member wrote each one, and
 * the audit log records it.
 */

/** GET admin/cases ?status&cursor&limit: the cases in one state (OPEN by default), the longest waiting first. */
export const adminCasesQuery = z.object({ status: z.enum(CASE_FLOW.states).default('OPEN'), ...keysetQuery });
export type AdminCasesQuery = z.output<typeof adminCasesQuery>;
export type AdminCasesQueryWire = z.input<typeof adminCasesQuery>;

export const adminCaseEntry = caseSummary.omit({ has_new_answer: true }).extend({
  customer_id: z.string(),
  customer_name: z.string(),
});
export type AdminCaseEntry = z.infer<typeof adminCaseEntry>;
export const adminCasesPage = keysetPageOf(adminCaseEntry);
export type AdminCasesPage = z.infer<typeof adminCasesPage>;

export const adminCaseParams = z.object({ case_no: caseNo });

export const adminCaseMessage = caseMessage.extend({
  /** Who of the staff wrote a STAFF message (null for the member's, and for answers written before staff accounts). */
  staff_name: z.string().nullable(),
});
export type AdminCaseMessage = z.infer<typeof adminCaseMessage>;

/** GET admin/cases/{case_no}: a case with its thread (reading it marks nothing seen). */
export const adminCaseDetail = caseDetail.omit({ has_new_answer: true, messages: true }).extend({
  customer_id: z.string(),
  customer_name: z.string(),
  messages: z.array(adminCaseMessage),
});
export type AdminCaseDetail = z.infer<typeof adminCaseDetail>;

/**
 * POST admin/cases/{case_no}/answer {message} (e-mailed, or an SMS without an address) and …/close {message?}.
 * A closed case takes no message (CASE_CLOSED); closing it again without one answers it as it is.
 */
export const adminCaseActionParams = z.object({ case_no: caseNo, action: z.enum(STAFF_CASE_ACTIONS) });
export const adminCaseBody = z.object({ message: caseMessageText.optional() }).nullish();
export type AdminCaseBody = z.infer<typeof adminCaseBody>;

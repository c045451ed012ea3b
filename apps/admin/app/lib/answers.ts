import { ERRORS, type Envelope } from '@talad/domain';

/** The API refused because this session has not proved the second factor (the screen then offers to prove it). */
export function needsSecondFactor(answer: Envelope<unknown>): boolean {
  return !answer.is_success && answer.status_code === ERRORS.STAFF_SECOND_FACTOR_REQUIRED.code;
}

/** An action's answer to show: what was done (a message key and values), or the API's refusal in the member's language. */
export type ActionResult = { done: string; values?: Record<string, string> } | { error: string; secondFactor?: boolean };

export function resultOf(answer: Envelope<unknown>, done: string, values?: Record<string, string>): ActionResult {
  if (answer.is_success) return { done, ...(values ? { values } : {}) };
  return { error: answer.message, ...(needsSecondFactor(answer) ? { secondFactor: true } : {}) };
}

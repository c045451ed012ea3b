import { defineFlow } from './flow.ts';

/**
 * A support case (issue #14): OPEN waits for the staff; ANSWERED waits for the member; CLOSED is done. The staff's
 * answer to an OPEN case moves it to ANSWERED; the member's reply to an ANSWERED case opens it again. A further answer
 * or reply in the same state adds to the thread without a move. Every staff message is e-mailed to the member, whether
 * or not it moves the case, so the e-mail goes with the message rather than with a move of this table.
 *
 * CLOSED is terminal, as on Shopee's and Lazada's help centres: a closed request takes no more replies, and the member
 * opens a new case (about the same order if need be) instead. A reply never reopens what the staff closed, so a closed
 * case stays out of the staff's queue and its outcome stays as it was recorded.
 */
export const CASE_FLOW = defineFlow({
  states: ['OPEN', 'ANSWERED', 'CLOSED'],
  moves: {
    OPEN: {
      ANSWERED: { by: ['staff'], effects: [] },
      CLOSED: { by: ['staff', 'shopper'], effects: [] },
    },
    ANSWERED: {
      OPEN: { by: ['shopper'], effects: [] },
      CLOSED: { by: ['staff', 'shopper'], effects: [] },
    },
  },
});

export type CaseState = (typeof CASE_FLOW.states)[number];

import { defineFlow } from './flow.ts';

/**
 * Adding a card from /account/my-card (issue #29, decision 0069): the gateway verifies the card without charging it
 * (2C2P's tokenizeOnly, a zero-amount authorisation with 3-D Secure). PENDING while the shopper is on the card form or
 * the challenge; the gateway's result (its notification, or the shop's inquiry when the browser comes back) makes it
 * ADDED (the card kept) or FAILED. Both are final: another try is a new verification.
 */
export const CARD_VERIFICATION_FLOW = defineFlow({
  states: ['PENDING', 'ADDED', 'FAILED'],
  moves: {
    PENDING: {
      ADDED: { by: ['gateway'], effects: ['keepCard'] },
      FAILED: { by: ['gateway'], effects: [] },
    },
  },
});

export type CardVerificationState = (typeof CARD_VERIFICATION_FLOW.states)[number];

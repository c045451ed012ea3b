import { cardDigits, cardNumberProblem } from '@talad/domain';
import type { RespCode } from './codes.ts';

/**
 * The sandbox's test cards (decision 0019). Expiry any future month, CVV any 3 digits (4 for American Express); the challenge's one-time code
 * is 123456 and anything else fails 3-D Secure.
 */
export const SANDBOX_CARDS = [
  { number: '4111111111111111', brand: 'Visa', challenge: true, outcome: '0000', what: 'approved after a 3-D Secure challenge' },
  { number: '5555555555554444', brand: 'MasterCard', challenge: true, outcome: '0000', what: 'approved after a 3-D Secure challenge' },
  { number: '3566111111111113', brand: 'JCB', challenge: false, outcome: '0000', what: 'approved without a challenge' },
  { number: '378282246310005', brand: 'American Express', challenge: false, outcome: '0000', what: 'approved without a challenge' },
  { number: '371449635398431', brand: 'American Express', challenge: true, outcome: '0000', what: 'approved after a 3-D Secure challenge' },
  { number: '36227206271667', brand: 'Diners Club', challenge: true, outcome: '0000', what: 'approved after a 3-D Secure challenge' },
  { number: '4000000000000002', brand: 'Visa', challenge: false, outcome: '4001', what: 'declined by the issuer (4001)' },
  { number: '4000000000009995', brand: 'Visa', challenge: false, outcome: '4051', what: 'insufficient funds (4051)' },
  { number: '4000000000003063', brand: 'Visa', challenge: true, outcome: '4063', what: 'the challenge always fails (4063)' },
] as const satisfies ReadonlyArray<{ number: string; brand: string; challenge: boolean; outcome: RespCode; what: string }>;

export const CHALLENGE_CODE = '123456';

export interface CardBehaviour {
  /** Whether the issuer asks for a 3-D Secure challenge (when the merchant requested 3-D Secure). */
  challenge: boolean;
  /** What the issuer answers: after a passed challenge when there is one. */
  outcome: RespCode;
}

/** How the sandbox issuer treats a card; null when it is not a card number at all (no brand's length, fails Luhn). */
export function cardBehaviour(number: string): CardBehaviour | null {
  const digits = cardDigits(number);
  if (cardNumberProblem(digits)) return null;
  const known = SANDBOX_CARDS.find((card) => card.number === digits);
  return known ? { challenge: known.challenge, outcome: known.outcome } : { challenge: true, outcome: '0000' };
}

/** 2C2P's masked number: the first six and the last four (`411111XXXXXX1111`). */
export function maskedCardNo(number: string): string {
  const digits = cardDigits(number);
  return digits.slice(0, 6) + 'X'.repeat(Math.max(0, digits.length - 10)) + digits.slice(-4);
}

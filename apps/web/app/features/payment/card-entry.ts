import {
  cardBrand,
  cardDigits,
  cardExpiryError,
  cardNumberProblem,
  cvvFits,
  maskCard,
  type CardBrand,
  type CreatedCard,
} from '@talad/domain';
import type { DoPaymentData } from './do-payment.ts';

/**
 * Spec §3 "Card to create": what the shopper types on /payment. The number and CVV live only in this page's memory
 * and are sent only to the gateway's Do Payment (decision 0019), never to the shop's API or to storage.
 */
export interface CardToCreate extends CreatedCard {
  card_type: CardBrand;
  cvv: string;
  /** MM/YY as typed. */
  exp_date: string;
  holder_name: string;
  /** §5: last four shown, grouped in fours. */
  marked_card: string;
  /** Digits only. */
  card_number: string;
  save_card: boolean;
}

/** What the form holds while it is typed. */
export interface CardDraft {
  card_number: string;
  exp_date: string;
  cvv: string;
  holder_name: string;
  save_card: boolean;
}

export const EMPTY_DRAFT: CardDraft = { card_number: '', exp_date: '', cvv: '', holder_name: '', save_card: false };

/** The longest number any brand issues (Visa, JCB, UnionPay: 19). */
const LONGEST_CARD = 19;

/** The number as typed, grouped in fours ("4111 1111 1111 1111"); digits past the longest any brand issues are not taken. */
export function groupCardNumber(input: string): string {
  return cardDigits(input)
    .slice(0, LONGEST_CARD)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: the slash comes with the third digit, so deleting back over it never fights the shopper. */
export function typedExpiry(input: string): string {
  const digits = cardDigits(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/** The CVV of a card of `brand`: its brand's digits (4 for American Express, else 3). */
export function cvvProblem(brand: CardBrand, cvv: string): 'cvv' | null {
  return cvvFits(brand, cvv) ? null : 'cvv';
}

/** Keys of `payment.card.problems` in the catalogues; `brand` and `length` name the brand the number's prefix says. */
export type CardProblem = 'brand' | 'length' | 'luhn' | 'expiryInvalid' | 'expired' | 'cvv' | 'holder';
export type CardProblems = Partial<Record<'card_number' | 'exp_date' | 'cvv' | 'holder_name', CardProblem>>;

/** The form's problems at `now`, field by field (none means the card may be sent to the gateway). */
export function cardProblems(draft: CardDraft, now: Date): CardProblems {
  const problems: CardProblems = {};
  const numberProblem = cardNumberProblem(draft.card_number);
  if (numberProblem) problems.card_number = numberProblem.problem;
  const expiry = parseExpiry(draft.exp_date);
  const expiryError = expiry ? cardExpiryError(expiry.month, expiry.year, now) : 'CARD_EXPIRY_INVALID';
  if (expiryError) problems.exp_date = expiryError === 'CARD_EXPIRED' ? 'expired' : 'expiryInvalid';
  if (cvvProblem(cardBrand(draft.card_number), draft.cvv)) problems.cvv = 'cvv';
  if (draft.holder_name.trim().length < 2) problems.holder_name = 'holder';
  return problems;
}

/**
 * A stable id for a typed card, so typing the same card again replaces it (§4 "a card with the same id is replaced").
 * Not a secret and never shown: FNV-1a over the type and digits, kept in memory with the card itself.
 */
export function createdCardId(type: CardToCreate['type'], digits: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${type}:${digits}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `new-${hash.toString(16).padStart(8, '0')}`;
}

/** The card to create from a valid draft (§3), with its brand (§5) and masked number. */
export function cardToCreate(draft: CardDraft, type: CardToCreate['type']): CardToCreate {
  const digits = cardDigits(draft.card_number);
  return {
    type,
    card_id: createdCardId(type, digits),
    card_type: cardBrand(digits),
    cvv: draft.cvv,
    exp_date: draft.exp_date.trim(),
    holder_name: draft.holder_name.trim(),
    marked_card: maskCard(digits),
    card_number: digits,
    save_card: draft.save_card,
  };
}

/** Do Payment's data for a card typed on the page: the number and CVV go in here and nowhere else. */
export function typedCardData(card: CardToCreate): DoPaymentData {
  const expiry = parseExpiry(card.exp_date);
  return {
    name: card.holder_name,
    cardNo: card.card_number,
    expiryMonth: String(expiry?.month ?? '').padStart(2, '0'),
    expiryYear: String(expiry?.year ?? ''),
    securityCode: card.cvv,
  };
}

import type { Locale } from '../locale.ts';

/**
 * Card rules of spec §4 and §5 as issue #29 widened them, shared by the shop's card form and the sandbox gateway: the
 * number is its digits; the brand comes from its prefix and says how many digits and how long a CVV; only the last four
 * are ever shown.
 */
export const CARD_BRANDS = ['Visa', 'MasterCard', 'American_Express', 'Discover', 'JCB', 'Diners_Club', 'UnionPay', 'Unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Brand names as card schemes write them (spec §5's values use underscores). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  Visa: 'Visa',
  MasterCard: 'Mastercard',
  American_Express: 'American Express',
  Discover: 'Discover',
  JCB: 'JCB',
  Diners_Club: 'Diners Club',
  UnionPay: 'UnionPay',
  Unknown: '',
};

export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** The numbers each scheme issues and its CVV's digits (American Express prints four on the front). Unknown: none. */
export const CARD_RULES: Readonly<Record<Exclude<CardBrand, 'Unknown'>, { lengths: readonly number[]; cvv: 3 | 4 }>> = {
  Visa: { lengths: [13, 16, 19], cvv: 3 },
  MasterCard: { lengths: [16], cvv: 3 },
  American_Express: { lengths: [15], cvv: 4 },
  Discover: { lengths: [16, 17, 18, 19], cvv: 3 },
  JCB: { lengths: [16, 17, 18, 19], cvv: 3 },
  Diners_Club: { lengths: [14], cvv: 3 },
  UnionPay: { lengths: [16, 17, 18, 19], cvv: 3 },
};

/** Why a number is not a card: no scheme issues its prefix, its brand issues other lengths, or its check digit is wrong. */
export type CardNumberProblem =
  | { problem: 'brand' }
  | { problem: 'length'; brand: Exclude<CardBrand, 'Unknown'>; lengths: readonly number[] }
  | { problem: 'luhn'; brand: Exclude<CardBrand, 'Unknown'> };

/** The number checked by its brand's lengths, then Luhn; null for a number some scheme could have issued. */
export function cardNumberProblem(input: string): CardNumberProblem | null {
  const digits = cardDigits(input);
  const brand = cardBrand(digits);
  if (brand === 'Unknown') return { problem: 'brand' };
  const { lengths } = CARD_RULES[brand];
  if (!lengths.includes(digits.length)) return { problem: 'length', brand, lengths };
  return passesLuhn(digits) ? null : { problem: 'luhn', brand };
}

/** A brand's lengths as people say them: "13, 16 or 19" (th: "13, 16 หรือ 19"). */
export function cardLengthsText(lengths: readonly number[], locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(lengths.map(String));
}

/** The CVV's digits for a brand: four for American Express, three for the others (and while the brand is unknown). */
export function cvvLength(brand: CardBrand): 3 | 4 {
  return brand === 'Unknown' ? 3 : CARD_RULES[brand].cvv;
}

/** Whether `cvv` is the brand's count of digits. */
export function cvvFits(brand: CardBrand, cvv: string): boolean {
  return new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv);
}

/** The Luhn check digit: a typo in one digit (or two swapped) fails it. Real card schemes all use it. */
export function passesLuhn(input: string): boolean {
  const digits = cardDigits(input);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Exported for pages that detect the brand as the shopper types (the gateway's hosted card form). Order matters: UnionPay's 62 before Discover's 6, Diners' 36/38/39/30[0-5] before the rest. */
export const BRAND_PATTERNS: ReadonlyArray<[CardBrand, RegExp]> = [
  ['Visa', /^4/],
  ['MasterCard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['American_Express', /^3[47]/],
  ['Diners_Club', /^3(0[0-5]|[689])/],
  ['JCB', /^35(2[89]|[3-8])/],
  ['UnionPay', /^62/],
  ['Discover', /^(6011|65|64[4-9])/],
];

/** §5: the brand by pattern, else Unknown. */
export function cardBrand(input: string): CardBrand {
  const digits = cardDigits(input);
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'Unknown';
}

/** §5: only the last four digits, the rest masked in fours ("XXXX XXXX XXXX 1234"); the last four stay one group whatever the length ("XXXX XXXX XXX 0005"). */
export function maskCard(input: string): string {
  const digits = cardDigits(input);
  const masked = 'X'.repeat(Math.max(0, digits.length - 4)).replace(/(.{4})(?=.)/g, '$1 ');
  return [masked, digits.slice(-4)].filter(Boolean).join(' ');
}

/** Expiry as the form takes it (MM/YY): a real month, not in the past at `now`. */
export function cardExpiryError(month: number, year: number, now: Date): 'CARD_EXPIRY_INVALID' | 'CARD_EXPIRED' | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return 'CARD_EXPIRY_INVALID';
  const fullYear = year < 100 ? 2000 + year : year;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) < current ? 'CARD_EXPIRED' : null;
}

/** A card the shopper is creating on the payment page (spec §3 "Card to create"); the number never leaves the browser but to the gateway. */
export interface CreatedCard {
  type: 'CREDITCARD' | 'INSTALLMENT';
  card_id: string;
}

/**
 * §4: creating an installment card replaces any earlier installment card; at most two created cards are kept
 * (the new one plus the first existing one); a card with the same id is replaced.
 */
export function addCreatedCard<Card extends CreatedCard>(cards: readonly Card[], card: Card): Card[] {
  const others = cards.filter(
    (existing) => existing.card_id !== card.card_id && !(card.type === 'INSTALLMENT' && existing.type === 'INSTALLMENT'),
  );
  return [card, ...others.slice(0, 1)];
}

/** §4: resetting installment clears the current card payment if it was an installment. */
export function resetInstallment<Card extends CreatedCard>(current: Card | null): Card | null {
  return current?.type === 'INSTALLMENT' ? null : current;
}

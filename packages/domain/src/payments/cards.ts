/**
 * Card rules of spec §4 and §5, shared by the shop's card form and the sandbox gateway: the number is its digits,
 * exactly 16 of them; the brand comes from its pattern; only the last four are ever shown.
 */
export const CARD_BRANDS = ['Visa', 'MasterCard', 'American_Express', 'Discover', 'JCB', 'Diners_Club', 'UnionPay', 'Unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export function cardDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** §5: after removing non-digits the number must be exactly 16 digits. */
export function cardNumberError(input: string): 'Invalid credit card number length' | null {
  return cardDigits(input).length === 16 ? null : 'Invalid credit card number length';
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

/** Exported for pages that detect the brand as the shopper types (the gateway's hosted card form). Order matters: UnionPay's 62 before Discover's 6, Diners' 36/38/30[0-5] before the rest. */
export const BRAND_PATTERNS: ReadonlyArray<[CardBrand, RegExp]> = [
  ['Visa', /^4/],
  ['MasterCard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['American_Express', /^3[47]/],
  ['Diners_Club', /^3(0[0-5]|[68])/],
  ['JCB', /^35(2[89]|[3-8])/],
  ['UnionPay', /^62/],
  ['Discover', /^(6011|65|64[4-9])/],
];

/** §5: the brand by pattern, else Unknown. */
export function cardBrand(input: string): CardBrand {
  const digits = cardDigits(input);
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'Unknown';
}

/** §5: only the last four digits, the rest masked, grouped in fours ("XXXX XXXX XXXX 1234"). */
export function maskCard(input: string): string {
  const digits = cardDigits(input);
  const masked = 'X'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
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

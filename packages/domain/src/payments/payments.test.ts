import { describe, expect, it } from 'vitest';
import {
  addCreatedCard,
  cardBrand,
  cardExpiryError,
  cardLengthsText,
  cardNumberProblem,
  cvvFits,
  cvvLength,
  maskCard,
  passesLuhn,
  resetInstallment,
} from './cards.ts';
import { gatewayAmount, installmentAllowed, installmentSchedule, satangOfGatewayAmount } from './channels.ts';
import { gatewayDateTime, parseGatewayDateTime } from './gateway-time.ts';

describe('card numbers (spec §5)', () => {
  // The brands' published test numbers (Visa, Mastercard, American Express, Diners Club, JCB, UnionPay test cards as the
  // schemes and acquirers print them); the 19-digit Visa is built here with its check digit, none being published.
  it.each([
    ['4222222222222', 'Visa'],
    ['4111 1111 1111 1111', 'Visa'],
    ['4242-4242-4242-4242', 'Visa'],
    ['4111111111111111110', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['5105105105105100', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['3530111333300000', 'JCB'],
    ['3566002020360505', 'JCB'],
    ['6200000000000005', 'UnionPay'],
    ['6205500000000000004', 'UnionPay'],
    ['378282246310005', 'American_Express'],
    ['3714 496353 98431', 'American_Express'],
    ['30569309025904', 'Diners_Club'],
    ['38520000023237', 'Diners_Club'],
    ['36227206271667', 'Diners_Club'],
  ] as const)('takes %s, a %s test number', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
    expect(cardNumberProblem(number)).toBeNull();
  });

  it.each([
    ['411111111111111', { problem: 'length', brand: 'Visa', lengths: [13, 16, 19] }],
    ['55555555555544440', { problem: 'length', brand: 'MasterCard', lengths: [16] }],
    ['3782822463100050', { problem: 'length', brand: 'American_Express', lengths: [15] }],
    ['3056930009020004', { problem: 'length', brand: 'Diners_Club', lengths: [14] }],
    ['353011133330000', { problem: 'length', brand: 'JCB', lengths: [16, 17, 18, 19] }],
    ['62000000000000050000', { problem: 'length', brand: 'UnionPay', lengths: [16, 17, 18, 19] }],
    ['4111111111111112', { problem: 'luhn', brand: 'Visa' }],
    ['378282246310006', { problem: 'luhn', brand: 'American_Express' }],
    ['30569309025905', { problem: 'luhn', brand: 'Diners_Club' }],
    ['9999999999999995', { problem: 'brand' }],
    ['', { problem: 'brand' }],
  ])('refuses %s: %j', (number, problem) => {
    expect(cardNumberProblem(number)).toEqual(problem);
  });

  it('wants four CVV digits for American Express and three for the others', () => {
    expect(cvvLength(cardBrand('3782 822463 10005'))).toBe(4);
    expect(cvvFits('American_Express', '1234')).toBe(true);
    expect(cvvFits('American_Express', '123')).toBe(false);
    expect(cvvLength(cardBrand('30569309025904'))).toBe(3);
    expect(cvvFits('Visa', '123')).toBe(true);
    expect(cvvFits('Visa', '1234')).toBe(false);
    expect(cvvFits('Unknown', '12a')).toBe(false);
  });

  it('says a brand’s lengths as people do, in Thai and English', () => {
    expect(cardLengthsText([13, 16, 19], 'en')).toBe('13, 16, or 19');
    expect(cardLengthsText([13, 16, 19], 'th')).toBe('13, 16 หรือ 19');
    expect(cardLengthsText([15], 'th')).toBe('15');
  });

  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2221000000000009', 'MasterCard'],
    ['378282246310005', 'American_Express'],
    ['30569309025904', 'Diners_Club'],
    ['39000000000005', 'Diners_Club'],
    ['3566111111111113', 'JCB'],
    ['6200000000000005', 'UnionPay'],
    ['6011111111111117', 'Discover'],
    ['9999999999999999', 'Unknown'],
  ] as const)('knows %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('shows only the last four, grouped in fours', () => {
    expect(maskCard('4111-1111-1111-1234')).toBe('XXXX XXXX XXXX 1234');
    expect(maskCard('3782 822463 10005')).toBe('XXXX XXXX XXX 0005');
    expect(maskCard('36227206271667')).toBe('XXXX XXXX XX 1667');
  });

  it('checks the Luhn digit, so a one-digit typo fails', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('refuses a month that is not one and an expiry in the past, and takes this month', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(cardExpiryError(13, 27, now)).toBe('CARD_EXPIRY_INVALID');
    expect(cardExpiryError(10, 26, now)).toBe('CARD_EXPIRED');
    expect(cardExpiryError(11, 26, now)).toBeNull();
    expect(cardExpiryError(1, 2030, now)).toBeNull();
  });
});

describe('created cards (spec §4)', () => {
  const card = (card_id: string, type: 'CREDITCARD' | 'INSTALLMENT' = 'CREDITCARD') => ({ card_id, type });

  it('keeps the new card and the first existing one, at most two', () => {
    expect(addCreatedCard([card('a'), card('b')], card('c'))).toEqual([card('c'), card('a')]);
  });

  it('replaces a card with the same id', () => {
    expect(addCreatedCard([card('a'), card('b')], card('a'))).toEqual([card('a'), card('b')]);
  });

  it('lets a new installment card replace an earlier one', () => {
    expect(addCreatedCard([card('i', 'INSTALLMENT'), card('a')], card('j', 'INSTALLMENT'))).toEqual([card('j', 'INSTALLMENT'), card('a')]);
  });

  it('clears the current card on reset only when it was an installment', () => {
    expect(resetInstallment(card('i', 'INSTALLMENT'))).toBeNull();
    expect(resetInstallment(card('a'))).toEqual(card('a'));
  });
});

describe('gateway amounts', () => {
  it('writes satang as baht with two decimals, and reads them back exactly', () => {
    expect(gatewayAmount(123_405)).toBe('1234.05');
    expect(gatewayAmount(7)).toBe('0.07');
    for (const amount of [0, 1, 99, 100, 123_405, 99_999_999]) expect(satangOfGatewayAmount(gatewayAmount(amount))).toBe(amount);
    expect(satangOfGatewayAmount(1234.5)).toBe(123_450);
    expect(satangOfGatewayAmount('12.345')).toBeNull();
    expect(satangOfGatewayAmount('-1.00')).toBeNull();
  });

  it('offers a plan only from 1,000 baht a month, and splits it to the satang', () => {
    expect(installmentAllowed(300_000, 3)).toBe(true);
    expect(installmentAllowed(299_999, 3)).toBe(false);
    const { first, monthly } = installmentSchedule(1_000_001, 3);
    expect(first + monthly * 2).toBe(1_000_001);
    expect(first - monthly).toBeLessThan(3);
  });
});

describe('gateway times (Bangkok wall clock)', () => {
  it('writes an instant as Bangkok time and reads it back, refusing days that do not exist', () => {
    const at = new Date('2026-11-23T14:30:05.900Z');
    expect(gatewayDateTime(at)).toBe('2026-11-23 21:30:05');
    expect(parseGatewayDateTime('2026-11-23 21:30:05')?.toISOString()).toBe('2026-11-23T14:30:05.000Z');
    expect(gatewayDateTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 03:00:00');
    expect(parseGatewayDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseGatewayDateTime('2026-11-23T21:30:05')).toBeNull();
  });
});

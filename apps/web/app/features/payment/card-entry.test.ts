import { addCreatedCard } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import {
  cardProblems,
  cardToCreate,
  createdCardId,
  cvvProblem,
  groupCardNumber,
  parseExpiry,
  typedExpiry,
  type CardDraft,
} from './card-entry.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const visa: CardDraft = {
  card_number: '4111 1111 1111 1111',
  exp_date: '08/29',
  cvv: '123',
  holder_name: 'SOMCHAI JAIDEE',
  save_card: true,
};

describe('the card as it is typed (spec §3 card to create, §5)', () => {
  it('groups the number in fours as it is typed, digits only, 19 at most (the longest any brand issues)', () => {
    expect(groupCardNumber('4111')).toBe('4111');
    expect(groupCardNumber('41111')).toBe('4111 1');
    expect(groupCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('62055000000000000041234')).toBe('6205 5000 0000 0000 004');
  });

  it('writes the expiry as MM/YY, the slash with the third digit, so deleting over it works', () => {
    expect(typedExpiry('0')).toBe('0');
    expect(typedExpiry('08')).toBe('08');
    expect(typedExpiry('082')).toBe('08/2');
    expect(typedExpiry('08/29')).toBe('08/29');
    expect(typedExpiry('0829123')).toBe('08/29');
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('8/29')).toBeNull();
  });

  it('has no problem for a valid card', () => {
    expect(cardProblems(visa, NOW)).toEqual({});
  });

  it('takes each brand at its own length, American Express with a 4-digit CVV, Diners Club at 14 digits', () => {
    expect(cardProblems({ ...visa, card_number: '3782 822463 10005', cvv: '1234' }, NOW)).toEqual({});
    expect(cardProblems({ ...visa, card_number: '3782 822463 10005' }, NOW)).toEqual({ cvv: 'cvv' });
    expect(cardProblems({ ...visa, card_number: '3622 720627 1667' }, NOW)).toEqual({});
    expect(cardProblems({ ...visa, card_number: '6205 5000 0000 0000 004' }, NOW)).toEqual({});
  });

  it('refuses a number of another length than its brand’s, a typo by its check digit, a prefix no scheme issues', () => {
    expect(cardProblems({ ...visa, card_number: '4111 1111 1111 111' }, NOW).card_number).toBe('length');
    expect(cardProblems({ ...visa, card_number: '3782 8224 6310 0050' }, NOW).card_number).toBe('length');
    expect(cardProblems({ ...visa, card_number: '4111 1111 1111 1112' }, NOW).card_number).toBe('luhn');
    expect(cardProblems({ ...visa, card_number: '9999 9999 9999 9995' }, NOW).card_number).toBe('brand');
  });

  it('refuses a malformed or past expiry, a CVV of another length than the brand’s, and a missing holder', () => {
    expect(cardProblems({ ...visa, exp_date: '13/29' }, NOW).exp_date).toBe('expiryInvalid');
    expect(cardProblems({ ...visa, exp_date: '08' }, NOW).exp_date).toBe('expiryInvalid');
    expect(cardProblems({ ...visa, exp_date: '10/26' }, NOW).exp_date).toBe('expired');
    expect(cardProblems({ ...visa, exp_date: '11/26' }, NOW).exp_date).toBeUndefined();
    expect(cardProblems({ ...visa, cvv: '12' }, NOW).cvv).toBe('cvv');
    expect(cvvProblem('Visa', '1234')).toBe('cvv');
    expect(cvvProblem('Visa', '007')).toBeNull();
    expect(cvvProblem('American_Express', '0071')).toBeNull();
    expect(cardProblems({ ...visa, holder_name: ' ' }, NOW).holder_name).toBe('holder');
  });

  it('makes the card to create: brand by pattern, masked to the last four, digits only', () => {
    expect(cardToCreate(visa, 'CREDITCARD')).toEqual({
      type: 'CREDITCARD',
      card_id: createdCardId('CREDITCARD', '4111111111111111'),
      card_type: 'Visa',
      cvv: '123',
      exp_date: '08/29',
      holder_name: 'SOMCHAI JAIDEE',
      marked_card: 'XXXX XXXX XXXX 1111',
      card_number: '4111111111111111',
      save_card: true,
    });
    expect(cardToCreate({ ...visa, card_number: '3566 1111 1111 1113' }, 'INSTALLMENT')).toMatchObject({
      card_type: 'JCB',
      type: 'INSTALLMENT',
    });
  });

  it('gives the same card typed again the same id, so §4 replaces it instead of keeping two', () => {
    const first = cardToCreate(visa, 'CREDITCARD');
    const again = cardToCreate({ ...visa, cvv: '999' }, 'CREDITCARD');
    const other = cardToCreate({ ...visa, card_number: '5555 5555 5555 4444' }, 'CREDITCARD');
    expect(again.card_id).toBe(first.card_id);
    expect(other.card_id).not.toBe(first.card_id);
    expect(addCreatedCard([first], again)).toEqual([again]);
    expect(addCreatedCard(addCreatedCard([first], other), again).map((card) => card.cvv)).toEqual(['999', '123']);
  });
});

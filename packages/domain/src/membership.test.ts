import { describe, expect, it } from 'vitest';
import { freeDeliveryFor, tierCashback, tierForSpend, tierRuleTexts } from './membership.ts';

const ladder = [
  { tier: 'REGULAR', minSpend: 0 },
  { tier: 'GOLD', minSpend: 2_000_000 },
  { tier: 'VIP', minSpend: 5_000_000 },
] as const;

describe('membership rules', () => {
  it('a spend reaches the highest tier whose threshold it meets', () => {
    expect(tierForSpend(ladder, 0).tier).toBe('REGULAR');
    expect(tierForSpend(ladder, 1_999_999).tier).toBe('REGULAR');
    expect(tierForSpend(ladder, 2_000_000).tier).toBe('GOLD');
    expect(tierForSpend(ladder, 9_000_000).tier).toBe('VIP');
  });

  it('the tier cashback is its rate of the order total, rounded to the satang, halves up', () => {
    expect(tierCashback(123_450, 200)).toBe(2_469);
    expect(tierCashback(50, 100)).toBe(1);
    expect(tierCashback(0, 300)).toBe(0);
  });

  it('a tier lowers the free-delivery threshold, never raises it', () => {
    expect(freeDeliveryFor(50_000, null)).toBe(50_000);
    expect(freeDeliveryFor(50_000, 30_000)).toBe(30_000);
    expect(freeDeliveryFor(50_000, 80_000)).toBe(50_000);
    expect(freeDeliveryFor(50_000, 0)).toBe(0);
  });

  it('says the rules in Thai and English', () => {
    expect(tierRuleTexts({ cashbackRate: 150, freeDeliveryFrom: 30_000 }, 50_000, true, 'th')).toEqual([
      'รับเงินคืน 1.5% ของยอดชำระ ทุกคำสั่งซื้อที่สำเร็จ',
      'ส่งฟรีเมื่อช้อปครบ ฿300',
      'คูปองวันเกิดในเดือนเกิดของคุณ ปีละครั้ง',
    ]);
    expect(tierRuleTexts({ cashbackRate: 300, freeDeliveryFrom: 0 }, 50_000, false, 'en')).toEqual([
      '3% cashback on every completed order',
      'Free delivery on every order',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { addThaiWorkingDays, bangkokDay, deliveryWindow, isThaiWorkingDay, THAI_PUBLIC_HOLIDAYS } from './working-days.ts';

/** A moment given in Bangkok local time. */
const bangkok = (local: string): Date => new Date(`${local}+07:00`);

describe('deliveryWindow: Thai working days after the Bangkok day of the order', () => {
  it.each<[string, string, [1, 3] | [3, 5], string, string]>([
    ['an ordinary week, placed on Monday', '2026-06-08T10:00', [1, 3], '2026-06-09', '2026-06-11'],
    ['placed on Friday: the weekend is skipped', '2026-06-05T10:00', [1, 3], '2026-06-08', '2026-06-10'],
    ['placed on Saturday: counting starts Monday', '2026-06-06T10:00', [1, 3], '2026-06-08', '2026-06-10'],
    ['the placing day never counts, even at 00:01', '2026-06-08T00:01', [1, 3], '2026-06-09', '2026-06-11'],
    ['placed late on a Friday evening', '2026-06-05T23:59', [3, 5], '2026-06-10', '2026-06-12'],
    ['Songkran (13–15 April 2026) is skipped', '2026-04-10T09:00', [1, 3], '2026-04-16', '2026-04-20'],
    ['Chakri Day (Monday 6 April 2026) is skipped', '2026-04-03T09:00', [1, 3], '2026-04-07', '2026-04-09'],
    ['a substitute holiday (Monday 7 December 2026) is skipped', '2026-12-04T09:00', [1, 3], '2026-12-08', '2026-12-11'],
    ['New Year across the years, 3–5 days', '2026-12-28T09:00', [3, 5], '2027-01-04', '2027-01-06'],
    ['Queen Suthida’s Birthday (Wednesday 3 June 2026)', '2026-06-01T09:00', [3, 5], '2026-06-05', '2026-06-09'],
    ['Songkran 2027 (Tuesday–Thursday)', '2027-04-12T09:00', [1, 3], '2027-04-16', '2027-04-20'],
    ['beyond the table only weekends are skipped', '2028-01-03T09:00', [3, 5], '2028-01-06', '2028-01-10'],
  ])('%s', (_name, placed, days, from, to) => {
    const window = deliveryWindow(bangkok(placed), days);
    expect(bangkokDay(window.from)).toBe(from);
    expect(bangkokDay(window.to)).toBe(to);
    // Both ends are midnight in Bangkok.
    expect(window.from.toISOString()).toBe(bangkok(`${from}T00:00`).toISOString());
    expect(window.to.toISOString()).toBe(bangkok(`${to}T00:00`).toISOString());
  });

  it('counts by the Bangkok day, not the UTC day: Sunday 18:30 UTC is Monday 01:30 in Bangkok', () => {
    const placed = new Date('2026-06-07T18:30:00Z');
    expect(bangkokDay(placed)).toBe('2026-06-08');
    expect(bangkokDay(deliveryWindow(placed, [1, 3]).from)).toBe('2026-06-09');
  });

  it('refuses a count that is not a whole number of days', () => {
    expect(() => addThaiWorkingDays(new Date(), 0)).toThrow(RangeError);
    expect(() => addThaiWorkingDays(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('the holiday table', () => {
  const days = Object.keys(THAI_PUBLIC_HOLIDAYS);
  it('lists only weekdays of 2026 and 2027 (a weekend holiday is listed as its substitute), in order', () => {
    expect(days).toEqual([...days].sort());
    for (const day of days) {
      expect(day).toMatch(/^202[67]-\d\d-\d\d$/);
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
    }
  });

  it.each(['2026-01-01', '2026-04-13', '2026-12-10', '2027-12-31'])('%s is not a working day', (day) => {
    expect(isThaiWorkingDay(day)).toBe(false);
  });

  it.each(['2026-06-08', '2026-04-16', '2027-01-04'])('%s is a working day', (day) => {
    expect(isThaiWorkingDay(day)).toBe(true);
  });

  it('covers the fixed-date holidays of both years', () => {
    for (const year of [2026, 2027]) {
      for (const monthDay of ['01-01', '04-13', '04-14', '04-15', '05-04', '07-28', '08-12', '10-13', '12-10', '12-31']) {
        const day = `${year}-${monthDay}`;
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday !== 0 && weekday !== 6) expect(THAI_PUBLIC_HOLIDAYS[day], day).toBeDefined();
      }
    }
  });
});

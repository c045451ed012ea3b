import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatMoment } from './dates.ts';

// 18:30 UTC on 1 March 2026 is 01:30 on 2 March in Bangkok (UTC+7): the day a Thai shopper lived it.
const NEAR_MIDNIGHT_UTC = '2026-03-01T18:30:00Z';

describe('dates in Bangkok time, Thai in the Buddhist era (X-014)', () => {
  it('a moment just before midnight UTC is the next day in Bangkok, in 2569 for Thai and 2026 for English', () => {
    expect(formatMoment(NEAR_MIDNIGHT_UTC, 'th')).toBe('2 มี.ค. 2569');
    expect(formatMoment(NEAR_MIDNIGHT_UTC, 'en')).toBe('2 Mar 2026');
  });

  it('with the time, in Bangkok time, 24-hour', () => {
    expect(formatMoment(NEAR_MIDNIGHT_UTC, 'th', 'dayTime')).toBe('2 มี.ค. 2569 01:30');
    expect(formatMoment(NEAR_MIDNIGHT_UTC, 'en', 'dayTime')).toBe('2 Mar 2026, 01:30');
    expect(formatMoment(NEAR_MIDNIGHT_UTC, 'th', 'time')).toBe('01:30');
    expect(formatMoment(NEAR_MIDNIGHT_UTC, 'en', 'time')).toBe('01:30');
  });

  it('the last moment of a Bangkok day stays on it (16:59:59 UTC is 23:59:59 in Bangkok)', () => {
    expect(formatMoment('2026-12-31T16:59:59Z', 'th', 'dayTime')).toBe('31 ธ.ค. 2569 23:59');
    expect(formatMoment('2026-12-31T17:00:00Z', 'th')).toBe('1 ม.ค. 2570');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatMoment(new Date(NEAR_MIDNIGHT_UTC), 'th', 'dayMonth')).toBe('2 มี.ค.');
  });

  it('a calendar day without a time is that day, not shifted by a zone', () => {
    expect(formatCalendarDay('2026-03-02', 'th')).toBe('2 มี.ค. 2569');
    expect(formatCalendarDay('2026-03-02', 'en', 'dayMonth')).toBe('2 Mar');
  });
});

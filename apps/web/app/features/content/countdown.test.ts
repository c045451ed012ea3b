import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown.ts';

describe('flash-sale countdown', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft('2026-11-23T12:34:56Z', now)).toEqual({ days: 1, hours: 2, minutes: 34, seconds: 56, over: false });
  });

  it('is over, never negative, once the end has passed', () => {
    expect(timeLeft('2026-11-22T09:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });
});

import { describe, expect, it } from 'vitest';
import { bahtText, bangkokInstant, satangOf } from './baht.ts';

describe('prices typed in baht', () => {
  it('are read as exact satang, never through a float', () => {
    expect(satangOf('1290')).toBe(129_000);
    expect(satangOf('1,290.5')).toBe(129_050);
    expect(satangOf('0.29')).toBe(29);
    expect(satangOf('1.005')).toBeNull();
    expect(satangOf('-5')).toBe(-500);
    expect(satangOf('')).toBeNull();
    expect(satangOf('abc')).toBeNull();
  });

  it('are shown back as baht', () => {
    expect(bahtText(129_000)).toBe('1290');
    expect(bahtText(129_050)).toBe('1290.50');
    expect(bahtText(null)).toBe('');
  });

  it('a scheduled moment is Bangkok time', () => {
    expect(bangkokInstant('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+07:00');
    expect(bangkokInstant('2026-12-01')).toBeNull();
  });
});

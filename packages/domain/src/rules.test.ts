import { describe, expect, it } from 'vitest';
import { failure, httpErrorMessage, success } from './envelope.ts';
import { ERRORS, errorMessage } from './errors.ts';
import { localeFromAcceptLanguage, pickText } from './locale.ts';
import { bahtToSatang, formatBaht } from './money.ts';
import { platformFromUserAgent } from './session.ts';
import { PRODUCT_CODE } from './enums.ts';

describe('envelope', () => {
  it('has data, is_success, message and status_code', () => {
    expect(success({ a: 1 })).toEqual({ data: { a: 1 }, is_success: true, message: 'OK', status_code: 200 });
    expect(failure(404, 'Not found')).toEqual({ data: null, is_success: false, message: 'Not found', status_code: 404 });
    expect(httpErrorMessage(503)).toBe('HTTP error! Status: 503');
  });
});

describe('error catalogue', () => {
  it('gives every error a Thai and an English message and an HTTP error status', () => {
    for (const entry of Object.values(ERRORS)) {
      expect(entry.th.length).toBeGreaterThan(0);
      expect(entry.en.length).toBeGreaterThan(0);
      expect(entry.http).toBeGreaterThanOrEqual(400);
    }
  });

  it('gives every error its own code, apart from the plain HTTP statuses', () => {
    const codes = Object.values(ERRORS)
      .map((entry) => entry.code)
      .filter((code) => code >= 10000);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the spec code 10006 for a rejected refresh token', () => {
    expect(ERRORS.REFRESH_TOKEN_INVALID.code).toBe(10006);
    expect(errorMessage('REFRESH_TOKEN_INVALID', 'en')).toMatch(/refresh token/i);
  });

  it('uses distinct codes for a missing, a bad and an expired signature', () => {
    const codes = new Set([ERRORS.SIGN_MISSING.code, ERRORS.SIGN_INVALID.code, ERRORS.SIGN_EXPIRED.code]);
    expect(codes.size).toBe(3);
  });
});

describe('platform header (spec §7)', () => {
  it('is web_responsive for a mobile user agent and web otherwise', () => {
    expect(platformFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('web_responsive');
    expect(platformFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0')).toBe('web');
    expect(platformFromUserAgent(undefined)).toBe('web');
  });
});

describe('locale', () => {
  it('is Thai unless the request prefers English', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('th-TH')).toBe('th');
    expect(localeFromAcceptLanguage(undefined)).toBe('th');
  });

  it('falls back to Thai when English text is missing', () => {
    expect(pickText({ th: 'รองเท้า', en: null }, 'en')).toBe('รองเท้า');
    expect(pickText({ th: 'รองเท้า', en: 'Shoes' }, 'en')).toBe('Shoes');
  });
});

describe('money in satang', () => {
  it('converts baht to whole satang and formats in baht', () => {
    expect(bahtToSatang(19.99)).toBe(1999);
    expect(formatBaht(129900, 'th')).toContain('1,299');
    // Satang are written with both digits, whole baht without any (an instalment of ฿3,222.50, a price of ฿1,299).
    expect(formatBaht(322250, 'en')).toMatch(/3,222\.50$/);
    expect(formatBaht(429666, 'th')).toContain('4,296.66');
    expect(formatBaht(129900, 'en')).not.toContain('.');
    // English pages write the baht sign as Thai pages do, never the code (THB 1,299).
    expect(formatBaht(129900, 'en')).toBe('฿1,299');
    expect(formatBaht(129900, 'th')).toBe('฿1,299');
    expect(() => formatBaht(10.5)).toThrow(TypeError);
  });
});

describe('product code', () => {
  it('is PRD followed by digits', () => {
    expect(PRODUCT_CODE.test('PRD000123')).toBe(true);
    expect(PRODUCT_CODE.test('PRDX1')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, i18nFor } from './i18n.ts';

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the same messages in Thai and English', () => {
    expect(keysOf(catalogues.en).sort()).toEqual(keysOf(catalogues.th).sort());
  });

  it('translates per locale', () => {
    expect(i18nFor('th').t('notFound.title')).toBe('ไม่พบหน้าที่ท่านค้นหา');
    expect(i18nFor('en').t('notFound.back')).toBe('Back to home');
  });

  it('warns about a missing message instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18nFor('en').t('no.such.message')).toBe('no.such.message');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no.such.message'));
  });
});

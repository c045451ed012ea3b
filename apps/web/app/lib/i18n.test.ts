import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueOf, i18nFor, loadCatalogue, provideCatalogue, provideInlinedMessages } from './i18n.ts';

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the same messages in Thai and English', () => {
    expect(keysOf(catalogueOf('en') ?? {}).sort()).toEqual(keysOf(catalogueOf('th') ?? {}).sort());
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

  it('fills placeholders and chooses the plural form by count (Intl.PluralRules)', () => {
    const english = catalogueOf('en') ?? {};
    try {
      provideCatalogue('en', {
        greeting: 'Hello {{ name }}',
        basket: { item_one: '{{count}} item', item_other: '{{count}} items' },
        left: { item_other: '{{count}} left' },
      });
      const { t } = i18nFor('en');
      expect(t('greeting', { name: 'Somchai' })).toBe('Hello Somchai');
      expect(t('basket.item', { count: 1 })).toBe('1 item');
      expect(t('basket.item', { count: 3 })).toBe('3 items');
      expect(t('left.item', { count: 1 })).toBe('1 left');
      expect(t('greeting')).toBe('Hello {{ name }}');
    } finally {
      provideCatalogue('en', english);
    }
  });

  it('English words counted by a number agree with it: such a message has a one and an other form (no "1 photos")', () => {
    const messagesOf = (catalogue: object, prefix = ''): Array<[string, string]> =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? messagesOf(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
      );
    const messages = messagesOf(catalogueOf('en') ?? {});
    // A number ({{count}}, or a placeholder named by what it counts: {{photos}}) before a plural noun.
    const countedWithoutForms = messages.filter(
      ([key, text]) => !/_(one|other)$/.test(key) && /\{\{\s*(count|\w+s)\s*\}\}\s+\p{L}+s\b/u.test(text),
    );
    expect(countedWithoutForms).toEqual([]);
    const keys = new Set(messages.map(([key]) => key));
    expect([...keys].filter((key) => key.endsWith('_other') && !keys.has(key.replace(/_other$/, '_one')))).toEqual([]);
    const { t } = i18nFor('en');
    expect(t('reviews.photoCount', { count: 1 })).toBe('1 photo');
    expect(t('reviews.photoCount', { count: 2 })).toBe('2 photos');
    expect(t('cart.subtotal', { count: 1 })).toBe('Subtotal (1 item)');
  });

  it('uses the one Thai form for every count', () => {
    expect(i18nFor('th').t('product.inStock', { count: 1 })).toBe('มีสินค้า เหลือ 1 ชิ้น');
    expect(i18nFor('th').t('product.inStock', { count: 12 })).toBe('มีสินค้า เหลือ 12 ชิ้น');
  });

  it('completes a page’s inlined messages in place: a translator handed out before reads every message after', async () => {
    const whole = catalogueOf('en')!;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      provideInlinedMessages('en', { notFound: whole.notFound! });
      const before = i18nFor('en');
      expect(before.t('notFound.back')).toBe('Back to home');
      // Not inlined and not yet here: the key for now, and no warning (the rest is on its way).
      expect(before.t('cart.title')).toBe('cart.title');
      expect(warn).not.toHaveBeenCalled();
      await loadCatalogue('en');
      expect(before.t('cart.title')).toBe('Shopping cart');
      // The miss while partial gave a new translator, so that the screens render again with the message.
      expect(i18nFor('en')).not.toBe(before);
    } finally {
      provideCatalogue('en', whole);
    }
  });
});

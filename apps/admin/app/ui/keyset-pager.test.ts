import { describe, expect, it } from 'vitest';
import { translatorOf } from '../lib/i18n.ts';
import { countText } from './keyset-pager.tsx';

describe("a keyset list's count", () => {
  it('is exact while the API counted it exactly, and "about N" once it estimated', () => {
    const en = translatorOf('en').t;
    const th = translatorOf('th').t;
    expect(countText(en, 'en', 1, true)).toBe('1 result');
    expect(countText(en, 'en', 1000, true)).toBe('1,000 results');
    expect(countText(en, 'en', 200_000, false)).toBe('About 200,000 results');
    expect(countText(th, 'th', 200_000, false)).toBe('ประมาณ 200,000 รายการ');
  });

  it('without total_exact, trusts counts up to 1,000 (the desk lists count exactly that far)', () => {
    const en = translatorOf('en').t;
    expect(countText(en, 'en', 999)).toBe('999 results');
    expect(countText(en, 'en', 1001)).toBe('About 1,001 results');
  });
});

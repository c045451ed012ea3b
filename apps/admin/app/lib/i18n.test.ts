import { describe, expect, it } from 'vitest';
import { catalogueKeys, translatorOf } from './i18n.ts';

describe('the back office speaks Thai and English alike', () => {
  it('every message has both languages', () => {
    expect(catalogueKeys('en')).toEqual(catalogueKeys('th'));
  });

  it('fills placeholders, and a missing message shows its key', () => {
    expect(translatorOf('en').t('home.greeting', { name: 'Malee' })).toBe('Hello, Malee');
    expect(translatorOf('th').t('no.such.message')).toBe('no.such.message');
  });
});

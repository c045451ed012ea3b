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

describe('every message a screen asks for exists', () => {
  it('in Thai and in English (t("…") and the menu’s labels, as written in the code)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const appDirectory = join(import.meta.dirname, '..');
    const sources = readdirSync(appDirectory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    const asked = new Set(
      sources.flatMap((source) => [...source.matchAll(/\bt\(\s*'([\w.]+)'|label: '([\w.]+)'/g)].map((match) => match[1] ?? match[2]!)),
    );
    const known = new Set(catalogueKeys('th'));
    expect([...asked].filter((key) => !known.has(key))).toEqual([]);
    expect(asked.size).toBeGreaterThan(50);
  });
});

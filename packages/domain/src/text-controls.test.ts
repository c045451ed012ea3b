import { describe, expect, it } from 'vitest';
import { DIRECTION_OVERRIDE, terminalText } from './text-controls.ts';

describe('terminalText: someone else’s text on a staff terminal (issue #25 item 4)', () => {
  it('writes line breaks and tabs as escapes, so a message cannot print a line of its own', () => {
    const forged = 'ขอบคุณค่ะ\n  [2026-11-28T05:00:00.000Z] STAFF: refund approved\r\tok';
    const shown = terminalText(forged);
    expect(shown).toBe('ขอบคุณค่ะ\\n  [2026-11-28T05:00:00.000Z] STAFF: refund approved\\r\\tok');
    expect(shown.split('\n')).toHaveLength(1);
  });

  it('writes terminal commands (ESC, C1 CSI, DEL, NUL) and the line separators as \\uXXXX', () => {
    expect(terminalText('\u001b[2J\u009b31m\u007f\u0000\u2028\u2029')).toBe('\\u001B[2J\\u009B31m\\u007F\\u0000\\u2028\\u2029');
  });

  it('writes the direction overrides, isolates and marks as escapes, so the text reads in the order it was written', () => {
    expect(terminalText('invoice\u202Efdp.exe')).toBe('invoice\\u202Efdp.exe');
    expect(terminalText('\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061c')).toBe(
      '\\u202A\\u202B\\u202C\\u202D\\u2066\\u2067\\u2068\\u2069\\u200E\\u200F\\u061C',
    );
  });

  it('leaves Thai (with its vowels, tone marks and thanthakhat), English, accents and emoji as they are', () => {
    for (const text of ['กล่องบุบและขวดแตก ขอเปลี่ยนสินค้าได้ไหมคะ', 'น้ำ ปั๊ม ศักดิ์สิทธิ์ ฯลฯ ๑๒๓', 'Café crème, 100 % — “ok”', '📦💔 👨‍👩‍👧 🇹🇭'])
      expect(terminalText(text)).toBe(text);
  });
});

describe('DIRECTION_OVERRIDE', () => {
  it('finds the embeddings, overrides and isolates, not the marks, Thai or emoji', () => {
    for (const character of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])
      expect(DIRECTION_OVERRIDE.test(`a${character}b`)).toBe(true);
    for (const text of ['\u200e', '\u200f', 'ศักดิ์สิทธิ์', '👨‍👩‍👧', 'שלום']) expect(DIRECTION_OVERRIDE.test(text)).toBe(false);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('..', import.meta.url));

function screenFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));
}

/**
 * The spec's error, info and success colours measure 2.5–3.8:1 as small text on white or on their tints, and white
 * small text on them the same; WCAG AA asks 4.5:1 (axe-core in e2e/tests/accessibility.spec.ts checks the pages).
 * Text takes the -strong shade of the hue, and so does a fill behind white text; the plain shades stay for fills,
 * bars and icons. This catches a screen written with the plain shade before a journey has to.
 */
describe('the palette as text (issue #15)', () => {
  it('no screen colours text with the plain error, info or success shade', () => {
    const offenders = screenFiles(APP).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w-])text-(error|info|success)(?![\w/-])/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no screen puts white text on the plain error or info shade', () => {
    const offenders = screenFiles(APP).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/["'`][^"'`\n]*["'`]/g)]
        .map((match) => match[0])
        .filter((classes) => /(?<![\w-])text-white(?![\w-])/.test(classes) && /(?<![\w:-])bg-(error|info)(?![\w/-])/.test(classes))
        .map((classes) => `${file}: ${classes}`),
    );
    expect(offenders).toEqual([]);
  });
});

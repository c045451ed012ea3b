import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint setup (eslint.config.js at the root), as `npx eslint .` runs it. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that fired for this source at this path, and their messages. */
async function lint(source: string, filePath: string) {
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => ({ rule: message.ruleId, line: message.line, message: message.message }));
}

const handMade = `import { computeSign } from '@talad/domain';

export async function handMade() {
  const response = await fetch('/api/catalog/products');
  await window.fetch('/api/catalog/products');
  navigator.sendBeacon('/api/track');
  return [response, new XMLHttpRequest(), computeSign];
}
`;

describe('X-024: the web app calls the API only through @talad/sdk (eslint.config.js)', () => {
  it('a direct fetch, XMLHttpRequest, sendBeacon or hand-signed request in the web app is an error pointing to @talad/sdk', async () => {
    const found = await lint(handMade, 'apps/web/app/features/catalog/hand-made.ts');
    expect(found.map(({ rule, line }) => [rule, line])).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-globals', 4],
      ['no-restricted-properties', 5],
      ['no-restricted-properties', 6],
      ['no-restricted-globals', 7],
    ]);
    for (const { message } of found) expect(message).toContain('@talad/sdk');
    expect(await lint(`export const load = () => fetch('/api');\n`, 'apps/web/app/routes/some-route.tsx')).toHaveLength(1);
  });

  it('the build-version check may call fetch (for the static latest.json), and only fetch', async () => {
    const versionCheck = 'apps/web/app/shell/version-check.ts';
    const source = await readFile(`${root}${versionCheck}`, 'utf8');
    expect(source).toContain('= fetch');
    expect(await lint(source, versionCheck)).toEqual([]);
    // The same code anywhere else in the web app is refused: the exception is one file wide.
    expect((await lint(source, 'apps/web/app/shell/other-check.ts')).map((found) => found.rule)).toEqual(['no-restricted-globals']);
    // And in that file, the other raw request APIs are still refused.
    expect((await lint(`${source}\nexport const xhr = () => new XMLHttpRequest();\n`, versionCheck)).map((found) => found.rule)).toEqual([
      'no-restricted-globals',
    ]);
  });

  it('the card form’s Do Payment may call fetch (to the gateway, never the API: decision 0019), and only fetch', async () => {
    const doPayment = 'apps/web/app/features/payment/do-payment.ts';
    const source = await readFile(`${root}${doPayment}`, 'utf8');
    expect(source).toContain('await fetch(');
    expect(await lint(source, doPayment)).toEqual([]);
    expect((await lint(source, 'apps/web/app/features/payment/other.ts')).map((found) => found.rule)).toEqual(['no-restricted-globals']);
    expect((await lint(`${source}\nexport const xhr = () => new XMLHttpRequest();\n`, doPayment)).map((found) => found.rule)).toEqual([
      'no-restricted-globals',
    ]);
  });

  it('calls through the SDK pass', async () => {
    const viaSdk = `import { getProductListing } from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';

export const load = () => getProductListing(serverApi, {});
`;
    expect(await lint(viaSdk, 'apps/web/app/features/catalog/via-sdk.server.ts')).toEqual([]);
  });
});

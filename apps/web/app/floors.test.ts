import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint setup (eslint.config.js at the root), as `npx eslint .` runs it. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import rules that fired for one import line in a file at this path. */
async function importErrors(importLine: string, filePath: string) {
  const [result] = await eslint.lintText(`${importLine}\n\nexport const used = [picked];\n`, {
    filePath: `${root}apps/web/app/${filePath}`,
  });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('issue 10: the web app imports only down its floors, lib → ui → features → shell → routes (eslint.config.js)', () => {
  it.each([
    ['features/address/address-book.tsx', "import { picked } from '../../shell/cookie-consent/cookie-consent.tsx';"],
    ['lib/shell-data.ts', "import type { picked } from '../features/catalog/product-card.tsx';"],
    ['lib/seo.ts', "import { picked } from '../ui/modal.tsx';"],
    ['ui/modal.tsx', "import { picked } from '../features/media/picture.tsx';"],
    ['shell/header.tsx', "import { picked } from '../routes/home.tsx';"],
    ['lib/localized-routes.ts', "import picked from '../routes.ts';"],
    ['routes/account/profile.tsx', "import { picked } from '../../root.tsx';"],
    ['lib/nonce.ts', "import { picked } from '../entry.server.tsx';"],
  ])('%s may not import upward: %s', async (file, importLine) => {
    const [message, ...more] = await importErrors(importLine, file);
    expect(more).toEqual([]);
    expect(message).toContain('imports only go down');
  });

  it.each([
    ['routes/account/profile.tsx', "import { picked } from '../../shell/layouts/account.tsx';"],
    ['shell/header.tsx', "import { picked } from '../features/search/search-box.tsx';"],
    ['features/auth/auth-card.tsx', "import { picked } from '../catalog/price.tsx';"],
    ['features/auth/auth-card.tsx', "import { picked } from '../../ui/fields.tsx';"],
    ['ui/fields.tsx', "import { picked } from '../lib/i18n.ts';"],
    ['lib/i18n.ts', "import { picked } from './locale-path.ts';"],
    ['lib/bundled-catalogues.ts', "import picked from '../locales/th.json';"],
    ['root.tsx', "import { picked } from './shell/app-shell.tsx';"],
  ])('%s may import downward or sideways: %s', async (file, importLine) => {
    expect(await importErrors(importLine, file)).toEqual([]);
  });

  it('every floor keeps the web app’s other import rules (a floor block replaces the rule’s options)', async () => {
    for (const floor of ['lib', 'ui', 'features', 'shell', 'routes']) {
      expect(await importErrors("import { computeSign as picked } from '@talad/domain';", `${floor}/some-file.ts`)).toEqual([
        expect.stringContaining('@talad/sdk'),
      ]);
      expect(await importErrors("import { picked } from '@talad/contract';", `${floor}/some-file.ts`)).toEqual([
        expect.stringContaining('import type'),
      ]);
    }
  });
});

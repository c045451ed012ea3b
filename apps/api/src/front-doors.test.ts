import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint setup (eslint.config.js at the root), as `npx eslint .` runs it. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The import rules that fired for one import line in a file at this path under apps/api/src. */
async function importErrors(importLine: string, filePath: string) {
  const [result] = await eslint.lintText(`${importLine}\n\nexport const used = [picked];\n`, {
    filePath: `${root}apps/api/src/${filePath}`,
  });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('issue 10: API modules are reached through their front doors; platform, config and db import no module (decision 0012)', () => {
  it.each([
    ['modules/account/profile-routes.ts', "import { picked } from '../identity/passwords.ts';", 'front door'],
    ['modules/catalog/routes.ts', "import { picked } from '../recently-viewed/service.ts';", 'front door'],
    ['seed/demo-members.ts', "import { picked } from '../modules/identity/passwords.ts';", 'front door'],
    ['app.ts', "import { picked } from './modules/catalog/routes.ts';", 'front door'],
    ['platform/app-services.ts', "import type { picked } from '../modules/identity/index.ts';", 'sit below the modules'],
    ['config.ts', "import { picked } from './modules/identity/index.ts';", 'sit below the modules'],
    ['db/client.ts', "import { picked } from '../seed/index.ts';", 'sit below the modules'],
  ])('%s may not: %s', async (file, importLine, reason) => {
    const [message, ...more] = await importErrors(importLine, file);
    expect(more).toEqual([]);
    expect(message).toContain(reason);
  });

  it.each([
    ['modules/account/profile-routes.ts', "import { picked } from '../identity/index.ts';"],
    ['modules/account/profile-routes.ts', "import { picked } from './profile-service.ts';"],
    ['modules/catalog/routes.ts', "import { picked } from '../../platform/envelope.ts';"],
    ['seed/demo-members.ts', "import { picked } from '../modules/identity/index.ts';"],
    ['app.ts', "import { picked } from './modules/catalog/index.ts';"],
    ['platform/jobs.ts', "import { picked } from '../db/schema/index.ts';"],
  ])('%s may: %s', async (file, importLine) => {
    expect(await importErrors(importLine, file)).toEqual([]);
  });
});

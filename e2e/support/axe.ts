import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

// Evaluated, not added as a <script>: the shop's Content Security Policy rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One rule broken on a page, with where: enough to find the element without opening a report. */
export interface Violation {
  rule: string;
  impact: string | null;
  targets: string[];
  summary: string;
}

/**
 * The WCAG 2.1 A and AA rules axe-core finds broken on the page as it stands (run inside the page, on the whole
 * document). Each violation lists at most five of its elements, with axe's one-line summary of the first.
 */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }));
  });
}

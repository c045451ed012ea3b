// Recounts the summary tables of docs/FEATURES.md from its rows, so the counts can never drift from the rows.
// Usage: node scripts/features-summary.mjs (rewrites the file in place).
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../docs/FEATURES.md', import.meta.url);
const text = readFileSync(path, 'utf8');
const STATUSES = ['done', 'partial', 'not yet'];
const bySection = new Map();
const byIssue = new Map();
let section = null;

const tally = (map, key, status) => {
  const counts = map.get(key) ?? { done: 0, partial: 0, 'not yet': 0 };
  counts[status] += 1;
  map.set(key, counts);
};

for (const line of text.split('\n')) {
  const heading = /^## (\d.*)$/.exec(line);
  if (heading) section = heading[1];
  const row = /^\| [A-Z]-\d{3} \|/.test(line) ? line.split(' | ') : null;
  if (!row || !section) continue;
  const status = row[3];
  if (!STATUSES.includes(status)) throw new Error(`Unknown status "${status}" in: ${line}`);
  tally(bySection, section, status);
  tally(byIssue, row[5].replace(/\s*\|$/, ''), status);
}

const total = (map) => [...map.values()].reduce((sum, c) => STATUSES.map((s, i) => sum[i] + c[s]), [0, 0, 0]);
const rowOf = (name, c) => `| ${name} | ${c.done + c.partial + c['not yet']} | ${c.done} | ${c.partial} | ${c['not yet']} |`;
const totalRow = (map) => {
  const [done, partial, notYet] = total(map);
  return `| **total** | **${done + partial + notYet}** | **${done}** | **${partial}** | **${notYet}** |`;
};
const [done, partial, notYet] = total(bySection);

const summary = [
  '## Summary',
  '',
  '| Status | Rows |',
  '|---|---|',
  `| done | ${done} |`,
  `| partial | ${partial} |`,
  `| not yet | ${notYet} |`,
  `| **total** | **${done + partial + notYet}** |`,
  '',
  'Rows per section:',
  '',
  '| Section | Rows | done | partial | not yet |',
  '|---|---|---|---|---|',
  ...[...bySection].map(([name, c]) => rowOf(name, c)),
  totalRow(bySection),
  '',
  'Rows per issue:',
  '',
  '| Issue | Rows | done | partial | not yet |',
  '|---|---|---|---|---|',
  ...[...byIssue].map(([name, c]) => rowOf(name, c)),
  totalRow(byIssue),
  '',
].join('\n');

const start = text.indexOf('## Summary');
const end = text.indexOf('\n## 1.');
writeFileSync(path, text.slice(0, start) + summary + text.slice(end));
console.log(`FEATURES.md: ${done} done, ${partial} partial, ${notYet} not yet`);

// npm run check: the typecheck, lint and format checks, run side by side. Each tool keeps one core busy, and CI's
// machine has two: one after the other, one core idled for the whole check (bench/README.md, "CI: where its time goes").
// Each command's output is printed whole when it ends, with its time; the check fails when any command fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The longest first, so that the last one to start is a short one (times on the slow machine kind, descending). */
const COMMANDS = [
  ['npx', 'tsc', '-p', 'tsconfig.servers.json'],
  ['npx', 'eslint', '.'],
  ['npm', 'run', 'typecheck', '-w', '@talad/web'],
  ['npx', 'prettier', '--check', '.'],
  ['npm', 'run', 'typecheck', '-w', '@talad/admin'],
  ['npx', 'tsc', '-p', 'tsconfig.packages.json'],
];

/** Two at a time by default: more only shares the same cores (CHECK_JOBS to choose). */
const JOBS = Number(process.env.CHECK_JOBS ?? Math.min(2, availableParallelism()));

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${command.slice(1).join(' ')}  (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const waiting = [...COMMANDS];
const lanes = Array.from({ length: JOBS }, async () => {
  let passed = true;
  for (let command = waiting.shift(); command; command = waiting.shift()) passed = (await run(command)) && passed;
  return passed;
});
const passed = (await Promise.all(lanes)).every(Boolean);
process.exitCode = passed ? 0 : 1;

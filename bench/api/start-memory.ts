// How long the API takes to answer /health and how much memory its processes hold at rest, on an already-seeded
// DATA_DIR. Run from the repo root:
//   npx tsx bench/api/start-memory.ts [runs=3] -- <command that starts the API…>
// e.g. `-- npm start -w @talad/api` (what `npm start` runs). The command's whole process tree is counted (npm, a
// loader's parent process and the API itself): each one's VmRSS after the API has been idle IDLE_SECONDS (30).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { rssMb, tree } from './process-memory.ts';

const separator = process.argv.indexOf('--');
if (separator < 0 || separator === process.argv.length - 1) {
  console.error('usage: npx tsx bench/api/start-memory.ts [runs] -- <command…>');
  process.exit(2);
}
const runs = Number(process.argv[2] === '--' ? 3 : process.argv[2]);
const [command, ...args] = process.argv.slice(separator + 1);
const port = process.env.API_PORT || '4000';
const idleSeconds = Number(process.env.IDLE_SECONDS || 30);
const health = `http://localhost:${port}/health`;

interface Run {
  readyMs: number;
  totalRssMb: number;
  largestRssMb: number;
  processes: string[];
}

async function answers(): Promise<boolean> {
  const response = await fetch(health, { signal: AbortSignal.timeout(1000) }).catch(() => null);
  return response?.ok === true;
}

async function measure(): Promise<Run> {
  if (await answers()) throw new Error(`something already answers ${health}`);
  const started = performance.now();
  const child = spawn(command!, args, { stdio: 'ignore', detached: true, env: { ...process.env, API_PORT: port } });
  let exited = false;
  child.on('exit', () => (exited = true));
  while (!(await answers())) {
    if (exited) throw new Error(`the command stopped before ${health} answered`);
    await sleep(50);
  }
  const readyMs = Math.round(performance.now() - started);
  await sleep(idleSeconds * 1000);
  const processes = tree(child.pid!).map((pid) => ({ pid, mb: rssMb(pid), name: commandLine(pid) }));
  process.kill(-child.pid!, 'SIGTERM');
  while (!exited || (await answers())) await sleep(100);
  return {
    readyMs,
    totalRssMb: processes.reduce((sum, { mb }) => sum + mb, 0),
    largestRssMb: Math.max(...processes.map(({ mb }) => mb)),
    processes: processes.map(({ mb, name }) => `${mb} MB ${name}`),
  };
}

function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 100);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const results: Run[] = [];
for (let run = 1; run <= runs; run++) {
  const result = await measure();
  results.push(result);
  console.log(`run ${run}: /health after ${result.readyMs} ms; at rest ${result.totalRssMb} MB in all (${result.processes.join('; ')})`);
}
console.log(
  `median of ${runs}: /health after ${median(results.map((r) => r.readyMs))} ms, ` +
    `${median(results.map((r) => r.totalRssMb))} MB in all, API process ${median(results.map((r) => r.largestRssMb))} MB`,
);

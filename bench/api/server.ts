/**
 * The API under measurement: started as its own process group on BENCH_API_PORT, on DATABASE_URL or an embedded
 * database under a data directory, and stopped (the whole group) however the benchmark ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callApiAt } from '../signing.ts';
import { rssMb, tree } from './process-memory.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PORT = Number(process.env.BENCH_API_PORT ?? 4900);
export const BASE = `http://127.0.0.1:${PORT}`;

/** A signed JSON call to the API under measurement, outside the measurement (set-up). */
export const callApi = <T>(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) =>
  callApiAt<T>(BASE, method, path, options);

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/health`)).ok;
  } catch {
    return false; // not listening (yet)
  }
}

export interface ApiProcess {
  start(): Promise<void>;
  /** SIGTERM lets the API close its database; a group still there after 10 s is killed. */
  stop(): Promise<void>;
  /** The API process's CPU time so far (user + system, µs), from /proc (Linux); undefined elsewhere. */
  cpuMicros(): number | undefined;
  /** Resident memory of the API process and any it started (MB), from /proc (Linux); undefined elsewhere. */
  memoryMb(): number | undefined;
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Measuring starts only once the API answers /health; an API that exits first (port taken, bad config) ends the run. */
export function apiProcess(env: Record<string, string>): ApiProcess {
  let api: ChildProcess | undefined;
  const running = () => api !== undefined && api.exitCode === null && api.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (!running() || api?.pid === undefined) return;
    try {
      process.kill(-api.pid, name);
    } catch {
      // the group is already gone
    }
  };
  // However the benchmark ends (error, Ctrl-C), the API's process group goes with it.
  process.once('exit', () => signal('SIGKILL'));
  return {
    async start() {
      if (await healthy()) throw new Error(`something already answers on port ${PORT}; set BENCH_API_PORT to a free port`);
      // Node runs the API with tsx as a loader, in its own process group (detached), so nothing it starts outlives the run.
      // BENCH_API_NODE_ARGS adds Node options the environment cannot carry, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles".
      const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
      const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...env, API_PORT: String(PORT), LOG_LEVEL: 'warn' },
      });
      api = child;
      // A first start migrates and seeds 2,000 products; allow for a slow machine. Asked every 100 ms: the growth
      // bench times the start by it.
      for (let attempt = 0; attempt < 1800; attempt++) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before answering /health`);
        if (await healthy()) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('API did not become healthy in 180 s');
    },
    cpuMicros() {
      if (!api?.pid) return undefined;
      try {
        // Fields after the command's closing parenthesis: state is 3rd, utime the 14th and stime the 15th of the line.
        const fields = readFileSync(`/proc/${api.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
      } catch {
        return undefined;
      }
    },
    memoryMb() {
      if (!api?.pid) return undefined;
      try {
        return tree(api.pid).reduce((total, pid) => total + rssMb(pid), 0);
      } catch {
        return undefined;
      }
    },
    async stop() {
      if (!api || !running()) return;
      const exited = once(api, 'exit');
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The bench's API with no limit in the way of its load: on DATABASE_URL, BENCH_DATA_DIR, or a temporary embedded
 * database (named by `prefix`) removed however the benchmark ends. `env` adds to or overrides the common settings.
 */
export function benchApi(prefix: string, env: Record<string, string> = {}) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.BENCH_DATA_DIR ?? (databaseUrl ? join(ROOT, 'data') : mkdtempSync(join(tmpdir(), prefix)));
  const temporaryData = !process.env.BENCH_DATA_DIR && !databaseUrl;
  const unlimited = '100000000';
  const api = apiProcess({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: unlimited,
    GUEST_LOGIN_RATE_PER_MINUTE: unlimited,
    SEARCH_RATE_PER_MINUTE: unlimited,
    NODE_ENV: 'development',
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    ...env,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  process.once('exit', () => {
    if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
  });
  return { api, databaseUrl, dataDir, temporaryData };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { REPO_ROOT } from '../config.ts';

/**
 * The real API as its own process (apps/api/src/main.ts, as `npm start` runs it), for tests about the process itself:
 * killed mid-request, restarted on the same database. Started without a shell or npm in between, so a signal reaches
 * the API and nothing else.
 */
export interface ApiProcess {
  base: string;
  /** What the process printed: shown when it fails. */
  output(): string;
  /** SIGKILL: no handler runs, nothing is flushed or closed; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the orderly shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Ports of [from, to] in an order of their own per call, so test runs at the same time rarely try the same one first. */
function portsOf([from, to]: readonly [number, number]): number[] {
  const ports = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const offset = Math.floor(Math.random() * ports.length);
  return [...ports.slice(offset), ...ports.slice(0, offset)];
}

const STARTUP_MS = 60_000;

/** Every API this process started that still runs, and when each is gone. */
const running = new Map<ChildProcess, Promise<void>>();
let finished = false;

/**
 * For a test file's afterAll: kills every API it started that still runs, and none starts after. A test that timed
 * out goes on in the background and could otherwise start one nobody stops (the test runner's worker exits without
 * its children).
 */
export async function killAllApis(): Promise<void> {
  finished = true;
  for (const child of running.keys()) child.kill('SIGKILL');
  await Promise.all(running.values());
}

/**
 * Starts the API with `env` over this process's environment on a free port of `ports`; resolves once it says it
 * listens. Its own words, not an answer on the port: another test run's API may answer there. A port taken between
 * choosing and listening is given up for the next.
 */
export async function startApi(ports: readonly [number, number], env: Record<string, string>): Promise<ApiProcess> {
  for (const port of portsOf(ports)) {
    const api = await startOn(port, env);
    if (api) return api;
  }
  throw new Error(`no free port in ${ports.join('–')}`);
}

async function startOn(port: number, env: Record<string, string>): Promise<ApiProcess | null> {
  if (finished) throw new Error('killAllApis() ran: no API starts after it');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
  });
  let output = '';
  let listening = () => {};
  const ready = new Promise<void>((resolve) => (listening = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes(`API listening on http://localhost:${port}`)) listening();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(() => void running.delete(child));
  running.set(child, exited);
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const signal = async (name: NodeJS.Signals) => {
    if (!gone()) child.kill(name);
    await exited;
  };
  const api: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: async () => {
      await signal('SIGTERM');
      return child.exitCode;
    },
  };
  const started = await Promise.race([
    ready.then(() => 'listening'),
    exited.then(() => 'exited'),
    delay(STARTUP_MS, undefined, { ref: false }).then(() => 'late'),
  ]);
  if (started === 'listening') return api;
  if (started === 'exited' && output.includes('EADDRINUSE')) return null;
  await api.kill();
  throw new Error(
    started === 'late' ? `the API did not listen within ${STARTUP_MS} ms:\n${output}` : `the API exited while starting:\n${output}`,
  );
}

/**
 * A built web server (apps/web's server.mjs, which serves the shop and the back office at /admin) started uncached and
 * unlimited against the API under measurement, with readers of its own CPU from Linux's /proc: every thread's user +
 * system time (10 ms ticks) and the main JavaScript thread's run time (nanoseconds). Shared by bench/web/render-cpu.ts
 * and bench/admin/render-cpu.ts. BENCH_WEB_NODE_ARGS adds Node options (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { BASE as API_BASE, ROOT } from '../api/server.ts';

const NODE_ARGS = (process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

export interface WebServer {
  name: string;
  origin: string;
  /** CPU of every thread of the process so far, ms (10 ms ticks). */
  processMs(): number;
  /** Run time of the main (JavaScript) thread so far, ms (nanosecond counter). */
  mainThreadMs(): number;
  stop(): Promise<void>;
}

export async function webServer(dir: string, port: number, rendererKey: string): Promise<WebServer> {
  const child: ChildProcess = spawn(process.execPath, [...NODE_ARGS, 'server.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(port),
      API_URL: API_BASE,
      RENDERER_KEY: rendererKey,
      WEB_RATE_LIMIT_PER_MINUTE: '0',
      WEB_PAGE_CACHE_SECONDS: '0',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the web server of ${dir} on ${port} exited (${code})`)));
  });
  const pid = child.pid!;
  return {
    name: dir.replace(ROOT, ''),
    origin: `http://127.0.0.1:${port}`,
    processMs() {
      // Fields after the command's ")": utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    },
    mainThreadMs() {
      return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT'); // lets Node write a --cpu-prof profile
      await once(child, 'exit');
    },
  };
}

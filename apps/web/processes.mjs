import cluster from 'node:cluster';

/**
 * WEB_PROCESSES above 1: this primary process starts that many web processes, each running server.mjs on the same
 * port (node's cluster hands each connection to one of them), starts again one that stops after it was serving, and
 * passes SIGINT and SIGTERM on so each finishes its answers. One that stops before it ever listened is failing to
 * start (a bad setting, a missing build): it is not started again, and with none left the primary exits with 1.
 * Shared through Redis (REDIS_URL): the per-address page limit and the page cache's invalidation.
 */
export function superviseWebProcesses(processes, log = console.log) {
  let stopping = false;
  /** Each running process, and whether it has listened. */
  const running = new Map();
  const start = () => {
    const worker = cluster.fork();
    running.set(worker, false);
    worker.once('listening', () => running.set(worker, true));
    log(`Talad web process ${worker.process.pid} started`);
  };
  for (let index = 0; index < processes; index++) start();
  cluster.on('exit', (worker, code, signal) => {
    const served = running.get(worker);
    running.delete(worker);
    if (!stopping) {
      log(`Talad web process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`})`);
      if (served) return start();
      if (running.size > 0) return;
      process.exitCode = 1;
    }
    if (running.size === 0) process.exit();
  });
  const stop = (signal) => {
    stopping = true;
    for (const worker of running.keys()) worker.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

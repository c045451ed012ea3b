import cluster from 'node:cluster';

/** A process that stops this soon after its start is failing to start, not crashing now and then: not started again. */
const FAILING_START_MS = 5_000;

/**
 * WEB_PROCESSES above 1: this primary process starts that many web processes, each running server.mjs on the same
 * port (node's cluster hands each connection to one of them), starts again one that crashes, and passes SIGINT and
 * SIGTERM on so each finishes its answers. Exits once every one has stopped. Shared through Redis (REDIS_URL): the
 * per-address page limit and the page cache's invalidation; without it each process counts and keeps its own.
 */
export function superviseWebProcesses(processes, log = console.log) {
  let stopping = false;
  const startedAt = new Map();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    log(`Talad web process ${worker.process.pid} started`);
  };
  for (let index = 0; index < processes; index++) start();
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (!stopping) {
      log(`Talad web process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`})`);
      if (lived >= FAILING_START_MS) return start();
      if (startedAt.size > 0) return;
      process.exitCode = 1;
    }
    if (startedAt.size === 0) process.exit();
  });
  const stop = (signal) => {
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

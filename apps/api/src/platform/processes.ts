import cluster, { type Worker } from 'node:cluster';

/** A process that stops this soon after its start is failing to start, not crashing now and then: not started again. */
const FAILING_START_MS = 5_000;

/**
 * API_PROCESSES above 1 (decision 0022): this primary process starts that many workers, each running main.ts (the
 * whole API on the same port: node's cluster hands each connection to one of them), starts again one that crashes, and
 * passes SIGINT/SIGTERM on so that each drains. Answers once every worker has stopped. The database is prepared
 * (migrated, seeded) by the caller before, once.
 */
export function superviseWorkers(processes: number, log: (line: string) => void = console.log): Promise<void> {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const start = () => startedAt.set(cluster.fork(), Date.now());
  for (let index = 0; index < processes; index++) start();
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    log(`API process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`})`);
    if (lived >= FAILING_START_MS) start();
    else if (startedAt.size === 0) process.exitCode = 1;
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return new Promise((resolve) => {
    cluster.on('exit', () => {
      if (startedAt.size === 0) resolve();
    });
  });
}

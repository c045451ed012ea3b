import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { seedIfEmpty } from './seed/index.ts';
import { purgeIdleGuestsJob, purgePasswordAttemptsJob } from './modules/identity/index.ts';
import { orderPlacedMessageJob } from './modules/checkout/index.ts';
import { completeOrdersJob, expireOrdersJob, orderMessageJob } from './modules/order/index.ts';
import { cardForgetJob, gatewayClient, reconcilePaymentsJob, refundJob, refundSweepJob } from './modules/payment/index.ts';
import { reviewVideoJob } from './modules/review/index.ts';
import { caseAnswerMessageJob } from './modules/case/index.ts';
import { purgeIdempotencyKeysJob } from './platform/idempotency.ts';
import { scheduleRecurring, startJobRunner } from './platform/jobs.ts';
import { outboxSender } from './platform/messaging.ts';

const config = loadConfig();
const database = createDatabase(config);
await database.migrate();
const seeded = await seedIfEmpty(database.db, config.brand, config.seedProducts);

let draining = false;
const app = await buildApp({
  config,
  db: database.db,
  // Codes are not sent from here: each is written to the outbox and printed on this console (decision 0016).
  sender: outboxSender(database.db, (line) => console.log(line)),
  // Asked only once the API listens, after the job runner below has started.
  health: { jobs: () => jobRunner.state(), draining: () => draining },
});
if (seeded) app.log.info('empty database: demo shop content seeded');

const gateway = gatewayClient(config.payments);
const jobDefinitions = [
  purgeIdleGuestsJob(database.db, config.guestIdleDays),
  purgePasswordAttemptsJob(database.db),
  orderPlacedMessageJob(database.db, app.messages),
  orderMessageJob(database.db, app.messages, config.brand),
  expireOrdersJob(database.db),
  completeOrdersJob(database.db, config.orderAutoCompleteDays),
  purgeIdempotencyKeysJob(database.db),
  reconcilePaymentsJob(database.db, gateway, config.payments, app.log),
  refundJob(database.db, gateway),
  refundSweepJob(database.db),
  cardForgetJob(gateway),
  reviewVideoJob(database.db, app.media),
  caseAnswerMessageJob(database.db, app.messages, config.brand, config.webOrigins[0] ?? 'http://localhost:3000'),
];
await scheduleRecurring(database.db, jobDefinitions);
const jobRunner = startJobRunner({
  db: database.db,
  definitions: jobDefinitions,
  log: app.log,
  pollMs: config.jobPollMs,
  // The embedded database is held by this process alone: a run left 'running' is from before a crash, not a live peer.
  soleWorker: !config.databaseUrl,
});

await app.listen({ port: config.port, host: config.host });
console.log(`API listening on http://localhost:${config.port} (database: ${database.description})`);

async function shutDown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  draining = true;
  await jobRunner.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

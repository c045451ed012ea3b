import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { seedIfEmpty } from './seed/index.ts';
import { purgeIdleGuestsJob, purgePasswordAttemptsJob } from './modules/identity/index.ts';
import { orderPlacedMessageJob } from './modules/checkout/index.ts';
import { completeOrdersJob, expireOrdersJob, orderMessageJob } from './modules/order/index.ts';
import { reminderJob } from './modules/reminder/index.ts';
import { cardForgetJob, gatewayClient, orderRefundJob, reconcilePaymentsJob, refundJob, refundSweepJob } from './modules/payment/index.ts';
import { reviewVideoJob } from './modules/review/index.ts';
import { bestSellingJob, forgetCatalogueChangesJob } from './modules/catalog/index.ts';
import { applyPriceChangeJob } from './modules/inventory/index.ts';
import { wordCharacters } from './modules/search/index.ts';
import { catalogueImportJob } from './modules/catalogue-bulk/index.ts';
import { untickWithdrawn } from './modules/cart/index.ts';
import { caseAnswerMessageJob } from './modules/case/index.ts';
import { blogNotificationsJob } from './modules/notification/index.ts';
import { cashbackExpiryJob } from './modules/cashback/index.ts';
import { birthdayCouponJob, tierRefreshJob } from './modules/membership/index.ts';
import { purgeIdempotencyKeysJob } from './platform/idempotency.ts';
import { scheduleRecurring, startJobRunner } from './platform/jobs.ts';
import { holdEmbedded } from './platform/embedded-holder.ts';
import { outboxSender } from './platform/messaging.ts';
import { superviseWorkers } from './platform/processes.ts';

const config = loadConfig();
// The embedded database is this process's alone: a second API, a backup or a restore refuses to open it meanwhile.
const releaseEmbedded = config.databaseUrl ? () => {} : holdEmbedded(config.dataDir);
const database = createDatabase(config);

/** Migrations and the demo seed: by the only process, or once by the first of several. */
async function prepareDatabase(): Promise<boolean> {
  await database.migrate();
  return seedIfEmpty(database.db, config.brand, config.seedProducts, {
    demoStaff: { secret: config.jwtSecret, checkout: config.checkout },
  });
}

// With API_PROCESSES above 1 the first process prepares the database, then only supervises the others, each of which
// runs this file from here on (decision 0022).
const seeded = cluster.isWorker ? false : await prepareDatabase();
if (config.processes > 1 && cluster.isPrimary) {
  await database.close();
  if (seeded) console.log('empty database: demo shop content seeded');
  console.log(`API: ${config.processes} processes on http://localhost:${config.port} (database: ${database.description})`);
  await superviseWorkers(config.processes);
  process.exit();
}

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
  // Told at the flash sale's or live show's start: the runner is woken at that moment (decision 0057, 0070).
  reminderJob(database.db, app.messages, config.brand),
  expireOrdersJob(database.db),
  completeOrdersJob(database.db, config.orderAutoCompleteDays),
  purgeIdempotencyKeysJob(database.db),
  reconcilePaymentsJob(database.db, gateway, config.payments, app.log),
  refundJob(database.db, gateway),
  refundSweepJob(database.db),
  orderRefundJob(database.db, gateway),
  cardForgetJob(gateway),
  reviewVideoJob(database.db, app.media, config.videoTools),
  caseAnswerMessageJob(database.db, app.messages, config.brand, config.webOrigins[0] ?? 'http://localhost:3000'),
  blogNotificationsJob(database.db),
  cashbackExpiryJob(database.db, config.cashbackValidDays),
  tierRefreshJob(database.db),
  bestSellingJob(database.db),
  forgetCatalogueChangesJob(database.db),
  applyPriceChangeJob(database.db, () => app.catalogueCaches.clear()),
  catalogueImportJob(database.db, { onWithdrawn: untickWithdrawn, onBatch: () => app.catalogueCaches.clear(), now: () => app.clock() }),
  ...(config.membership.birthdayCouponCode ? [birthdayCouponJob(database.db, config.membership.birthdayCouponCode)] : []),
];
await scheduleRecurring(database.db, jobDefinitions);
const jobRunner = startJobRunner({
  db: database.db,
  definitions: jobDefinitions,
  log: app.log,
  pollMs: config.jobPollMs,
  heartbeatMs: config.jobHeartbeatMs,
  // The embedded database is held by this process alone: a run left 'running' is from before a crash, not a live peer.
  soleWorker: !config.databaseUrl,
});

// A job due before the next poll (a scheduled price change) is run at its moment (decision 0057).
app.scheduledMoments.onReached(() => jobRunner.wake());

// Listings are answered from the catalogue index (decision 0062): built before the port opens, kept current after.
// Searches rank there too (decision 0072), by the database's word characters: asked now, not by the first search.
const indexStartedAt = performance.now();
await Promise.all([app.catalogueIndex.ready(), wordCharacters(database.db)]);
app.log.info({ products: app.catalogueIndex.size, ms: Math.round(performance.now() - indexStartedAt) }, 'catalogue index built');
// Every 500 ms as well: a listing or search answered from the answer cache asks the index nothing, and a change nobody
// announced (an order selling out, SQL by hand) must still empty those answers within a second. An unreferenced
// timer: it never holds the process open at shutdown.
app.catalogueIndex.keepCurrent(500);

await app.listen({ port: config.port, host: config.host });
console.log(`API listening on http://localhost:${config.port} (database: ${database.description})`);

/**
 * SIGTERM or SIGINT: requests arriving from now on are answered 503 and the port stops listening; the requests in
 * hand are answered and the job runner finishes the batch in hand and takes no other; then the database is closed.
 */
async function shutDown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  draining = true;
  await Promise.all([jobRunner.stop(), app.close()]);
  await database.close();
  releaseEmbedded();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

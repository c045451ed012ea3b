import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { seedIfEmpty } from './seed/index.ts';
import { purgeIdleGuestsJob } from './modules/identity/index.ts';
import { scheduleRecurring, startJobRunner } from './platform/jobs.ts';

const config = loadConfig();
const database = createDatabase(config);
await database.migrate();
const seeded = await seedIfEmpty(database.db, config.brand, config.seedProducts);

const app = await buildApp({ config, db: database.db });
if (seeded) app.log.info('empty database: demo shop content seeded');

const jobDefinitions = [purgeIdleGuestsJob(database.db, config.guestIdleDays)];
await scheduleRecurring(database.db, jobDefinitions);
const jobRunner = startJobRunner({ db: database.db, definitions: jobDefinitions, log: app.log });

await app.listen({ port: config.port, host: config.host });
console.log(`API listening on http://localhost:${config.port} (database: ${database.description})`);

async function shutDown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await jobRunner.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

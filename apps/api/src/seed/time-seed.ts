/**
 * How long the demo seed takes: `npx tsx apps/api/src/seed/time-seed.ts` migrates and seeds an empty database
 * (DATABASE_URL, or an embedded one in DATA_DIR) with SEED_PRODUCTS products, then prints the seconds it took and the
 * rows it made (bench/README.md "Catalogue size").
 */
import { count } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { productMedia, products, productVariants } from '../db/schema/index.ts';
import { seedIfEmpty } from './index.ts';

const config = loadConfig();
const database = createDatabase(config);
const migrating = performance.now();
await database.migrate();
const seeding = performance.now();
const seeded = await seedIfEmpty(database.db, config.brand, config.seedProducts);
const done = performance.now();
if (!seeded) throw new Error(`${database.description} already had a shop: give the seed an empty database`);
const total = async (table: typeof products | typeof productVariants | typeof productMedia) =>
  (await database.db.select({ total: count() }).from(table))[0]?.total ?? 0;
console.log(
  `${config.seedProducts} products on ${database.description}: migrations ${((seeding - migrating) / 1000).toFixed(1)} s, ` +
    `seed ${((done - seeding) / 1000).toFixed(1)} s ` +
    `(${await total(products)} products, ${await total(productVariants)} variants, ${await total(productMedia)} media rows)`,
);
await database.close();

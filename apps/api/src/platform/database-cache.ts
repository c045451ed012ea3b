import type { Database, Transaction } from '../db/client.ts';

/**
 * What a database and every transaction opened on it have in common: drizzle hands the database's dialect object to
 * each of its transactions. Caches key on it, so a read inside a transaction (placing an order) finds what the rest of
 * the process loaded instead of reading the rows again; each database of a test process keeps its own.
 */
function databaseOf(db: Database | Transaction): object {
  return (db as unknown as { dialect: object }).dialect;
}

/**
 * Rows that change only when the shop edits them (categories, brands, tiers), loaded once per `ttlMs` per database.
 * With several API instances an edit shows within that time everywhere; a shared cache (Redis, REDIS_URL) would
 * replace this when edits must show at once.
 *
 * Only a finished load is shared between a database and its transactions. A load still running belongs to the handle
 * that started it: a transaction waiting for its database's load could wait forever (PGlite runs nothing else while a
 * transaction is open; a server's pool may have no connection left), so it reads for itself instead.
 */
export function cachedPerDatabase<T>(ttlMs: number, load: (db: Database | Transaction) => Promise<T>) {
  const loaded = new WeakMap<object, { at: number; value: Promise<T> }>();
  const loading = new WeakMap<Database | Transaction, Promise<T>>();
  const read = (db: Database | Transaction): Promise<T> => {
    const key = databaseOf(db);
    const cached = loaded.get(key);
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const running = loading.get(db);
    if (running) return running;
    // A failed load is not kept: the next caller reads again.
    const value = load(db).finally(() => loading.delete(db));
    loading.set(db, value);
    void value.then(
      () => loaded.set(key, { at: Date.now(), value }),
      () => {},
    );
    return value;
  };
  /** After an edit of the rows: the next read loads them again. */
  const forget = (db: Database | Transaction) => void loaded.delete(databaseOf(db));
  return Object.assign(read, { forget });
}

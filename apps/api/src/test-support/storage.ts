import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDatabase, embeddedDatabase, PGLITE_OPTIONS, type DatabaseHandle } from '../db/client.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { moveSeedToNow, seededSnapshot } from './snapshots.ts';
import { serverTestDatabase } from './test-app.ts';

/**
 * Where a shop's data lives for tests of the API as its own process (crashes, restarts, backups): a PGlite data
 * directory under a DATA_DIR of its own, or a database of its own on TEST_DATABASE_URL's server.
 */
export interface Storage {
  /** DATA_DIR and DATABASE_URL of the API process. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** Migrated and seeded with the demo shop. */
  seeded(): Promise<DatabaseHandle>;
  /** The same data, opened directly (for PGlite only while no API process has it open). */
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

/** `seeded` copies the saved seeded snapshot (or template) of the demo shop with `catalogSize` products. */
export async function newStorage(catalogSize: number, adminUrl = process.env.TEST_DATABASE_URL): Promise<Storage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'talad-storage-'));
  if (!adminUrl) {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      seeded: async () => {
        // The API keeps PGlite under DATA_DIR/pglite; the saved seeded snapshot is unpacked there (seconds saved).
        const directory = join(dataDir, 'pglite');
        mkdirSync(directory, { recursive: true });
        const snapshot = await seededSnapshot('talad', catalogSize);
        const handle = embeddedDatabase(await PGlite.create(directory, { ...PGLITE_OPTIONS, loadDataDir: snapshot.data }));
        await moveSeedToNow(handle.client, snapshot.seededAt);
        return handle;
      },
      open: () => createDatabase({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = await serverTestDatabase(adminUrl, { brand: 'talad', catalogSize });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: server.url },
    seeded: async () => {
      await server.handle.migrate();
      await seedIfEmpty(server.handle.db, 'talad', catalogSize);
      return server.handle;
    },
    open: () => createDatabase({ databaseUrl: server.url }),
    drop: async () => {
      await server.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

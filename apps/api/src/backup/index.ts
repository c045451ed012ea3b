import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { create, extract } from 'tar';
import { embeddedEngine, postgresEngine, type Engine, type TableRows } from './engines.ts';
import { fileCount, swapIn } from './files.ts';

/**
 * The shop's backup (issue #25): one tar holding a manifest, the database (PGlite's data directory, or pg_dump's
 * custom format) and the media folder. `npm run shop -- backup <file>` and `restore <file>` (scripts/shop.ts).
 * The secrets generated under DATA_DIR are not in it: a restored shop keeps its own (shoppers sign in again).
 */
export interface BackupPlace {
  /** PostgreSQL, or unset for the embedded database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string | null;
}

export interface Manifest {
  format: 'talad-backup';
  version: 1;
  engine: Engine['kind'];
  created_at: string;
  tables: TableRows;
  media_files: number;
}

/** A backup or restore that must not run now, or an archive that is not a backup: the CLI prints it, no stack. */
export class BackupRefused extends Error {}

const MANIFEST = 'manifest.json';
const MEDIA = 'media';

const stampOf = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

function engineOf(place: BackupPlace, stamp: string): Engine {
  return place.databaseUrl ? postgresEngine(place.databaseUrl) : embeddedEngine(place.dataDir, stamp);
}

const describeEngine = (kind: Engine['kind']) => (kind === 'embedded' ? 'an embedded database' : 'a PostgreSQL database');

/**
 * Writes the shop into `file` (replaced whole, never left half-written). The embedded database is read only while no
 * API has it open; PostgreSQL is dumped from one snapshot while the API runs.
 */
export async function backUpShop(place: BackupPlace, file: string, now = new Date()): Promise<Manifest> {
  const engine = engineOf(place, stampOf(now));
  const busy = engine.kind === 'embedded' ? await engine.busy() : undefined;
  if (busy) throw new BackupRefused(busy);
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true });
  const staging = mkdtempSync(join(dirname(target), '.talad-backup-'));
  try {
    const tables = await engine.dump(staging);
    const entries = [MANIFEST, engine.file];
    const media = place.mediaDir && existsSync(place.mediaDir) ? place.mediaDir : undefined;
    if (media) {
      // Packed through a link to it (tar follows it): the media are not copied first.
      symlinkSync(media, join(staging, MEDIA));
      entries.push(MEDIA);
    }
    const manifest: Manifest = {
      format: 'talad-backup',
      version: 1,
      engine: engine.kind,
      created_at: now.toISOString(),
      tables,
      media_files: media ? fileCount(media) : 0,
    };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = join(staging, 'backup.tar');
    await create({ file: partial, cwd: staging, follow: true, portable: true }, entries);
    renameSync(partial, target);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function manifestOf(folder: string): Manifest {
  const text = existsSync(join(folder, MANIFEST)) ? readFileSync(join(folder, MANIFEST), 'utf8') : '';
  const manifest = (text ? JSON.parse(text) : {}) as Partial<Manifest>;
  if (manifest.format !== 'talad-backup' || manifest.version !== 1 || !manifest.tables)
    throw new BackupRefused('this file is not a backup made by `npm run shop -- backup`');
  return manifest as Manifest;
}

export interface Restored {
  manifest: Manifest;
  /** Where the replaced database folder and media folder were kept (renamed, not deleted). */
  kept: string[];
}

/**
 * Replaces the shop's database and media with the backup's, refused while an API uses the database. Every table must
 * then hold the rows the backup counted. The embedded database and the media folder replaced are kept beside the new.
 */
export async function restoreShop(place: BackupPlace, file: string, now = new Date()): Promise<Restored> {
  const stamp = stampOf(now);
  const engine = engineOf(place, stamp);
  const busy = await engine.busy();
  if (busy) throw new BackupRefused(busy);
  if (!existsSync(file)) throw new BackupRefused(`no backup file ${file}`);
  mkdirSync(place.dataDir, { recursive: true });
  const staging = mkdtempSync(join(place.dataDir, '.talad-restore-'));
  try {
    await extract({ file: resolve(file), cwd: staging, strict: true });
    const manifest = manifestOf(staging);
    if (manifest.engine !== engine.kind)
      throw new BackupRefused(
        `this backup is of ${describeEngine(manifest.engine)}, and this shop runs on ${describeEngine(engine.kind)} (DATABASE_URL)`,
      );
    const kept: string[] = [];
    const database = await engine.load(staging, manifest.tables);
    if (database.kept) kept.push(database.kept);
    if (place.mediaDir) {
      const media = join(staging, MEDIA);
      mkdirSync(media, { recursive: true });
      const keptMedia = swapIn(media, place.mediaDir, stamp);
      if (keptMedia) kept.push(keptMedia);
    }
    return { manifest, kept };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS } from '../db/client.ts';
import { migratedSnapshot, moveSeedToNow } from './snapshots.ts';

const HOUR = 60 * 60 * 1000;

describe('a seeded snapshot loaded later', () => {
  // Loading the migrated snapshot is quicker than a blank database's first start.
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await migratedSnapshot() });
  });
  afterAll(() => client.close());

  it('has every timestamp moved forward by its age, so a sale seeded as running is still running', async () => {
    const seededAt = Date.now() - 5 * HOUR;
    await client.exec(`
      create table sales (id int, starts_at timestamptz, ends_at timestamptz, noted timestamp, label text);
      insert into sales values (1, to_timestamp(${(seededAt - 2 * HOUR) / 1000}), to_timestamp(${(seededAt + 4 * HOUR) / 1000}), null, 'on now');`);
    await moveSeedToNow(client, seededAt);
    const { rows } = await client.query<{ starts_at: Date; ends_at: Date; noted: Date | null; label: string }>('select * from sales');
    const [sale] = rows;
    expect(sale?.label).toBe('on now');
    expect(sale?.noted).toBeNull();
    // Within a minute of "seeded now": two hours ago to four hours ahead.
    expect(Math.abs(Date.now() - 2 * HOUR - (sale?.starts_at.getTime() ?? 0))).toBeLessThan(60_000);
    expect(Math.abs(Date.now() + 4 * HOUR - (sale?.ends_at.getTime() ?? 0))).toBeLessThan(60_000);
  });
});

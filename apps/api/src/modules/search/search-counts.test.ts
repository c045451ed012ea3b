import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { searchCounts } from './search-counts.ts';

/** A database whose upserts are recorded, and fail while `failing` is set. */
function recordingDatabase() {
  const written: Array<Array<{ keyword: string; count: number }>> = [];
  const state = { failing: false };
  const db = {
    insert: () => ({
      values: (rows: Array<{ keyword: string; count: number }>) => ({
        onConflictDoUpdate: async () => {
          if (state.failing) throw new Error('database down');
          written.push(rows);
        },
      }),
    }),
  } as unknown as Database;
  return { db, written, state };
}

describe('search counts (written in batches)', () => {
  it('adds up each keyword’s searches and writes them as one row per keyword, once', async () => {
    const { db, written } = recordingDatabase();
    const counts = searchCounts(db, () => undefined);
    for (const keyword of ['ไอโฟน', 'ผ้าอ้อม', 'ไอโฟน']) counts.add(keyword);
    await counts.flush();
    await counts.flush();
    expect(written).toEqual([[{ keyword: 'ไอโฟน', count: 2 }, { keyword: 'ผ้าอ้อม', count: 1 }]]);
  });

  it('reports a failed write instead of throwing, and goes on counting', async () => {
    const { db, written, state } = recordingDatabase();
    const errors: unknown[] = [];
    const counts = searchCounts(db, (error) => errors.push(error));
    counts.add('ไอโฟน');
    state.failing = true;
    await expect(counts.flush()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    state.failing = false;
    counts.add('ผ้าอ้อม');
    await counts.flush();
    expect(written).toEqual([[{ keyword: 'ผ้าอ้อม', count: 1 }]]);
  });
});

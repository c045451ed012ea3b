import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { COUNTED_PAIRS_PER_DAY, searchCounts } from './search-counts.ts';

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
    counts.add('ไอโฟน', 'ip:203.0.113.1');
    counts.add('ผ้าอ้อม', 'ip:203.0.113.1');
    counts.add('ไอโฟน', 'customer:a');
    await counts.flush();
    await counts.flush();
    expect(written).toEqual([
      [
        { keyword: 'ไอโฟน', count: 2 },
        { keyword: 'ผ้าอ้อม', count: 1 },
      ],
    ]);
  });

  it('reports a failed write instead of throwing, and goes on counting', async () => {
    const { db, written, state } = recordingDatabase();
    const errors: unknown[] = [];
    const counts = searchCounts(db, (error) => errors.push(error));
    counts.add('ไอโฟน', 'ip:203.0.113.1');
    state.failing = true;
    await expect(counts.flush()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    state.failing = false;
    counts.add('ผ้าอ้อม', 'ip:203.0.113.1');
    await counts.flush();
    expect(written).toEqual([[{ keyword: 'ผ้าอ้อม', count: 1 }]]);
  });
});

describe('search counts (once a day per searcher)', () => {
  it('counts a searcher’s word once a day however often it is searched, and again the next Bangkok day', async () => {
    const { db, written } = recordingDatabase();
    // 2026-11-23 23:00 in Bangkok (16:00 UTC); the day turns an hour later.
    let now = Date.UTC(2026, 10, 23, 16);
    const counts = searchCounts(db, () => undefined, { now: () => now });
    for (let time = 0; time < 50; time++) counts.add('ไอโฟน', 'ip:203.0.113.9');
    counts.add('ไอโฟน', 'customer:b');
    counts.add('ผ้าอ้อม', 'ip:203.0.113.9');
    await counts.flush();
    now += 30 * 60_000;
    counts.add('ไอโฟน', 'ip:203.0.113.9');
    await counts.flush();
    now += 60 * 60_000;
    counts.add('ไอโฟน', 'ip:203.0.113.9');
    await counts.flush();
    expect(written).toEqual([
      [
        { keyword: 'ไอโฟน', count: 2 },
        { keyword: 'ผ้าอ้อม', count: 1 },
      ],
      [{ keyword: 'ไอโฟน', count: 1 }],
    ]);
  });

  it('counts every search the renderer passes on (no searcher: they are many shoppers’)', async () => {
    const { db, written } = recordingDatabase();
    const counts = searchCounts(db, () => undefined);
    for (let time = 0; time < 3; time++) counts.add('ไอโฟน', null);
    await counts.flush();
    expect(written).toEqual([[{ keyword: 'ไอโฟน', count: 3 }]]);
  });

  it('remembers a bounded number of pairs: past it the oldest may count again', async () => {
    const { db, written } = recordingDatabase();
    const counts = searchCounts(db, () => undefined);
    counts.add('ไอโฟน', 'ip:first');
    for (let searcher = 0; searcher < COUNTED_PAIRS_PER_DAY; searcher++) counts.add('ผ้าอ้อม', `ip:${searcher}`);
    counts.add('ไอโฟน', 'ip:first');
    await counts.flush();
    expect(written).toEqual([
      [
        { keyword: 'ไอโฟน', count: 2 },
        { keyword: 'ผ้าอ้อม', count: COUNTED_PAIRS_PER_DAY },
      ],
    ]);
  });

  it('with several processes, counts a searcher’s word once among them all: the first claim counts (issue #16)', async () => {
    const claimed = new Set<string>();
    // Redis's SET NX, as the processes share it.
    const claimAcrossProcesses = async (key: string) => !claimed.has(key) && Boolean(claimed.add(key));
    const first = recordingDatabase();
    const second = recordingDatabase();
    const processes = [
      searchCounts(first.db, () => undefined, { claimAcrossProcesses }),
      searchCounts(second.db, () => undefined, { claimAcrossProcesses }),
    ];
    for (const counts of processes) {
      counts.add('ไอโฟน', 'ip:203.0.113.9');
      counts.add('ไอโฟน', 'customer:b');
    }
    // The claims answer after the searches (a round trip to Redis).
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(processes.map((counts) => counts.flush()));
    expect([...first.written, ...second.written]).toEqual([[{ keyword: 'ไอโฟน', count: 2 }]]);
    expect([...claimed].every((key) => /^search:\d+:(ip:203\.0\.113\.9|customer:b):ไอโฟน$/.test(key))).toBe(true);
  });
});

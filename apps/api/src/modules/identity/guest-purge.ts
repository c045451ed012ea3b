import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

const BATCH = 500;

/**
 * Deletes guests not seen for idleDays, with their sessions, refresh tokens and consents (cascade).
 * Works in batches so a large backlog never holds a long lock. Returns how many were removed.
 */
export async function purgeIdleGuests(db: Database, idleDays: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const idle = db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.role, 'guest'), lt(customers.lastSeenAt, sql`now() - make_interval(days => ${idleDays})`)))
      .limit(BATCH);
    const deleted = await db.delete(customers).where(inArray(customers.id, idle)).returning({ id: customers.id });
    removed += deleted.length;
    if (deleted.length < BATCH) return removed;
  }
}

export function purgeIdleGuestsJob(db: Database, idleDays: number): JobDefinition {
  return { kind: 'purge-idle-guests', everyMs: 60 * 60 * 1000, run: () => purgeIdleGuests(db, idleDays) };
}

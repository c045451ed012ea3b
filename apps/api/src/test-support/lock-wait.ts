import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Until another session of this PostgreSQL database waits for a lock (a request blocked on a row the test's own
 * transaction holds): the condition a concurrency test commits on, polled, never a fixed sleep. `waiter` names the
 * waiting request in the error when it never comes.
 */
export async function untilLockWait(db: Database, waiter: string): Promise<void> {
  for (let poll = 0; poll < 500; poll += 1) {
    const result = await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: Array<{ waiting: number }> }).rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${waiter} never waited`);
}

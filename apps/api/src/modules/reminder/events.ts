import type { LocalizedText, ReminderSubject } from '@talad/domain';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { flashSales, liveStreams } from '../../db/schema/index.ts';

type Db = Database | Transaction;

/** What a reminder is about: its start and end, its name, and (a live show) its slug for the link. */
export interface RemindedEvent {
  startsAt: Date;
  endsAt: Date;
  name: LocalizedText;
  slug: string | null;
}

/** The flash sale, or the live show shoppers can see (published by `now`), or undefined: a draft is not there yet. */
export async function eventOf(db: Db, subject: ReminderSubject, id: number, now: Date): Promise<RemindedEvent | undefined> {
  if (subject === 'flash_sale') {
    const [sale] = await db
      .select({ startsAt: flashSales.startsAt, endsAt: flashSales.endsAt, name: flashSales.name })
      .from(flashSales)
      .where(eq(flashSales.id, id));
    return sale ? { ...sale, name: sale.name as LocalizedText, slug: null } : undefined;
  }
  const [show] = await db
    .select({ startsAt: liveStreams.startsAt, endsAt: liveStreams.endsAt, name: liveStreams.title, slug: liveStreams.slug })
    .from(liveStreams)
    .where(
      and(eq(liveStreams.id, id), isNotNull(liveStreams.publishedAt), lte(liveStreams.publishedAt, sql`${now.toISOString()}::timestamptz`)),
    );
  return show ? { ...show, name: show.name as LocalizedText } : undefined;
}

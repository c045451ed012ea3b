import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { tierRowFor } from './progress.ts';

/** The cashback rate (basis points) of the member's tier now: a completed order earns its ORDER cashback at it. */
export async function cashbackRateOf(tx: Transaction, customerId: string): Promise<number> {
  const [member] = await tx
    .select({ role: customers.role, yearlySpend: customers.yearlySpend })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (member?.role !== 'user') return 0;
  return (await tierRowFor(tx, member.yearlySpend)).cashbackRate;
}

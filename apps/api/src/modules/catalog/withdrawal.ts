import type { StaffProductAction, StaffProductResult } from '@talad/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * The products the shop sells. Listings, search, cards and counts keep to them, as Shopee and Lazada drop a delisted
 * item from browsing; its own page still answers, saying it is no longer sold, and carts and orders refuse it.
 */
export const onSale = isNull(products.withdrawnAt);

/** POST staff/products/{code}/{action}: takes a product off sale (a repeat keeps the first time) or puts it back. */
export async function setWithdrawn(
  tx: Transaction,
  code: string,
  action: StaffProductAction,
  now: Date,
): Promise<{ productId: number; answer: StaffProductResult }> {
  const withdrawnAt = action === 'withdraw' ? sql`coalesce(${products.withdrawnAt}, ${now.toISOString()}::timestamptz)` : null;
  const [row] = await tx
    .update(products)
    .set({ withdrawnAt })
    .where(eq(products.code, code))
    .returning({ id: products.id, code: products.code, withdrawnAt: products.withdrawnAt });
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return { productId: row.id, answer: { code: row.code, withdrawn_at: row.withdrawnAt?.toISOString() ?? null } };
}

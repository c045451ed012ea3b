import type { StaffProductAction, StaffProductResult } from '@talad/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';

/**
 * The products the shop sells. Listings, search, cards and counts keep to them, as Shopee and Lazada drop a delisted
 * item from browsing; its own page still answers, saying it is no longer sold, and carts and orders refuse it.
 */
export const onSale = isNull(products.withdrawnAt);

/**
 * POST admin/products/{code}/{withdraw|restore}: takes a product off sale (a repeat keeps the first time) or puts it
 * back. A change writes one audit entry (product.withdraw or product.restore) in the caller's transaction; a repeat
 * changes nothing and writes none. `changed` is false then, so the caller need not untick carts again.
 */
export async function setWithdrawn(
  tx: Transaction,
  code: string,
  action: StaffProductAction,
  audit: { actor: AuditActor; context: AuditContext },
  now: Date,
): Promise<{ productId: number; changed: boolean; answer: StaffProductResult }> {
  const [row] = await tx
    .select({ id: products.id, code: products.code, withdrawnAt: products.withdrawnAt })
    .from(products)
    .where(eq(products.code, code))
    .for('update');
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const withdrawnAt = action === 'withdraw' ? (row.withdrawnAt ?? now) : null;
  const changed = (row.withdrawnAt === null) !== (withdrawnAt === null);
  if (changed) {
    await tx.update(products).set({ withdrawnAt }).where(eq(products.id, row.id));
    await recordAudit(tx, {
      ...audit,
      action: `product.${action}`,
      entity: { type: 'product', id: row.code },
      before: { withdrawn_at: row.withdrawnAt?.toISOString() ?? null },
      after: { withdrawn_at: withdrawnAt?.toISOString() ?? null },
    });
  }
  return { productId: row.id, changed, answer: { code: row.code, withdrawn_at: withdrawnAt?.toISOString() ?? null } };
}

/** What else a withdrawal changes in its transaction: the cart module unticks the product's lines (handed in by app.ts). */
export type OnWithdrawn = (tx: Transaction, productId: number) => Promise<void>;

/** The whole move in one transaction: the product, the carts' lines it unticks, and its audit entry. */
export async function moveProductSale(
  db: Database,
  code: string,
  action: StaffProductAction,
  audit: { actor: AuditActor; context: AuditContext },
  onWithdrawn: OnWithdrawn,
  now: Date,
): Promise<StaffProductResult> {
  return db.transaction(async (tx) => {
    const moved = await setWithdrawn(tx, code, action, audit, now);
    if (action === 'withdraw' && moved.changed) await onWithdrawn(tx, moved.productId);
    return moved.answer;
  });
}

import type { StaffProductAction, StaffProductResult } from '@talad/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { lookups } from './lookups.ts';
import { productSearchText } from './search-text.ts';
import { changedFields, recordAudit, type AuditActor, type AuditContext, type AuditEntry } from '../audit/index.ts';

/**
 * The products the shop sells. Listings, search, cards and counts keep to them, as Shopee and Lazada drop a delisted
 * item from browsing; its own page still answers, saying it is no longer sold, and carts and orders refuse it.
 */
export const onSale = isNull(products.withdrawnAt);

interface SaleTimes {
  publishedAt: Date | null;
  withdrawnAt: Date | null;
}

/**
 * Where each move leaves a product's two times (decision 0048). A draft (never published) is always off sale too, so
 * the shop's one condition `withdrawn_at is null` keeps drafts out of every listing, search, cart and order: publishing
 * sets the one and clears the other; unpublishing takes a product back to a draft, off sale. A repeat keeps the first
 * time; restoring a draft is refused (it would put on sale what was never published).
 */
export function timesAfter(action: StaffProductAction, { publishedAt, withdrawnAt }: SaleTimes, now: Date): SaleTimes {
  switch (action) {
    case 'withdraw':
      return { publishedAt, withdrawnAt: withdrawnAt ?? now };
    case 'restore':
      if (publishedAt === null) throw new AppError('PRODUCT_IS_DRAFT');
      return { publishedAt, withdrawnAt: null };
    case 'publish':
      return publishedAt === null ? { publishedAt: now, withdrawnAt: null } : { publishedAt, withdrawnAt };
    case 'unpublish':
      return { publishedAt: null, withdrawnAt: withdrawnAt ?? now };
  }
}

const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;

/** The audit entry of a product's move (product.<action>): the times it changed. */
export function saleAudit(
  row: SaleTimes & { code: string },
  after: SaleTimes,
  action: StaffProductAction,
  audit: { actor: AuditActor; context: AuditContext },
): AuditEntry {
  return {
    ...audit,
    action: `product.${action}`,
    entity: { type: 'product', id: row.code },
    ...changedFields(
      { published_at: isoOrNull(row.publishedAt), withdrawn_at: isoOrNull(row.withdrawnAt) },
      { published_at: isoOrNull(after.publishedAt), withdrawn_at: isoOrNull(after.withdrawnAt) },
    ),
  };
}

/**
 * POST admin/products/{code}/{withdraw|restore|publish|unpublish}. A change writes one audit entry (product.<action>)
 * in the caller's transaction; a repeat changes nothing and writes none. `tookOffSale` says whether a product on sale
 * left it, so the caller unticks carts' lines then only.
 */
export async function setWithdrawn(
  tx: Transaction,
  code: string,
  action: StaffProductAction,
  audit: { actor: AuditActor; context: AuditContext },
  now: Date,
): Promise<{ productId: number; tookOffSale: boolean; answer: StaffProductResult }> {
  const [row] = await tx.select().from(products).where(eq(products.code, code)).for('update');
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const after = timesAfter(action, row, now);
  const changed = after.publishedAt !== row.publishedAt || after.withdrawnAt !== row.withdrawnAt;
  if (changed) {
    // A draft has no search text (decision 0048): published, its words reach the shop's words table (the trigger of
    // migration 0019); taken back to a draft, the words no other product holds leave it.
    const searchText =
      after.publishedAt === null ? '' : row.publishedAt === null ? productSearchText(await lookups(tx), row) : row.searchText;
    await tx
      .update(products)
      .set({ ...after, searchText })
      .where(eq(products.id, row.id));
    await recordAudit(tx, saleAudit(row, after, action, audit));
  }
  return {
    productId: row.id,
    tookOffSale: row.withdrawnAt === null && after.withdrawnAt !== null,
    answer: { code: row.code, withdrawn_at: isoOrNull(after.withdrawnAt), published_at: isoOrNull(after.publishedAt) },
  };
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
    if (moved.tookOffSale) await onWithdrawn(tx, moved.productId);
    return moved.answer;
  });
}

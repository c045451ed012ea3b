import { pricesAfter, type VariantPrices } from '@talad/domain';
import type { catalogueImportRows, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditContext } from '../audit/index.ts';
import type { OnWithdrawn } from '../catalog/index.ts';

export type ImportRow = typeof catalogueImportRows.$inferSelect;

/** What applying needs besides the database: carts unticked by a withdrawal, and the caches emptied after each batch. */
export interface ImportEffects {
  onWithdrawn: OnWithdrawn;
  onBatch: () => void;
  now: () => Date;
}

export interface Author {
  actor: { kind: 'staff'; id: string; label: string };
  context: AuditContext;
}

export type LockedVariant = typeof productVariants.$inferSelect;
export type LockedProduct = { id: number; code: string; stock: number; publishedAt: Date | null; withdrawnAt: Date | null };
/** What is asked of a variant: null leaves a value as it is (an import's row, a bulk edit's change). */
export type Wanted = Pick<ImportRow, 'price' | 'setsSpecialPrice' | 'specialPrice' | 'stock' | 'status'>;
export type Changes = ReturnType<typeof changesOf>;

/** What a row would change of its variant and product as they stand under the locks. */
export function changesOf(row: Wanted, variant: LockedVariant, product: LockedProduct) {
  const prices: Partial<VariantPrices> = {
    ...(row.price === null ? {} : { price: row.price }),
    ...(row.setsSpecialPrice ? { special_price: row.specialPrice } : {}),
  };
  const after = pricesAfter({ price: variant.price, special_price: variant.specialPrice }, prices);
  return {
    prices: after.price !== variant.price || after.special_price !== variant.specialPrice ? prices : null,
    count: row.stock !== null && row.stock !== variant.stock ? row.stock : null,
    sale: row.status !== null && (row.status === 'withdrawn') !== (product.withdrawnAt !== null) ? row.status : null,
  };
}

/** What failed, by its error's name; anything else is not a row's mistake and stops the batch. */
export const failureOf = (error: unknown) => {
  if (error instanceof AppError) return error.errorName;
  throw error;
};

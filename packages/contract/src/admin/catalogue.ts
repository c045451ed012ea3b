import {
  PRICE_CHANGE_SOURCES,
  PRODUCT_STATES,
  SCHEDULED_PRICE_STATES,
  STOCK_MAX_UNITS,
  STOCK_NOTE_MAX_LENGTH,
  STOCK_REASONS,
} from '@talad/domain';
import { z } from 'zod';
import { adminSearchText, keysetPageOf, keysetQuery } from './common.ts';

/**
 * The catalogue's prices and stock in the back office (issue #27, decision 0047). Products are found by name, code or
 * SKU (catalog.read); a variant's prices change with prices.write, its stock with stock.adjust (both need the second
 * factor). Money is integer satang; times are ISO 8601 with their offset (the admin sends Bangkok's, +07:00).
 */

/**
 * GET admin/products ?q&state&cursor&size: the newest products first; q matches a name (a draft's too), a PRD code or a
 * whole SKU; state keeps the drafts, the products on sale or the withdrawn ones.
 */
export const adminProductsQuery = z.object({ q: adminSearchText.optional(), state: z.enum(PRODUCT_STATES).optional(), ...keysetQuery });
export type AdminProductsQuery = z.output<typeof adminProductsQuery>;

export const adminProductRow = z.object({
  code: z.string().describe('PRD…'),
  slug: z.string(),
  name: z.string().describe('In the caller’s language'),
  /** The listing's figures: the cheapest variant's prices, the stock of all variants. */
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  stock: z.number().int(),
  variant_count: z.number().int(),
  state: z.enum(PRODUCT_STATES),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

export const adminProductsPage = keysetPageOf(adminProductRow);
export type AdminProductsPage = z.infer<typeof adminProductsPage>;

export const adminProductCodeParams = z.object({ code: z.string().regex(/^PRD[0-9]{1,12}$/, 'must be a product code (PRD…)') });

/** A price change waiting for its time (or one that ran, in the list's history). */
export const scheduledPriceChange = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  /** null: the list price is left as it is. */
  price: z.number().int().nullable(),
  /** Whether the special price is set (to special_price; null removes it). */
  sets_special_price: z.boolean(),
  special_price: z.number().int().nullable(),
  run_at: z.string(),
  state: z.enum(SCHEDULED_PRICE_STATES),
  scheduled_by: z.string(),
  failure: z.string().nullable(),
});
export type ScheduledPriceChange = z.infer<typeof scheduledPriceChange>;

export const adminVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** Option values as the shopper reads them ("Colour: Black"), in the caller’s language. */
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  stock: z.number().int(),
  scheduled: z.array(scheduledPriceChange).describe('Pending scheduled price changes, soonest first'),
});
export type AdminVariant = z.infer<typeof adminVariant>;

/** GET admin/products/{code}: the product and its variants with prices, stock and pending price changes. */
export const adminProductDetail = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  state: z.enum(PRODUCT_STATES),
  variants: z.array(adminVariant),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const adminVariantParams = z.object({
  id: z.coerce.number({ error: 'must be a variant id' }).int('must be a variant id').min(1, 'must be a variant id').max(2_147_483_647),
});

/** Satang as the rules read them: any whole number, so a negative price is refused in words (PRICE_NOT_POSITIVE). */
const satang = z
  .number({ error: 'must be a whole number of satang' })
  .int('must be a whole number of satang')
  .min(-2_147_483_648, 'is too large')
  .max(2_147_483_647, 'is too large');

/** PATCH admin/variants/{id} {price?, special_price?}: special_price null removes the special price. */
export const variantPriceBody = z.object({ price: satang.optional(), special_price: satang.nullable().optional() });
export type VariantPriceBody = z.infer<typeof variantPriceBody>;

/** POST admin/variants/{id}/scheduled-prices {price?, special_price?, run_at}: applied by the job runner at run_at. */
export const schedulePriceBody = variantPriceBody.extend({
  run_at: z.iso.datetime({ offset: true, message: 'must be an ISO time with its offset, e.g. 2026-12-01T09:00:00+07:00' }),
});
export type SchedulePriceBody = z.infer<typeof schedulePriceBody>;

export const scheduledPriceParams = z.object({
  id: z.coerce.number({ error: 'must be a scheduled change id' }).int().min(1).max(2_147_483_647),
});

export const scheduledPriceList = z.object({ items: z.array(scheduledPriceChange) });

/** One entry of a variant's price history (GET admin/variants/{id}/price-changes, newest first). */
export const priceChangeEntry = z.object({
  id: z.number().int(),
  price_before: z.number().int(),
  special_price_before: z.number().int().nullable(),
  price_after: z.number().int(),
  special_price_after: z.number().int().nullable(),
  source: z.enum(PRICE_CHANGE_SOURCES),
  /** The staff member who made it, or who scheduled it. */
  by: z.string(),
  at: z.string(),
});
export type PriceChangeEntry = z.infer<typeof priceChangeEntry>;
export const priceChangePage = keysetPageOf(priceChangeEntry);
export type PriceChangePage = z.infer<typeof priceChangePage>;

export const adminHistoryQuery = z.object(keysetQuery);

const units = z
  .number({ error: 'must be a whole number of units' })
  .int('must be a whole number of units')
  .min(-STOCK_MAX_UNITS, `must be within ±${STOCK_MAX_UNITS}`)
  .max(STOCK_MAX_UNITS, `must be within ±${STOCK_MAX_UNITS}`);

/**
 * POST admin/variants/{id}/stock-adjustments {delta, reason, note?} or {count, reason: "count"} with an
 * Idempotency-Key: the same key answers the same adjustment. Which fields go together is the rules' (STOCK_… errors).
 */
export const stockAdjustmentBody = z.object({
  delta: units.optional(),
  count: units.min(0, 'must be 0 or more').optional(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().trim().max(STOCK_NOTE_MAX_LENGTH, `must be at most ${STOCK_NOTE_MAX_LENGTH} characters`).optional(),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

export const stockAdjustmentEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  counted: z.number().int().nullable(),
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type StockAdjustmentEntry = z.infer<typeof stockAdjustmentEntry>;
export const stockAdjustmentPage = keysetPageOf(stockAdjustmentEntry);
export type StockAdjustmentPage = z.infer<typeof stockAdjustmentPage>;

export const stockAdjustmentResult = z.object({ adjustment: stockAdjustmentEntry, stock: z.number().int() });
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResult>;

/** A variant's prices and stock as a change left them (the answer of PATCH admin/variants/{id}). */
export const variantPrices = z.object({
  id: z.number().int(),
  sku: z.string(),
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  stock: z.number().int(),
});
export type VariantPricesResult = z.infer<typeof variantPrices>;

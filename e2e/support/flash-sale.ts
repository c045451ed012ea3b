import { getFlashSales, getProduct, type ProductVariant } from '@talad/sdk';
import { testApi } from './identity.ts';

/** What one line of a cart holds at most (CART_MAX_LINE_QUANTITY). */
const LINE_MAX = 99;

export interface FlashDeal {
  slug: string;
  name: string;
  flashPrice: number;
  /** The variant the purchase panel opens on: the cheapest in stock. */
  variant: ProductVariant;
  /** The most one purchase may take: the variant's stock, the units left in the sale, the per-customer limit. */
  bound: number;
}

/**
 * A deal of the running flash sale (seeded with the shop), delivered home, that can be bought at least `atLeast` at a time (named in `locale`); `pick` tells
 * parallel journeys apart, so each project buys from its own deal and never uses up another's quota.
 */
export async function flashDeal(pick: number, { atLeast = 2, locale = 'th' as 'th' | 'en' } = {}): Promise<FlashDeal> {
  const api = testApi();
  const running = (await getFlashSales(api, { locale })).data?.running;
  if (!running) throw new Error('the seeded shop has no flash sale running');
  const deals: FlashDeal[] = [];
  for (const item of running.items) {
    const product = (await getProduct(api, item.product.slug, { locale })).data;
    const offer = product?.flash_sale;
    if (!product || offer?.flash_sale_id !== running.flash_sale_id) continue;
    // Delivered home: not one of the items only picked up at a 7-Eleven.
    if (product.flags.includes('AT_7-ELEVEN') || product.badges.some((badge) => badge.code === 'SEVEN_ELEVEN_ONLY')) continue;
    const variant = product.variants
      .filter((entry) => entry.stock > 0)
      .sort((a, b) => (a.special_price ?? a.price) - (b.special_price ?? b.price))[0];
    if (!variant) continue;
    const bound = Math.min(variant.stock, offer.quota - offer.sold, offer.per_customer_limit, LINE_MAX);
    if (bound >= atLeast) deals.push({ slug: product.slug, name: product.name, flashPrice: offer.flash_price, variant, bound });
    if (deals.length > pick) return deals[pick]!;
  }
  throw new Error(`fewer than ${pick + 1} flash-sale deals can be bought ${atLeast} at a time`);
}

/** The name of the next flash sale to start (seeded with the shop). */
export async function comingSaleName(): Promise<string> {
  const next = (await getFlashSales(testApi())).data?.upcoming[0];
  if (!next) throw new Error('the seeded shop has no coming flash sale');
  return next.name;
}

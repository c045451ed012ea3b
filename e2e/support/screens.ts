import { formatBaht } from '@talad/domain';
import { getProduct, getProductListing, type ProductDetail } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { testApi } from './identity.ts';

/**
 * Helpers for the catalogue and content screens (brand, collection, live TV, about, promotion, membership, /m):
 * the seeded shop is found through the API the way the screens read it, so journeys never hard-code a slug.
 */

/** Text from the shop's data, matched literally inside a RegExp. */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A price as the page shows it (a discounted price has a hidden "special price" label before the amount). */
export function shownPrice(page: Page, satang: number, locale: 'th' | 'en' = 'th') {
  return page.getByText(new RegExp(`(^|\\s)${escape(formatBaht(satang, locale))}$`)).first();
}

/** The shop's own header (default layout); the app's web view pages (/m…, layout none) have none. */
export function shopHeader(page: Page) {
  return page.getByRole('search').first();
}

async function productsOf(category: string, size = 24): Promise<ProductDetail[]> {
  const api = testApi();
  const listing = await getProductListing(api, { category, size, hasStock: true });
  const cards = listing.data?.items ?? [];
  const answers = await Promise.all(cards.map((card) => getProduct(api, card.slug)));
  return answers.flatMap((answer) => answer.data ?? []);
}

const paid = (entry: { price: number; special_price: number | null }) => entry.special_price ?? entry.price;

export interface PricedSize {
  slug: string;
  name: string;
  /** The Size button a shopper presses and the price (satang) the page must then show. */
  size: { label: string; price: number; regular: number };
}

/**
 * A phone whose storage sizes cost different amounts and whose other options have one value each, so pressing a
 * Size button alone decides the variant (and no flash price hides the variant's own price).
 */
export async function phoneWithPricedSizes(): Promise<PricedSize> {
  for (const product of await productsOf('iphone')) {
    if (product.flash_sale || product.options.some((option) => option.name !== 'Size' && option.values.length > 1)) continue;
    const sizes = product.options.find((option) => option.name === 'Size')?.values ?? [];
    const priced = sizes.map((value) => ({
      value,
      variant: product.variants.find((variant) => variant.options.Size === value.value && variant.stock > 0),
    }));
    // The page opens on the cheapest variant in stock; a dearer size must change the price shown.
    const cheapest = Math.min(...product.variants.filter((variant) => variant.stock > 0).map(paid));
    const dearer = priced.find((entry) => entry.variant && paid(entry.variant) > cheapest);
    if (dearer?.variant)
      return {
        slug: product.slug,
        name: product.name,
        size: { label: dearer.value.label, price: paid(dearer.variant), regular: dearer.variant.price },
      };
  }
  throw new Error('the seed has no phone whose sizes are priced apart');
}

/** A phone of the seed that has a product video (media kind VIDEO) among its pictures. */
export async function productWithVideo(): Promise<{ slug: string; name: string; videoNumber: number; videoPath: string }> {
  for (const product of await productsOf('mobile-tablet', 6)) {
    const index = product.media.findIndex((item) => item.kind === 'VIDEO');
    const video = product.media[index];
    if (video) return { slug: product.slug, name: product.name, videoNumber: index + 1, videoPath: video.url };
  }
  throw new Error('no seeded phone has a video');
}

import type { ProductCard } from '@talad/sdk';

/**
 * What a product card shows (product-card.tsx: picture, name, brand, price, flags, its link and heart) and nothing
 * more. Loaders hand pages their cards in this shape: every field of a loader's answer is serialised into the page and
 * parsed again by the browser, and a card's badges, stock, sales and promotion kinds (half its size) are never read.
 */
export type ShownCard = Pick<ProductCard, 'product_id' | 'slug' | 'name' | 'image' | 'price' | 'special_price' | 'flags'> & {
  brand: Pick<NonNullable<ProductCard['brand']>, 'name'> | null;
};

export function shownCard(card: ProductCard): ShownCard {
  return {
    product_id: card.product_id,
    slug: card.slug,
    name: card.name,
    brand: card.brand ? { name: card.brand.name } : null,
    image: card.image,
    price: card.price,
    special_price: card.special_price,
    flags: card.flags,
  };
}

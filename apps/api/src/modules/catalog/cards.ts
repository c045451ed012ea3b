import type { ProductCard } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/statements.ts';
import { products } from '../../db/schema/index.ts';
import { badgeInfo } from './badges.ts';
import { lookups, type Lookups } from './lookups.ts';
import { onSale } from './withdrawal.ts';

/** The columns a product card needs; listings select exactly these. */
export const cardColumns = {
  id: products.id,
  code: products.code,
  slug: products.slug,
  name: products.name,
  brandId: products.brandId,
  price: products.price,
  specialPrice: products.specialPrice,
  discountPercent: products.discountPercent,
  stock: products.stock,
  flags: products.flags,
  badges: products.badges,
  promotionKinds: products.promotionKinds,
  sold: products.sold,
  cardImage: products.cardImage,
};

export type CardRow = { [K in keyof typeof cardColumns]: (typeof products.$inferSelect)[K] };

export const productImage = (code: string, index = 1) => `/media/products/${code}/${index}.webp`;

/**
 * The picture a card, a cart line or an order line shows: the product's first picture when the back office chose one
 * (products.card_image), else the drawn picture of the line's colour (`index`; 1 for a card).
 */
export const cardImageOf = (product: { code: string; cardImage: string | null }, index = 1) =>
  product.cardImage ?? productImage(product.code, index);

export function toCard(row: CardRow, table: Lookups, locale: Locale): ProductCard {
  const brand = row.brandId === null ? undefined : table.brandById.get(row.brandId);
  return {
    product_id: row.code,
    slug: row.slug,
    name: pickText(row.name, locale),
    brand: brand ? { slug: brand.slug, name: pickText(brand.name, locale) } : null,
    image: cardImageOf(row),
    price: row.price,
    special_price: row.specialPrice,
    discount_percent: row.discountPercent,
    stock: row.stock,
    // Text arrays in the database; the shop writes only the domain's flags and promotion kinds into them.
    flags: row.flags as ProductCard['flags'],
    badges: badgeInfo(row.badges, locale),
    promotion_kinds: row.promotionKinds as ProductCard['promotion_kinds'],
    sold: row.sold,
  };
}

/**
 * The card rows of products on sale by internal id or by product code, answered by PostgreSQL as one JSON value:
 * node-postgres turns text arrays and jsonb into values column by column in JavaScript, which cost a page of 24 cards
 * about twice the API's time of one JSON.parse of an aggregate (bench/README.md, "Cards from the index").
 */
export async function cardRowsOf<K extends 'id' | 'code'>(db: Database, key: K, values: readonly CardRow[K][]): Promise<CardRow[]> {
  if (values.length === 0) return [];
  const column = key === 'id' ? products.id : products.code;
  const answered = await db.execute(
    sql`select coalesce(json_agg(json_build_object(${cardFields})), '[]'::json) as cards from ${products}
      where ${and(inArray(column, [...values] as never[]), onSale)}`,
  );
  return rowsOf<{ cards: CardRow[] }>(answered)[0]?.cards ?? [];
}

/** `'id', products.id, 'code', products.code, …`: the card's own names, as CardRow has them. */
const cardFields = sql.join(
  Object.entries(cardColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
);

/** Cards by internal id or by product code; unknown keys and withdrawn products have none. */
export async function cardMap<K extends 'id' | 'code'>(
  db: Database,
  key: K,
  values: readonly CardRow[K][],
  locale: Locale,
): Promise<Map<CardRow[K], ProductCard>> {
  if (values.length === 0) return new Map();
  const [rows, table] = await Promise.all([cardRowsOf(db, key, values), lookups(db)]);
  return new Map(rows.map((row) => [row[key], toCard(row, table, locale)]));
}

/** Cards in the order asked (GET products?product_id); unknown keys and withdrawn products are left out. */
export async function cardsBy<K extends 'id' | 'code'>(
  db: Database,
  key: K,
  values: readonly CardRow[K][],
  locale: Locale,
): Promise<ProductCard[]> {
  const cards = await cardMap(db, key, values, locale);
  return values.flatMap((value) => cards.get(value) ?? []);
}

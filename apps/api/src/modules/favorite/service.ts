import type { FavoriteProductIds, FavoriteProductsPage, FavoriteProductsQuery, FavoriteState, ListingQuery } from '@talad/contract';
import { FAVORITES_MAX, type Locale, type ProductOptionName } from '@talad/domain';
import { and, asc, count, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, favorites, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { productListing } from '../catalog/index.ts';

type Db = Database | Transaction;

/** The wish list's filters as the catalogue's listing reads them: "Color:black,Size:m" → Color: [black], Size: [m]. */
function listingQueryOf(query: FavoriteProductsQuery): ListingQuery {
  const options: Partial<Record<ProductOptionName, string[]>> = {};
  for (const { name, value } of query.product_options ?? []) (options[name] ??= []).push(value);
  return {
    ...options,
    min_price: query.min_price,
    max_price: query.max_price,
    // Unused when the list is in hearting order (the listing is given that order itself).
    sort: query.order_by === 'recently_added' ? 'recommended' : query.order_by,
    page: query.page,
    size: query.size,
  };
}

/**
 * GET my-favorite/products: the wish list through the catalogue's own listing, so its cards, filters and sorts are
 * the listings' and a withdrawn product drops out as it does from every listing (its row stays; restored, it is back).
 */
export async function favoriteProducts(
  db: Database,
  customerId: string,
  query: FavoriteProductsQuery,
  locale: Locale,
): Promise<FavoriteProductsPage> {
  const inWishList = sql`${products.id} in (select ${favorites.productId} from ${favorites} where ${favorites.customerId} = ${customerId})`;
  const heartedAt = sql`(select ${favorites.addedAt} from ${favorites} where ${favorites.customerId} = ${customerId} and ${favorites.productId} = ${products.id})`;
  const listing = await productListing(db, listingQueryOf(query), locale, {
    extra: [inWishList],
    order: query.order_by === 'recently_added' ? [sql`${heartedAt} desc`, asc(products.id)] : undefined,
  });
  return {
    items: listing.items,
    total: listing.total,
    page: listing.page,
    size: listing.size,
    total_pages: listing.total_pages,
    facets: listing.facets,
    order_by: query.order_by,
  };
}

async function productByCode(db: Db, code: string) {
  const [product] = await db.select({ id: products.id, withdrawnAt: products.withdrawnAt }).from(products).where(eq(products.code, code));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

async function heldBy(db: Db, customerId: string): Promise<number> {
  const [held] = await db.select({ value: count() }).from(favorites).where(eq(favorites.customerId, customerId));
  return held?.value ?? 0;
}

/**
 * PUT my-favorite/products/{code}: hearts a product; hearting it again changes nothing (it keeps its first time).
 * A product off sale cannot be hearted, and a full wish list takes no more.
 */
export async function addFavorite(db: Database, customerId: string, code: string): Promise<FavoriteState> {
  return db.transaction(async (tx) => {
    const product = await productByCode(tx, code);
    if (product.withdrawnAt) throw new AppError('FAVORITE_NOT_SOLD');
    // The customer's row is the wish list's lock: two hearts racing for the last place count each other.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const added = await tx.insert(favorites).values({ customerId, productId: product.id }).onConflictDoNothing().returning();
    if (added.length > 0 && (await heldBy(tx, customerId)) > FAVORITES_MAX) throw new AppError('FAVORITE_LIMIT');
    return { product_id: code, is_favorite: true };
  });
}

/** DELETE my-favorite/products/{code}: takes the heart back (off sale or not); a product not in the list stays out. */
export async function removeFavorite(db: Database, customerId: string, code: string): Promise<FavoriteState> {
  const product = await productByCode(db, code);
  await db.delete(favorites).where(and(eq(favorites.customerId, customerId), eq(favorites.productId, product.id)));
  return { product_id: code, is_favorite: false };
}

/** Every hearted product code, newest first: the hearts' state on cards and product pages (off-sale ones included). */
export async function favoriteProductIds(db: Database, customerId: string): Promise<FavoriteProductIds> {
  const rows = await db
    .select({ code: products.code })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.customerId, customerId))
    .orderBy(desc(favorites.addedAt), desc(favorites.productId));
  return { product_ids: rows.map((row) => row.code) };
}

/** Products in the wish list that are on sale: what the wish list page shows in all. */
export async function wishListCount(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.customerId, customerId), isNull(products.withdrawnAt)));
  return row?.value ?? 0;
}

/**
 * A guest signs in: the guest's favourites become the member's, inside the sign-in transaction. A product both had
 * keeps the member's own row; the guest's others fill the room left in the member's list, the latest hearted first,
 * so a merge never pushes out what the member chose before. The guest keeps none.
 */
export async function mergeFavorites(tx: Transaction, guestId: string, memberId: string) {
  const room = FAVORITES_MAX - (await heldBy(tx, memberId));
  if (room > 0) {
    const guest = alias(favorites, 'guest_favorites');
    const memberHasIt = tx
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(and(eq(favorites.customerId, memberId), eq(favorites.productId, guest.productId)));
    await tx
      .insert(favorites)
      .select(
        tx
          .select({ customerId: sql<string>`${memberId}::uuid`.as('customer_id'), productId: guest.productId, addedAt: guest.addedAt })
          .from(guest)
          .where(and(eq(guest.customerId, guestId), notExists(memberHasIt)))
          .orderBy(desc(guest.addedAt), desc(guest.productId))
          .limit(room),
      )
      .onConflictDoNothing();
  }
  await tx.delete(favorites).where(eq(favorites.customerId, guestId));
}

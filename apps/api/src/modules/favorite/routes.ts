import {
  favoriteParams,
  favoriteProductIds,
  favoriteProductsPage,
  favoriteProductsQuery,
  favoriteState,
  wishlistReviewCount,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, requireGuestOrUser, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { waitingForReviewCount } from '../review/index.ts';
import {
  addFavorite,
  favoriteProductIds as heartedCodes,
  favoriteProducts,
  mergeFavorites,
  removeFavorite,
  wishListCount,
} from './service.ts';

/** Spec §7 lists (my-favorite) and users/me/my-wishlist-review/count: the wish list of any session, guests' too. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // A guest's favourites become the member's when the guest signs in.
  app.guestMerges.register('favorites', (tx, { guestId, memberId }) => mergeFavorites(tx, guestId, memberId));

  const tags = ['lists'];
  const security = [{ bearer: [] }];
  const session = { preHandler: requireGuestOrUser };
  const heart = { 200: envelopeOf(favoriteState) };

  app.get(
    '/my-favorite/products',
    {
      ...session,
      schema: {
        tags,
        security,
        summary: "The session's wish list as product cards: option and price filters, order_by (recently_added first by default)",
        querystring: favoriteProductsQuery,
        response: { 200: envelopeOf(favoriteProductsPage) },
      },
    },
    async (request) => ok(await favoriteProducts(app.db, guardedCustomer(request).id, request.query, request.locale)),
  );

  app.get(
    '/my-favorite/product-ids',
    {
      ...session,
      schema: {
        tags,
        security,
        summary: 'Every product code in the wish list (the hearts)',
        response: { 200: envelopeOf(favoriteProductIds) },
      },
    },
    async (request) => ok(await heartedCodes(app.db, guardedCustomer(request).id)),
  );

  app.put(
    '/my-favorite/products/:product_id',
    {
      ...session,
      schema: { tags, security, summary: 'Heart a product (repeat-safe)', params: favoriteParams, response: heart },
    },
    async (request) => ok(await addFavorite(app.db, guardedCustomer(request).id, request.params.product_id)),
  );

  app.delete(
    '/my-favorite/products/:product_id',
    {
      ...session,
      schema: { tags, security, summary: 'Take the heart back (repeat-safe)', params: favoriteParams, response: heart },
    },
    async (request) => ok(await removeFavorite(app.db, guardedCustomer(request).id, request.params.product_id)),
  );

  app.get(
    '/users/me/my-wishlist-review/count',
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: 'Products in my wish list, and my bought lines waiting for a review',
        response: { 200: envelopeOf(wishlistReviewCount) },
      },
    },
    async (request) => {
      const customerId = guardedCustomer(request).id;
      const [wishList, waiting] = await Promise.all([wishListCount(app.db, customerId), waitingForReviewCount(app.db, customerId)]);
      return ok({ wish_list: wishList, waiting_for_review: waiting });
    },
  );
};

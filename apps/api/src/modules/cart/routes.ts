import {
  addCartItemBody,
  addedToCart,
  cart,
  cartCount as cartCountAnswer,
  cartLineParams,
  selectCartBody,
  updateCartItemBody,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { guardedCustomer, requireGuestOrUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { addItem, cartCount, mergeCart, type DeliveryTerms, readCart, removeItem, selectAll, updateItem } from './service.ts';

/** The cart: every route needs a session, a guest's is fine (guests have carts). */
export interface CartSettings {
  /** The delivery terms the summary prices with: checkout's (config DELIVERY_FEE, FREE_DELIVERY_FROM). */
  delivery: DeliveryTerms;
}

export const cartRoutes: FastifyPluginAsyncZod<CartSettings> = async (app, settings) => {
  const { delivery } = settings;
  // A guest's cart becomes the member's when the guest signs in.
  app.guestMerges.register('cart', (tx, { guestId, memberId }) => mergeCart(tx, guestId, memberId));

  const tags = ['cart'];
  const security = [{ bearer: [] }];
  const session = { preHandler: requireGuestOrUser };
  const wholeCart = { 200: envelopeOf(cart) };

  app.get(
    '/cart',
    {
      ...session,
      schema: {
        tags,
        security,
        summary: "The session's cart re-priced now: lines with their problems, the selected lines' summary, the count",
        response: wholeCart,
      },
    },
    async (request) => ok(await readCart(app.db, guardedCustomer(request).id, request.locale, app.clock(), delivery)),
  );

  app.get(
    '/cart/count',
    {
      ...session,
      schema: { tags, security, summary: 'Units and lines in the cart (header badge)', response: { 200: envelopeOf(cartCountAnswer) } },
    },
    async (request) => ok(await cartCount(app.db, guardedCustomer(request).id)),
  );

  app.post(
    '/cart/items',
    {
      ...session,
      schema: {
        tags,
        security,
        summary: 'Add units of a variant (to its line when there is one), capped by stock and the flash-sale limit',
        body: addCartItemBody,
        response: { 200: envelopeOf(addedToCart) },
      },
    },
    async (request) => ok(await addItem(app.db, guardedCustomer(request).id, request.body.variant_id, request.body.quantity, app.clock())),
  );

  app.patch(
    '/cart/items/:line_id',
    {
      ...session,
      schema: {
        tags,
        security,
        summary: 'Change the quantity and/or the tick of one of my lines; answers the cart',
        params: cartLineParams,
        body: updateCartItemBody,
        response: wholeCart,
      },
    },
    async (request) => {
      const customerId = guardedCustomer(request).id;
      await updateItem(app.db, customerId, request.params.line_id, request.body, app.clock());
      return ok(await readCart(app.db, customerId, request.locale, app.clock(), delivery));
    },
  );

  app.delete(
    '/cart/items/:line_id',
    {
      ...session,
      schema: { tags, security, summary: 'Remove one of my lines; answers the cart', params: cartLineParams, response: wholeCart },
    },
    async (request) => {
      const customerId = guardedCustomer(request).id;
      await removeItem(app.db, customerId, request.params.line_id);
      return ok(await readCart(app.db, customerId, request.locale, app.clock(), delivery));
    },
  );

  app.patch(
    '/cart/select',
    {
      ...session,
      schema: { tags, security, summary: 'Select every line, or none; answers the cart', body: selectCartBody, response: wholeCart },
    },
    async (request) => {
      const customerId = guardedCustomer(request).id;
      await selectAll(app.db, customerId, request.body.selected);
      return ok(await readCart(app.db, customerId, request.locale, app.clock(), delivery));
    },
  );
};

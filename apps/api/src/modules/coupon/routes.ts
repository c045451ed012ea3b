import {
  bestCouponAnswer,
  bestCouponBody,
  coupon,
  couponCartBody,
  couponCartPricing,
  couponParams,
  couponsQuery,
  myCouponCount,
  myCouponPage,
  myCouponQuery,
  slugParams,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer, guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import type { DeliveryTerms } from '../cart/index.ts';
import { bestCouponFor } from './best.ts';
import { priceCartWithCoupons } from './cart-pricing.ts';
import { productCoupons } from './product-coupons.ts';
import { collectCoupon, myCouponCount as countMyCoupons, myCoupons, offeredCoupons } from './service.ts';

/** The cart's delivery terms (config DELIVERY_FEE, FREE_DELIVERY_FROM): the coupon picker prices as the cart and checkout do. */
export interface CouponSettings {
  delivery: DeliveryTerms;
}

export const couponRoutes: FastifyPluginAsyncZod<CouponSettings> = async (app, settings) => {
  const tags = ['coupon'];
  const security = [{ bearer: [] }];
  const member = { preHandler: requireUser };

  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons offered on the /coupon page or in the cart, valid now; with a member token, whether each is collected',
        querystring: couponsQuery,
        response: { 200: envelopeOf(z.array(coupon)) },
      },
    },
    async (request) => {
      const shopper = await currentCustomer(request);
      return ok(await offeredCoupons(app.db, shopper?.id ?? null, request.query.layout_id, app.clock(), request.locale));
    },
  );

  app.put(
    '/coupons/collect/:id',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'Collect a coupon (idempotent): refused outside its window, for another tier, or when none are left',
        params: couponParams,
        response: { 200: envelopeOf(coupon) },
      },
    },
    async (request) => ok(await collectCoupon(app.db, guardedCustomer(request).id, request.params.id, app.clock(), request.locale)),
  );

  app.post(
    '/coupons/shopping-cart',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: "My cart's selected lines priced with these coupons: applied and refused coupons (with the error) and the totals",
        body: couponCartBody,
        response: { 200: envelopeOf(couponCartPricing) },
      },
    },
    async (request) =>
      ok(
        await priceCartWithCoupons(
          app.db,
          guardedCustomer(request).id,
          request.body.coupon_ids,
          settings.delivery,
          app.clock(),
          request.locale,
        ),
      ),
  );

  app.post(
    '/coupons/best',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'The coupon I hold or may collect that saves the most on my order (cart or "buy now", chosen coupons, cashback spent)',
        description:
          'Priced by the same engine and input as POST coupons/shopping-cart and checkout/preview: using the suggestion (in place ' +
          'of my chosen coupon of its type, `replaces`) lowers their total by exactly `saving`. It only suggests: nothing is chosen.',
        body: bestCouponBody,
        response: { 200: envelopeOf(bestCouponAnswer) },
      },
    },
    async (request) =>
      ok(await bestCouponFor(app.db, guardedCustomer(request).id, request.body, settings.delivery, app.clock(), request.locale)),
  );

  app.get(
    '/products/:slug/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons on offer now that apply to this product; with a member token, whether each is collected',
        params: slugParams,
        response: { 200: envelopeOf(z.array(coupon)) },
      },
    },
    async (request) => {
      const shopper = await currentCustomer(request);
      return ok(await productCoupons(app.db, shopper?.id ?? null, request.params.slug, app.clock(), request.locale));
    },
  );

  app.get(
    '/users/me/my-coupon',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'My coupons: available, used or expired',
        querystring: myCouponQuery,
        response: { 200: envelopeOf(myCouponPage) },
      },
    },
    async (request) => ok(await myCoupons(app.db, guardedCustomer(request).id, request.query, app.clock(), request.locale)),
  );

  app.get(
    '/users/me/my-coupon/count',
    {
      ...member,
      schema: {
        tags,
        security,
        summary: 'How many of my coupons are available, used and expired',
        response: { 200: envelopeOf(myCouponCount) },
      },
    },
    async (request) => ok(await countMyCoupons(app.db, guardedCustomer(request).id, app.clock())),
  );
};

import {
  adminCoupon as adminCouponSchema,
  adminCouponsPage,
  adminFlashSale as adminFlashSaleSchema,
  adminFlashSalesPage,
  adminPromotion as adminPromotionSchema,
  adminPromotionParams,
  adminPromotionsPage,
  adminPromotionsQuery,
  couponCreateBody,
  couponEditBody,
  flashSaleCreateBody,
  flashSaleEditBody,
  promotionCreateBody,
  promotionEditBody,
  rulePreview,
  sampleCartBody,
  sampleCartPrice,
} from '@talad/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { auditOf } from '../audit/index.ts';
import { promotionBook, type DeliveryTerms } from '../cart/index.ts';
import type { Author } from './common.ts';
import { adminCoupon, createCoupon, editCoupon, endCoupon, listCoupons } from './coupons.ts';
import { adminFlashSale, createFlashSale, editFlashSale, endFlashSale, listFlashSales } from './flash-sales.ts';
import { couponPreview, flashSalePreview, promotionPreview } from './preview.ts';
import { adminPromotion, createPromotion, editPromotion, endPromotion, listPromotions } from './promotions.ts';
import { priceSampleCart } from './sample-cart.ts';

/**
 * Promotions (the 7 kinds), coupons and flash sale slots in the back office (issue #27, decision 0050): listed by
 * status, created, edited and ended. Every change is audited in its transaction; after it commits the catalogue's
 * caches empty on every API process, the pricing engine's promotion book with them, so the next cart prices with it.
 */
export const promotionAdminRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryTerms }> = async (app, settings) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  // The engine's promotions are kept a minute per process: forgotten with the catalogue's caches (announced to every
  // process with Redis), not only on the process that made the change.
  app.catalogueCaches.add({ clear: () => promotionBook.forget(app.db) });
  const changed = <T>(answer: T): T => {
    app.catalogueCaches.clear();
    return answer;
  };
  const authorOf = (request: FastifyRequest): Author => ({ ...auditOf(request), now: app.clock() });
  const read = { permission: 'catalog.read' } as const;
  const write = { permission: 'promotions.write' } as const;
  const params = adminPromotionParams;
  const querystring = adminPromotionsQuery;

  app.get(
    '/admin/promotions',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Promotions newest first, by status (scheduled, running, ended)',
        querystring,
        response: { 200: envelopeOf(adminPromotionsPage) },
      },
    },
    async (request) => ok(await listPromotions(app.db, request.query, app.clock())),
  );
  app.get(
    '/admin/promotions/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'One promotion with its rules and products',
        params,
        response: { 200: envelopeOf(adminPromotionSchema) },
      },
    },
    async (request) => ok(await adminPromotion(app.db, request.params.id, app.clock())),
  );
  app.post(
    '/admin/promotions',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a promotion of one of the 7 kinds {kind, rules, slug, title, description, starts_at, ends_at, product_codes}',
        body: promotionCreateBody,
        response: { 200: envelopeOf(adminPromotionSchema) },
      },
    },
    async (request) => ok(changed(await createPromotion(app.db, request.body, authorOf(request)))),
  );
  app.patch(
    '/admin/promotions/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          'Edit a promotion not ended (409 PROMO_ENDED; a running one keeps its start, 409 PROMO_STARTED); orders placed keep their prices',
        params,
        body: promotionEditBody,
        response: { 200: envelopeOf(adminPromotionSchema) },
      },
    },
    async (request) => ok(changed(await editPromotion(app.db, request.params.id, request.body, authorOf(request)))),
  );
  app.post(
    '/admin/promotions/:id/end',
    {
      config: write,
      schema: { tags, security, summary: 'End a promotion now', params, response: { 200: envelopeOf(adminPromotionSchema) } },
    },
    async (request) => ok(changed(await endPromotion(app.db, request.params.id, authorOf(request)))),
  );

  app.get(
    '/admin/coupons',
    {
      config: read,
      schema: { tags, security, summary: 'Coupons newest first, by status', querystring, response: { 200: envelopeOf(adminCouponsPage) } },
    },
    async (request) => ok(await listCoupons(app.db, request.query, app.clock())),
  );
  app.get(
    '/admin/coupons/:id',
    {
      config: read,
      schema: { tags, security, summary: 'One coupon with its terms and uses', params, response: { 200: envelopeOf(adminCouponSchema) } },
    },
    async (request) => ok(await adminCoupon(app.db, request.params.id, app.clock())),
  );
  app.post(
    '/admin/coupons',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a coupon of a type and one of its kinds',
        body: couponCreateBody,
        response: { 200: envelopeOf(adminCouponSchema) },
      },
    },
    async (request) => ok(changed(await createCoupon(app.db, request.body, authorOf(request)))),
  );
  app.patch(
    '/admin/coupons/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          'Edit a coupon not ended; its total limit never below its uses (409 PROMO_LIMIT_BELOW_USED); orders placed keep their discounts',
        params,
        body: couponEditBody,
        response: { 200: envelopeOf(adminCouponSchema) },
      },
    },
    async (request) => ok(changed(await editCoupon(app.db, request.params.id, request.body, authorOf(request)))),
  );
  app.post(
    '/admin/coupons/:id/end',
    { config: write, schema: { tags, security, summary: 'End a coupon now', params, response: { 200: envelopeOf(adminCouponSchema) } } },
    async (request) => ok(changed(await endCoupon(app.db, request.params.id, authorOf(request)))),
  );

  app.get(
    '/admin/flash-sales',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Flash sale slots newest first, by status',
        querystring,
        response: { 200: envelopeOf(adminFlashSalesPage) },
      },
    },
    async (request) => ok(await listFlashSales(app.db, request.query, app.clock(), request.locale)),
  );
  app.get(
    '/admin/flash-sales/:id',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'One flash sale slot with its products, quotas and sales',
        params,
        response: { 200: envelopeOf(adminFlashSaleSchema) },
      },
    },
    async (request) => ok(await adminFlashSale(app.db, request.params.id, app.clock(), request.locale)),
  );
  app.post(
    '/admin/flash-sales',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a flash sale slot {name, starts_at, ends_at, items: [{product_code, flash_price, quota, per_customer_limit}]}',
        body: flashSaleCreateBody,
        response: { 200: envelopeOf(adminFlashSaleSchema) },
      },
    },
    async (request) => ok(changed(await createFlashSale(app.db, request.body, authorOf(request), request.locale))),
  );
  app.patch(
    '/admin/flash-sales/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary:
          'Edit a slot not ended; quotas never below what sold (409 PROMO_LIMIT_BELOW_USED), a product that sold stays (409 PROMO_ITEM_SOLD)',
        params,
        body: flashSaleEditBody,
        response: { 200: envelopeOf(adminFlashSaleSchema) },
      },
    },
    async (request) => ok(changed(await editFlashSale(app.db, request.params.id, request.body, authorOf(request), request.locale))),
  );
  app.post(
    '/admin/flash-sales/:id/end',
    {
      config: write,
      schema: { tags, security, summary: 'End a flash sale slot now', params, response: { 200: envelopeOf(adminFlashSaleSchema) } },
    },
    async (request) => ok(changed(await endFlashSale(app.db, request.params.id, authorOf(request), request.locale))),
  );

  const previewSchema = (summary: string) => ({ tags, security, summary, params, response: { 200: envelopeOf(rulePreview) } });
  app.get(
    '/admin/promotions/:id/preview',
    { config: read, schema: previewSchema('The products a promotion touches, the rules overlapping it, its usage so far') },
    async (request) => ok(await promotionPreview(app.db, request.params.id, app.clock(), request.locale)),
  );
  app.get(
    '/admin/coupons/:id/preview',
    {
      config: read,
      schema: previewSchema('The products a coupon applies to, the coupons of its type competing with it, its claims and uses'),
    },
    async (request) => ok(await couponPreview(app.db, request.params.id, app.clock(), request.locale)),
  );
  app.get(
    '/admin/flash-sales/:id/preview',
    { config: read, schema: previewSchema('The products of a slot, the rules overlapping it, units sold, orders and discount given') },
    async (request) => ok(await flashSalePreview(app.db, request.params.id, app.clock(), request.locale)),
  );
  app.post(
    '/admin/sample-cart',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'What a hypothetical cart {items, coupon_ids?, tier?, at?} would pay, priced by the shop’s own engine at that moment',
        body: sampleCartBody,
        response: { 200: envelopeOf(sampleCartPrice) },
      },
    },
    async (request) => ok(await priceSampleCart(app.db, request.body, settings.delivery, app.clock(), request.locale)),
  );
};

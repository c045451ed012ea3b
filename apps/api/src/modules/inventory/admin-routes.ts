import {
  adminHistoryQuery,
  adminProductCodeParams,
  adminProductDetail,
  adminProductsPage,
  adminProductsQuery,
  adminVariantParams,
  idempotencyHeaders,
  priceChangePage,
  scheduledPriceChange,
  scheduledPriceList,
  scheduledPriceParams,
  schedulePriceBody,
  stockAdjustmentBody,
  stockAdjustmentPage,
  stockAdjustmentResult,
  variantPriceBody,
  variantPrices,
} from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { auditOf } from '../audit/index.ts';
import { priceHistory, setPrices } from './prices.ts';
import { adminProduct, adminProducts } from './products.ts';
import { cancelScheduledPrice, schedulePrice, scheduledPrices } from './scheduled-prices.ts';
import { adjustStock, stockHistory } from './stock.ts';

/** Prices and stock in the back office (issue #27, decision 0047). Every change empties the catalogue's caches after it commits. */
export const inventoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  // After the commit: every API process (Redis) stops answering listings and product pages from memory, and the web
  // servers drop their kept pages (decision 0026), so shoppers see the change within seconds.
  const changed = () => app.catalogueCaches.clear();

  app.get(
    '/admin/products',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'Products, newest first; q finds a name, a product code or a whole SKU (keyset pages, approximate total)',
        querystring: adminProductsQuery,
        response: { 200: envelopeOf(adminProductsPage) },
      },
    },
    async (request) => ok(await adminProducts(app.db, request.query, request.locale)),
  );

  app.get(
    '/admin/products/:code',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'One product with its variants: prices, stock and pending scheduled price changes',
        params: adminProductCodeParams,
        response: { 200: envelopeOf(adminProductDetail) },
      },
    },
    async (request) => ok(await adminProduct(app.db, request.params.code, request.locale)),
  );

  app.patch(
    '/admin/variants/:id',
    {
      config: { permission: 'prices.write' },
      schema: {
        tags,
        security,
        summary:
          'Change a variant’s list price and/or special price in satang (special_price null removes it); 422 PRICE_NOT_POSITIVE, ' +
          'SPECIAL_PRICE_NOT_BELOW_PRICE. Orders already placed keep their prices',
        params: adminVariantParams,
        body: variantPriceBody,
        response: { 200: envelopeOf(variantPrices) },
      },
    },
    async (request) => {
      const { actor, context } = auditOf(request);
      const answer = await setPrices(app.db, request.params.id, request.body, {
        actor,
        context,
        source: 'manual',
        staff: { id: actor.id, label: actor.label },
      });
      changed();
      return ok(answer);
    },
  );

  app.get(
    '/admin/variants/:id/price-changes',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'A variant’s price history, newest first: who, when, before and after, manual or scheduled (keyset pages)',
        params: adminVariantParams,
        querystring: adminHistoryQuery,
        response: { 200: envelopeOf(priceChangePage) },
      },
    },
    async (request) => ok(await priceHistory(app.db, request.params.id, request.query)),
  );

  app.get(
    '/admin/variants/:id/scheduled-prices',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'A variant’s scheduled price changes (pending, applied, cancelled, failed) by time',
        params: adminVariantParams,
        response: { 200: envelopeOf(scheduledPriceList) },
      },
    },
    async (request) => ok(await scheduledPrices(app.db, request.params.id)),
  );

  app.post(
    '/admin/variants/:id/scheduled-prices',
    {
      config: { permission: 'prices.write' },
      schema: {
        tags,
        security,
        summary: 'Schedule a price change {price?, special_price?, run_at} (ISO time with offset; the admin sends Bangkok time)',
        params: adminVariantParams,
        body: schedulePriceBody,
        response: { 200: envelopeOf(scheduledPriceChange) },
      },
    },
    async (request) => {
      const scheduled = await schedulePrice(app.db, request.params.id, request.body, auditOf(request), app.clock());
      // Its time is a moment this process's timer meets, waking the job runner then (decision 0057).
      app.scheduledMoments.replan();
      return ok(scheduled);
    },
  );

  app.post(
    '/admin/scheduled-prices/:id/cancel',
    {
      config: { permission: 'prices.write' },
      schema: {
        tags,
        security,
        summary: 'Cancel a pending scheduled price change (409 PRICE_CHANGE_NOT_PENDING once applied or cancelled)',
        params: scheduledPriceParams,
        response: { 200: envelopeOf(scheduledPriceChange) },
      },
    },
    async (request) => ok(await cancelScheduledPrice(app.db, request.params.id, auditOf(request))),
  );

  app.post(
    '/admin/variants/:id/stock-adjustments',
    {
      config: { permission: 'stock.adjust' },
      schema: {
        tags,
        security,
        summary:
          'Adjust stock {delta, reason, note?} or count it {count, reason: "count"} (Idempotency-Key required); 409 ' +
          'STOCK_BELOW_TAKEN when it would leave less than orders have taken',
        headers: idempotencyHeaders,
        params: adminVariantParams,
        body: stockAdjustmentBody,
        response: { 200: envelopeOf(stockAdjustmentResult) },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { replayed, ...answer } = await adjustStock(app.db, request.params.id, request.body, key, auditOf(request));
      if (replayed) reply.header('idempotent-replayed', 'true');
      else changed();
      return ok(answer);
    },
  );

  app.get(
    '/admin/variants/:id/stock-adjustments',
    {
      config: { permission: 'catalog.read' },
      schema: {
        tags,
        security,
        summary: 'A variant’s stock adjustments, newest first: delta, level after, reason, note, who, when (keyset pages)',
        params: adminVariantParams,
        querystring: adminHistoryQuery,
        response: { 200: envelopeOf(stockAdjustmentPage) },
      },
    },
    async (request) => ok(await stockHistory(app.db, request.params.id, request.query)),
  );
};

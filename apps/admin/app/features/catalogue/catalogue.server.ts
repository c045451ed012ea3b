import {
  adminProductCodeParams,
  adminProductsQuery,
  adminVariantParams,
  keysetCursor,
  scheduledPriceParams,
  stockAdjustmentBody,
  variantDetailsBody,
  type AdminProductDetail,
  type AdminProductsPage,
  type PriceChangePage,
  type ProductEditForm,
  type ScheduledPriceChange,
  type StockAdjustmentPage,
  type StockAdjustmentResult,
  type VariantPricesResult,
} from '@talad/contract';
import { httpStatusOf } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';
import { bangkokInstant, satangOf } from './baht.ts';

/** The product list's filters as the address holds them: q, state, cursor (checked by the contract's query). */
export function productQueryOf(search: URLSearchParams) {
  const asked = {
    q: search.get('q')?.trim() || undefined,
    state: search.get('state') || undefined,
    cursor: search.get('cursor') || undefined,
  };
  const query = adminProductsQuery.safeParse(asked);
  const shown = { q: asked.q ?? '', state: query.success ? (query.data.state ?? '') : '' };
  return query.success ? { shown, query: { q: query.data.q, state: query.data.state, cursor: query.data.cursor } } : { shown, query: null };
}

/** The catalogue screens' calls (issue #27): products by name, code or SKU and state; a variant's prices, stock and histories. */
export async function loadProductPage(api: AdminClient, search: URLSearchParams) {
  const { shown, query } = productQueryOf(search);
  if (!query) return { ...shown, page: null, problem: 'catalogue.badQuery', message: null };
  const answer = await api.request<AdminProductsPage>('GET', 'admin/products', { query });
  if (!answer.is_success || !answer.data) return { ...shown, page: null, problem: null, message: answer.message };
  return { ...shown, page: answer.data, problem: null, message: null };
}

/** GET admin/products/{code}, or null when there is no such product (a 404 page). */
export async function loadProduct(api: AdminClient, code: string | undefined): Promise<AdminProductDetail | null> {
  const params = adminProductCodeParams.safeParse({ code });
  if (!params.success) return null;
  const answer = await api.request<AdminProductDetail>('GET', `admin/products/${params.data.code}`);
  if (answer.is_success && answer.data) return answer.data;
  if (httpStatusOf(answer.status_code) === 404) return null;
  throw new Response(answer.message, { status: 503 });
}

/** One variant of its product, with its price history, scheduled changes and stock history (each its own page). */
export async function loadVariant(api: AdminClient, code: string | undefined, id: string | undefined, search: URLSearchParams) {
  const params = adminVariantParams.safeParse({ id });
  const product = params.success ? await loadProduct(api, code) : null;
  const variant = product?.variants.find((entry) => params.success && entry.id === params.data.id);
  if (!product || !variant) return null;
  const cursorOf = (name: string) => {
    const parsed = keysetCursor.safeParse(search.get(name));
    return parsed.success ? parsed.data : undefined;
  };
  const base = `admin/variants/${variant.id}`;
  const [prices, scheduled, stock] = await Promise.all([
    api.request<PriceChangePage>('GET', `${base}/price-changes`, { query: { cursor: cursorOf('price_cursor'), size: 10 } }),
    api.request<{ items: ScheduledPriceChange[] }>('GET', `${base}/scheduled-prices`),
    api.request<StockAdjustmentPage>('GET', `${base}/stock-adjustments`, { query: { cursor: cursorOf('cursor'), size: 20 } }),
  ]);
  if (!prices.data || !scheduled.data || !stock.data) throw new Response(prices.message, { status: 503 });
  return { product, variant, prices: prices.data, scheduled: scheduled.data.items, stock: stock.data };
}

/** A variant's SKU, barcode and weight as its product's form has them (catalog.write edits them). */
export async function loadVariantDetails(api: AdminClient, code: string, id: number) {
  const answer = await api.request<ProductEditForm>('GET', `admin/products/${code}/edit`);
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  const variant = answer.data.variants.find((entry) => entry.id === id);
  return variant ? { sku: variant.sku, barcode: variant.barcode, weight_grams: variant.weight_grams } : null;
}

/** The details form's fields: empty barcode or weight removes it. */
function detailsOf(form: FormData) {
  const field = (name: string) => String(form.get(name) ?? '').trim();
  return variantDetailsBody.safeParse({
    sku: field('sku'),
    barcode: field('barcode') || null,
    weight_grams: field('weight') ? Number(field('weight')) : null,
  });
}

export type VariantAnswer = { intent: string; ok: true } | { intent: string; ok: false; message: string };

/** A price field of the form: left empty, unchanged (undefined); "none" for the special price removes it (null). */
function priceField(form: FormData, name: string): number | null | undefined | 'invalid' {
  const text = String(form.get(name) ?? '').trim();
  if (text === '') return form.get(`${name}_clear`) === 'on' ? null : undefined;
  return satangOf(text) ?? 'invalid';
}

function pricesOf(form: FormData) {
  const price = priceField(form, 'price');
  const special = priceField(form, 'special_price');
  if (price === 'invalid' || special === 'invalid' || price === null) return null;
  return { ...(price === undefined ? {} : { price }), ...(special === undefined ? {} : { special_price: special }) };
}

/**
 * The variant screen's forms, by intent: its details (SKU, barcode, weight), prices now, a scheduled change (Bangkok
 * time), its cancellation, a stock adjustment or a count (with the form's Idempotency-Key: a double press answers the first adjustment).
 */
export async function variantAction(api: AdminClient, variantId: number, form: FormData, invalid: string): Promise<VariantAnswer> {
  const intent = String(form.get('intent') ?? '');
  const refused = { intent, ok: false as const, message: invalid };
  const base = `admin/variants/${variantId}`;
  const call = (() => {
    switch (intent) {
      case 'price': {
        const body = pricesOf(form);
        return body ? api.request<VariantPricesResult>('PATCH', base, { body }) : null;
      }
      case 'schedule': {
        const body = pricesOf(form);
        const runAt = bangkokInstant(String(form.get('run_at') ?? ''));
        return body && runAt
          ? api.request<ScheduledPriceChange>('POST', `${base}/scheduled-prices`, { body: { ...body, run_at: runAt } })
          : null;
      }
      case 'details': {
        const body = detailsOf(form);
        return body.success ? api.request<unknown>('PATCH', `${base}/details`, { body: body.data }) : null;
      }
      case 'cancel-schedule': {
        const params = scheduledPriceParams.safeParse({ id: form.get('scheduled_id') });
        return params.success
          ? api.request<ScheduledPriceChange>('POST', `admin/scheduled-prices/${params.data.id}/cancel`, { body: {} })
          : null;
      }
      case 'stock':
      case 'count': {
        const units = Number(String(form.get('units') ?? '').trim() || Number.NaN);
        const note = String(form.get('note') ?? '').trim();
        const body = stockAdjustmentBody.safeParse(
          intent === 'count'
            ? { count: units, reason: 'count', ...(note ? { note } : {}) }
            : { delta: units, reason: form.get('reason'), ...(note ? { note } : {}) },
        );
        const key = String(form.get('key') ?? '');
        if (!body.success || !/^[A-Za-z0-9-]{16,64}$/.test(key)) return null;
        return api.request<StockAdjustmentResult>('POST', `${base}/stock-adjustments`, {
          body: body.data,
          headers: { 'Idempotency-Key': key },
        });
      }
      default:
        return null;
    }
  })();
  if (!call) return refused;
  const answer = await call;
  return answer.is_success ? { intent, ok: true } : { intent, ok: false, message: answer.message };
}

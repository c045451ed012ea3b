import { productDetail, productListing, type FlashSales } from '@talad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envelopeOf } from '../../platform/envelope.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/**
 * The listing and the product detail are sent as prepared bytes, past the response serializer (see
 * prepared-answer.ts), so nothing else holds their real answers to the contract. Parsing strips keys a schema
 * does not list, so an answer equal to its parse has every field declared and every value in range.
 */
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

async function answerOf<T extends z.ZodType>(url: string, data: T, language: 'th' | 'en' = 'th') {
  const response = await call(shop.app, 'GET', url, { language });
  expect(response.statusCode, url).toBe(200);
  const body: unknown = response.json();
  expect(envelopeOf(data).parse(body), url).toEqual(body);
  return (body as { data: z.output<T> }).data;
}

describe('prepared answers match the contract', () => {
  it('GET /catalog/products: every page of the catalogue, a category with its facets, filtered results', async () => {
    const first = await answerOf('/catalog/products?size=100', productListing);
    for (let page = 2; page <= first.total_pages; page++) await answerOf(`/catalog/products?size=100&page=${page}`, productListing);
    const category = await answerOf('/catalog/products?category=mobile-tablet&sort=price_low_to_high', productListing, 'en');
    expect(category.category?.slug).toBe('mobile-tablet');
    await answerOf('/catalog/products?category=iphone&Color=black&hasStock=true', productListing);
  });

  it('GET /products/{slug}: the first hundred products and every product of the running flash sale', async () => {
    const listing = await answerOf('/catalog/products?size=100', productListing);
    const sales = (await call(shop.app, 'GET', '/flash-sales')).json().data as FlashSales;
    const onSale = sales.running?.items.map((item) => item.product.slug) ?? [];
    expect(onSale.length).toBeGreaterThan(0);
    const details = [];
    for (const slug of new Set([...listing.items.map((card) => card.slug), ...onSale]))
      details.push(await answerOf(`/products/${slug}`, productDetail));
    expect(details.some((detail) => detail.flash_sale !== null)).toBe(true);
    expect(details.some((detail) => detail.installment_plans.length > 0)).toBe(true);
    expect(details.some((detail) => detail.media.some((item) => item.kind === 'VIDEO'))).toBe(true);
  });
});

import type { SessionRecord } from '@talad/domain';
import {
  createAddress,
  createApiClient,
  createMemorySessionStore,
  getDistricts,
  getProduct,
  getProductListing,
  getProvinces,
  getRatingSummary,
  getSubDistricts,
  type ApiClient,
  type ProductDetail,
  type ProductVariant,
} from '@talad/sdk';
import { expect, type Page } from '@playwright/test';
import { API_ORIGIN } from './shop.ts';

/** The API as one shopper: signed like the shop, with that shopper's session. */
export function apiAs(session: SessionRecord): ApiClient {
  return createApiClient({
    baseUrl: API_ORIGIN,
    appId: 'talad-web',
    appKey: 'talad-local-app-key',
    session: createMemorySessionStore(session),
  });
}

export interface Buyable {
  slug: string;
  name: string;
  /** The variant the product page opens on (the cheapest in stock, features/product/variant-choice.ts). */
  variant: ProductVariant;
}

const paid = (variant: ProductVariant) => variant.special_price ?? variant.price;

/** The variant a product page chooses first: the cheapest one in stock. */
function openingVariant(product: ProductDetail): ProductVariant | undefined {
  return product.variants.filter((variant) => variant.stock > 0).sort((a, b) => paid(a) - paid(b))[0];
}

/**
 * Inexpensive products of a category (beauty unless told) in stock, outside any flash sale, payable on delivery and open to coupons, deliverable home (or,
 * with `pickupOnly`, only to be picked up at a 7-Eleven: flag AT_7-ELEVEN), whose opening variant has between `minStock` and `maxStock` units (worth at
 * most `maxValue` satang all together); `pick` tells parallel journeys apart (each project takes its own product, so that one journey's purchases never
 * change another's stock).
 */
export async function buyableProduct(
  pick: number,
  {
    category = 'beauty',
    pickupOnly = false,
    minStock = 1,
    maxStock = 99,
    maxValue = Infinity,
    // The dearest first gives other journeys (e2e/tests/checkout.spec.ts) products the cheapest-first ones never reach.
    sort = 'price_low_to_high' as 'price_low_to_high' | 'price_high_to_low',
    // At least this many written reviews already (the seed's): the reviews journey sorts among them.
    withReviews = 0,
  } = {},
): Promise<Buyable> {
  const listing = await getProductListing(apiForReading(), {
    category,
    hasStock: true,
    sort,
    size: 48,
    ...(pickupOnly ? { shipment: ['seven_eleven' as const] } : {}),
  });
  const found: Buyable[] = [];
  for (const card of listing.data?.items ?? []) {
    const product = (await getProduct(apiForReading(), card.slug)).data;
    const badges = product?.badges.map((badge) => badge.code) ?? [];
    const storeOnly = product?.flags.includes('AT_7-ELEVEN') || badges.includes('SEVEN_ELEVEN_ONLY');
    // Cash on delivery and coupons must be open to it, and home delivery too unless a pickup-only product is wanted.
    const plain =
      product && !product.flash_sale && storeOnly === pickupOnly && !badges.some((code) => ['NO_COD', 'NOT_IN_PROMOTION'].includes(code));
    const variant = product && plain ? openingVariant(product) : undefined;
    const fits =
      variant &&
      variant.stock >= minStock &&
      variant.stock <= maxStock &&
      variant.stock * paid(variant) <= maxValue &&
      (withReviews === 0 || ((await getRatingSummary(apiForReading(), card.product_id)).data?.total ?? 0) >= withReviews);
    if (product && variant && fits) found.push({ slug: product.slug, name: product.name, variant });
    if (found.length > pick) return found[pick]!;
  }
  throw new Error(`fewer than ${pick + 1} ${category} products with ${minStock}–${maxStock} units in stock`);
}

let reader: ApiClient | null = null;
export function apiForReading(): ApiClient {
  reader ??= createApiClient({
    baseUrl: API_ORIGIN,
    appId: 'talad-web',
    appKey: 'talad-local-app-key',
    session: createMemorySessionStore(),
    guestLoginFirst: true,
  });
  return reader;
}

/** Lumphini, Pathum Wan, Bangkok in the Thai master data: where the journeys' members live and their companies sit. */
async function lumphini(api: ApiClient) {
  const province = (await getProvinces(api)).data?.find((item) => item.name_th === 'กรุงเทพมหานคร');
  const district = province && (await getDistricts(api, province.id)).data?.find((item) => item.name_th === 'ปทุมวัน');
  const subDistrict = district && (await getSubDistricts(api, province.id, district.id)).data?.find((item) => item.name_th === 'ลุมพินี');
  if (!province || !district || !subDistrict) throw new Error('the Thai master data has no Lumphini');
  return { province_id: province.id, district_id: district.id, sub_district_id: subDistrict.id, postal_code: subDistrict.postal_code };
}

/** A shipping address in Lumphini, Pathum Wan, Bangkok for the member, through the API; answers its id. */
export async function saveHomeAddress(api: ApiClient): Promise<string> {
  const saved = await createAddress(api, {
    kind: 'AddressShipping',
    type: 'home',
    firstname: 'สมปอง',
    lastname: 'ซื้อหมด',
    phone: '0891234567',
    address_line: '99 ถนนวิทยุ',
    ...(await lumphini(api)),
    is_default: true,
  });
  expect(saved.is_success, saved.message).toBe(true);
  return saved.data!.id;
}

export interface Company {
  name: string;
  taxId: string;
  branchCode: string;
  branchName: string;
}

/** A company's tax-invoice address (juristic: tax id and a branch) for the member, through the API. */
export async function saveCompanyTaxInvoice(api: ApiClient, company: Company): Promise<void> {
  const saved = await createAddress(api, {
    kind: 'AddressInvoice',
    billing_type: 'juristic',
    company_name: company.name,
    tax_id: company.taxId,
    branch_code: company.branchCode,
    branch_name: company.branchName,
    phone: '0812345678',
    address_line: '88 อาคารสาทรธานี ถนนสาทรเหนือ',
    ...(await lumphini(api)),
    is_default: true,
  });
  expect(saved.is_success, saved.message).toBe(true);
}

/** The header's cart link, named with the units in it ("รถเข็นสินค้า มี 2 ชิ้น" / "Cart, 2 items"). */
export function cartBadge(page: Page) {
  return page.getByTestId('cart-badge');
}

/** One line of /shopping-cart, found by the product's name. */
export function cartLine(page: Page, name: string) {
  return page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name }) });
}

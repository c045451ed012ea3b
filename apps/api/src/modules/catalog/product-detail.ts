import type { FlashSaleOffer, InstallmentPlan, ProductDetail, ProductOption, ProductVariant } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  flashSaleItems,
  flashSales,
  installmentPlans,
  productMedia,
  products,
  productVariants,
  promotionProducts,
  promotions,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { productImage, toCard } from './cards.ts';
import { deliveryEstimate } from './delivery.ts';
import { breadcrumbOf, lookups, type Lookups } from './lookups.ts';

const BANK_NAMES: Record<string, { th: string; en: string }> = {
  SCB: { th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank' },
  KRUNGTHAI: { th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank' },
  KRUNGSRI: { th: 'ธนาคารกรุงศรีอยุธยา', en: 'Krungsri (Bank of Ayudhya)' },
  BANGKOK: { th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank' },
  KBANK: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
  LOTUS: { th: 'บัตรโลตัส', en: "Lotus's card" },
  BIGC: { th: 'บัตรบิ๊กซี', en: 'Big C card' },
  PAYANDPOST: { th: 'เพย์แอนด์โพสต์', en: 'Pay & Post' },
  ZENPAY: { th: 'เซ็นเพย์', en: 'ZenPay' },
  MSTATION: { th: 'เอ็มสเตชั่น', en: 'mStation' },
};

/** Monthly amount, satang rounded up: flat-rate interest as Thai card installments charge it. */
function monthlyAmount(amount: number, months: number, basisPoints: number): number {
  const interest = (amount * basisPoints * months) / (10_000 * 12);
  return Math.ceil((amount + interest) / months);
}

async function installmentOffers(db: Database, amount: number, eligible: boolean, locale: Locale): Promise<InstallmentPlan[]> {
  if (!eligible) return [];
  const plans = await db
    .select()
    .from(installmentPlans)
    .where(lte(installmentPlans.minAmount, amount))
    .orderBy(asc(installmentPlans.bank), asc(installmentPlans.months));
  return plans.map((plan) => ({
    bank: plan.bank,
    bank_name: pickText(BANK_NAMES[plan.bank] ?? { th: plan.bank }, locale),
    months: plan.months,
    interest_rate: plan.interestBasisPoints / 100,
    monthly_amount: monthlyAmount(amount, plan.months, plan.interestBasisPoints),
    min_amount: plan.minAmount,
  }));
}

/** Variant options are a jsonb column of option name → value; the shop writes only the domain's option names. */
type VariantOptions = ProductVariant['options'];

function optionsOf(variants: { options: Record<string, string> }[], table: Lookups, locale: Locale): ProductOption[] {
  const byName = new Map<ProductOption['name'], Set<string>>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.options) as [ProductOption['name'], string][])
      byName.set(name, (byName.get(name) ?? new Set()).add(value));
  }
  return [...byName].map(([name, values]) => ({
    name,
    values: [...values]
      .map((value) => ({ value, entry: table.optionLabel.get(`${name}:${value}`) }))
      .sort((a, b) => (a.entry?.position ?? 0) - (b.entry?.position ?? 0))
      .map(({ value, entry }) => ({ value, label: entry ? pickText(entry.label, locale) : value, swatch: entry?.swatch ?? null })),
  }));
}

async function runningFlashSale(db: Database, productId: number): Promise<FlashSaleOffer | null> {
  const [offer] = await db
    .select({
      flashSaleId: flashSales.id,
      endsAt: flashSales.endsAt,
      flashPrice: flashSaleItems.flashPrice,
      quota: flashSaleItems.quota,
      sold: flashSaleItems.sold,
      limit: flashSaleItems.perCustomerLimit,
    })
    .from(flashSaleItems)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleItems.flashSaleId))
    .where(and(eq(flashSaleItems.productId, productId), lte(flashSales.startsAt, sql`now()`), gt(flashSales.endsAt, sql`now()`)))
    .limit(1);
  if (!offer) return null;
  return {
    flash_sale_id: offer.flashSaleId,
    flash_price: offer.flashPrice,
    quota: offer.quota,
    sold: offer.sold,
    per_customer_limit: offer.limit,
    ends_at: offer.endsAt.toISOString(),
  };
}

const livePromotion = sql`(${promotions.startsAt} is null or ${promotions.startsAt} <= now()) and (${promotions.endsAt} is null or ${promotions.endsAt} > now())`;

/** Everything the product page shows, by slug; a withdrawn product answers as such, with nothing offered to buy it by. */
export async function productDetail(
  db: Database,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<{ internalId: number } & ProductDetail> {
  const [product] = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  const withdrawn = product.withdrawnAt !== null;
  // Everything else needs only the product's row: asked at once, one round trip's wait instead of two.
  const [table, variants, media, promotionRows, flashSale, installments] = await Promise.all([
    lookups(db),
    db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.position)),
    db.select().from(productMedia).where(eq(productMedia.productId, product.id)).orderBy(asc(productMedia.position)),
    withdrawn
      ? []
      : db
          .select()
          .from(promotions)
          .innerJoin(promotionProducts, eq(promotionProducts.promotionId, promotions.id))
          .where(and(eq(promotionProducts.productId, product.id), livePromotion))
          .orderBy(asc(promotions.position)),
    withdrawn ? null : runningFlashSale(db, product.id),
    installmentOffers(db, product.effectivePrice, !withdrawn && product.flags.includes('installments'), locale),
  ]);
  const category = table.categoryById.get(product.detailCategoryId ?? product.subCategoryId);
  return {
    internalId: product.id,
    ...toCard(product, table, locale),
    description: pickText(product.description, locale),
    highlights: locale === 'en' && product.highlights.en?.length ? product.highlights.en : product.highlights.th,
    breadcrumb: category ? breadcrumbOf(table, category, locale) : [],
    media: media.map((item) => ({ kind: item.kind, url: item.url, alt: pickText(item.alt, locale), color: item.colour })),
    options: optionsOf(variants, table, locale),
    variants: variants.map((variant) => ({
      variant_id: variant.id,
      sku: variant.sku,
      options: variant.options as VariantOptions,
      price: variant.price,
      special_price: variant.specialPrice,
      stock: variant.stock,
      image: productImage(product.code, variant.imageIndex),
    })),
    promotions: promotionRows.map(({ promotions: promotion }) => ({
      promotion_id: promotion.id,
      slug: promotion.slug,
      kind: promotion.kind,
      title: pickText(promotion.title, locale),
      description: pickText(promotion.description, locale),
      ends_at: promotion.endsAt?.toISOString() ?? null,
    })),
    installment_plans: installments,
    delivery: deliveryEstimate(now, product.deliveryMinDays, product.deliveryMaxDays, locale),
    flash_sale: flashSale,
    withdrawn,
  };
}

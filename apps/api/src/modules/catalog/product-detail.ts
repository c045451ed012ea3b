import type { FlashSaleOffer, InstallmentPlan, ProductDetail, ProductOption, ProductVariant } from '@talad/contract';
import { pickText, type Locale, type LocalizedText } from '@talad/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
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

/** An installment plan as the product's statement reads it (JSON: the columns' names as drizzle's keys). */
interface PlanRow {
  bank: InstallmentPlan['bank'];
  months: number;
  interestBasisPoints: number;
  minAmount: number;
}

function installmentOffers(plans: PlanRow[], amount: number, locale: Locale): InstallmentPlan[] {
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

/** The running flash sale's offer as the product's statement reads it (JSON: its end as text). */
interface FlashSaleRow {
  flashSaleId: number;
  endsAt: string;
  flashPrice: number;
  quota: number;
  sold: number;
  limit: number;
}

const flashSaleOffer = (offer: FlashSaleRow | null): FlashSaleOffer | null =>
  offer && {
    flash_sale_id: offer.flashSaleId,
    flash_price: offer.flashPrice,
    quota: offer.quota,
    sold: offer.sold,
    per_customer_limit: offer.limit,
    ends_at: new Date(offer.endsAt).toISOString(),
  };

const livePromotion = sql`(${promotions.startsAt} is null or ${promotions.startsAt} <= now()) and (${promotions.endsAt} is null or ${promotions.endsAt} > now())`;
const onSaleProduct = sql`${products.withdrawnAt} is null`;

/*
 * The JSON columns' parts are passed as nested SQL: drizzle writes the columns of a select's own sql field without their
 * table when the select reads one table, and these subqueries name columns of two or three tables.
 */
/** A JSON array of `object` over the rows of `rest` (from … where …) in `order`, empty when there is none. */
const jsonRows = <Row>(object: SQL, rest: SQL, order: SQL) =>
  sql<Row[]>`(select coalesce(json_agg(${object} order by ${order}), '[]'::json) ${rest})`;

/** `object` of the first row of `rest` (from … where …), null when there is none. */
const firstRow = <Row>(object: SQL, rest: SQL) => sql<Row | null>`(select ${object} ${rest} limit 1)`;

/**
 * The product page in ONE statement, built once (db/prepared.ts): the product's row with its variants, media, running
 * promotions, running flash sale and installment plans as JSON columns. Each was its own statement (six in all), and on
 * this machine a statement's sending costs the API more than the database's work for it (bench/README.md "Statements
 * are the cost"). A withdrawn product is offered by nothing: no promotion, flash sale or plan.
 */
const productBySlug = preparedStatement<{ slug: string }>()((db, value) =>
  db
    .select({
      product: products,
      variants: jsonRows<{
        id: number;
        sku: string;
        options: VariantOptions;
        price: number;
        specialPrice: number | null;
        stock: number;
        imageIndex: number;
      }>(
        sql`json_build_object('id', ${productVariants.id}, 'sku', ${productVariants.sku}, 'options', ${productVariants.options},
          'price', ${productVariants.price}, 'specialPrice', ${productVariants.specialPrice}, 'stock', ${productVariants.stock},
          'imageIndex', ${productVariants.imageIndex})`,
        sql`from ${productVariants} where ${productVariants.productId} = ${products.id}`,
        sql`${productVariants.position}`,
      ),
      media: jsonRows<{
        kind: ProductDetail['media'][number]['kind'];
        url: string;
        alt: LocalizedText;
        colour: string | null;
        poster: string | null;
      }>(
        sql`json_build_object('kind', ${productMedia.kind}, 'url', ${productMedia.url}, 'alt', ${productMedia.alt}, 'colour', ${productMedia.colour},
          'poster', ${productMedia.poster})`,
        sql`from ${productMedia} where ${productMedia.productId} = ${products.id}`,
        sql`${productMedia.position}`,
      ),
      promotions: jsonRows<{
        id: number;
        slug: string;
        kind: ProductDetail['promotions'][number]['kind'];
        title: LocalizedText;
        description: LocalizedText;
        endsAt: string | null;
      }>(
        sql`json_build_object('id', ${promotions.id}, 'slug', ${promotions.slug}, 'kind', ${promotions.kind}, 'title', ${promotions.title},
          'description', ${promotions.description}, 'endsAt', ${promotions.endsAt})`,
        sql`from ${promotions} join ${promotionProducts} on ${promotionProducts.promotionId} = ${promotions.id}
          where ${promotionProducts.productId} = ${products.id} and ${onSaleProduct} and ${livePromotion}`,
        sql`${promotions.position}`,
      ),
      flashSale: firstRow<FlashSaleRow>(
        sql`json_build_object('flashSaleId', ${flashSales.id}, 'endsAt', ${flashSales.endsAt}, 'flashPrice', ${flashSaleItems.flashPrice},
          'quota', ${flashSaleItems.quota}, 'sold', ${flashSaleItems.sold}, 'limit', ${flashSaleItems.perCustomerLimit})`,
        sql`from ${flashSaleItems} join ${flashSales} on ${flashSales.id} = ${flashSaleItems.flashSaleId}
          where ${flashSaleItems.productId} = ${products.id} and ${onSaleProduct} and ${flashSales.startsAt} <= now() and ${flashSales.endsAt} > now()`,
      ),
      installments: jsonRows<PlanRow>(
        sql`json_build_object('bank', ${installmentPlans.bank}, 'months', ${installmentPlans.months},
          'interestBasisPoints', ${installmentPlans.interestBasisPoints}, 'minAmount', ${installmentPlans.minAmount})`,
        sql`from ${installmentPlans} where ${installmentPlans.minAmount} <= ${products.effectivePrice} and ${onSaleProduct}
          and 'installments' = any(${products.flags})`,
        sql`${installmentPlans.bank}, ${installmentPlans.months}`,
      ),
    })
    .from(products)
    .where(eq(products.slug, value('slug')))
    .limit(1),
);

/**
 * A draft's page is shown only through a preview link (decision 0048): `preview` is the link's token, checked against
 * the product's code. Shown so, the draft reads as it will once published (not as withdrawn).
 */
export interface DraftPreview {
  token: string;
  opens: (token: string, code: string) => boolean;
}

/**
 * Everything the product page shows, by slug; a withdrawn product answers as such, with nothing offered to buy it by.
 * A draft is not there for shoppers (PRODUCT_NOT_FOUND), only for a valid preview link (else PRODUCT_PREVIEW_INVALID).
 */
export async function productDetail(
  db: Database,
  slug: string,
  locale: Locale,
  now = new Date(),
  preview?: DraftPreview,
): Promise<{ internalId: number } & ProductDetail> {
  const [read] = await productBySlug(db, { slug });
  if (!read) throw new AppError('PRODUCT_NOT_FOUND');
  const { product, variants, media } = read;
  const draft = product.publishedAt === null;
  if (draft && !preview) throw new AppError('PRODUCT_NOT_FOUND');
  if (draft && !preview?.opens(preview.token, product.code)) throw new AppError('PRODUCT_PREVIEW_INVALID');
  const withdrawn = !draft && product.withdrawnAt !== null;
  const table = await lookups(db);
  const category = table.categoryById.get(product.detailCategoryId ?? product.subCategoryId);
  return {
    internalId: product.id,
    ...toCard(product, table, locale),
    description: pickText(product.description, locale),
    highlights: locale === 'en' && product.highlights.en?.length ? product.highlights.en : product.highlights.th,
    breadcrumb: category ? breadcrumbOf(table, category, locale) : [],
    media: media.map((item) => ({
      kind: item.kind,
      url: item.url,
      alt: pickText(item.alt, locale),
      color: item.colour,
      poster: item.poster,
    })),
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
    promotions: read.promotions.map((promotion) => ({
      promotion_id: promotion.id,
      slug: promotion.slug,
      kind: promotion.kind,
      title: pickText(promotion.title, locale),
      description: pickText(promotion.description, locale),
      ends_at: promotion.endsAt === null ? null : new Date(promotion.endsAt).toISOString(),
    })),
    installment_plans: installmentOffers(read.installments, product.effectivePrice, locale),
    delivery: deliveryEstimate(now, product.deliveryMinDays, product.deliveryMaxDays, locale),
    flash_sale: flashSaleOffer(read.flashSale),
    withdrawn,
  };
}

import type { BilingualText, NewProductBody, OptionValueInput, ProductEditBody, VariantInput } from '@talad/contract';
import {
  deliveryDaysProblem,
  priceProblem,
  variantsProblem,
  type LocalizedText,
  type ProductOptionName,
  type VariantChoice,
} from '@talad/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { collectionProducts, optionValues, products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { sqlState } from '../../platform/database-errors.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { lookups, productSearchText, type Lookups } from '../catalog/index.ts';
import { recordAdjustment, refreshProductPrices, type Adjuster } from '../inventory/index.ts';
import { brandOf, collectionIdsOf, placementOf } from './references.ts';

/** Who makes a change: a staff member, named in the audit log and the stock history. */
export type Editor = Adjuster;

/** Thai and English as stored: English left out when not given (the shop falls back to Thai). */
export const stored = (text: BilingualText): LocalizedText => (text.en ? { th: text.th, en: text.en } : { th: text.th });

/** How the form's three switches are kept: a badge or a flag the checkout and the product page already read. */
const PICKUP_BADGE = 'SEVEN_ELEVEN_ONLY';
const NO_COD_BADGE = 'NO_COD';
const INSTALMENT_FLAG = 'installments';
/** A flag the seed gives to small goods 7-Eleven stores take; the checkout reads it as pickup-only too (storePickupOnly). */
const PICKUP_FLAG = 'AT_7-ELEVEN';
const DELIVERY_BADGES = ['DELIVERY_1_3_DAYS', 'DELIVERY_3_5_DAYS'];

/** The badges and flags after the switches and the delivery promise: every other one is kept as it was. */
export function markingsOf(
  current: { flags: string[]; badges: string[] },
  sale: { pickup_only: boolean; no_cod: boolean; installments: boolean; delivery_max_days: number },
) {
  const badges = current.badges.filter((badge) => badge !== PICKUP_BADGE && badge !== NO_COD_BADGE && !DELIVERY_BADGES.includes(badge));
  const flags = current.flags.filter((flag) => flag !== INSTALMENT_FLAG && (sale.pickup_only || flag !== PICKUP_FLAG));
  return {
    badges: [
      ...badges,
      ...(sale.pickup_only ? [PICKUP_BADGE] : []),
      ...(sale.no_cod ? [NO_COD_BADGE] : []),
      sale.delivery_max_days <= 3 ? 'DELIVERY_1_3_DAYS' : 'DELIVERY_3_5_DAYS',
    ],
    flags: [...flags, ...(sale.installments ? [INSTALMENT_FLAG] : [])],
  };
}

/** The switches as the form shows them, read back from the badges and flags. */
export function switchesOf(row: { flags: string[]; badges: string[] }) {
  return {
    pickup_only: row.badges.includes(PICKUP_BADGE) || row.flags.includes(PICKUP_FLAG),
    no_cod: row.badges.includes(NO_COD_BADGE),
    installments: row.flags.includes(INSTALMENT_FLAG),
  };
}

/** A slug from the English name (Thai when there is none): its Latin letters and digits, then the code's digits. */
function slugOf(name: LocalizedText, code: string): string {
  const words = (name.en || name.th)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
  return words ? `${words}-${code.slice(3)}` : `product-${code.slice(3)}`;
}

/** The rules every variant's prices follow, as PATCH admin/variants/{id} applies them (decision 0047). */
function refuseBadPrices(variants: readonly VariantInput[]) {
  variants.forEach((variant, index) => {
    const problem = priceProblem({ price: variant.price, special_price: variant.special_price ?? null });
    if (problem)
      throw new AppError(problem, {
        errors: [{ field: `variants.${index}.${problem.startsWith('SPECIAL') ? 'special_price' : 'price'}`, reason: problem }],
      });
  });
}

/** SKUs each once in what was sent, and none another variant already has. */
async function refuseTakenSkus(tx: Transaction, skus: readonly string[]) {
  const twice = skus.find((sku, index) => skus.indexOf(sku) !== index);
  if (twice) throw new AppError('PRODUCT_SKU_TAKEN', { errors: [{ field: 'sku', reason: twice }] });
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.sku, [...skus]));
  if (taken[0]) throw new AppError('PRODUCT_SKU_TAKEN', { errors: [{ field: 'sku', reason: taken[0].sku }] });
}

/** Two writers with the same SKU at once: the later one's insert meets the unique index. */
export async function skuTakenOnConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('PRODUCT_SKU_TAKEN', { cause: error });
    throw error;
  }
}

/**
 * Option values new to the shop get the labels given (option_values is the shop's one vocabulary, shared by every
 * product: a value it already knows keeps its labels). Returns whether any was added, so the caller reloads the lookups.
 */
export async function addOptionValues(tx: Transaction, values: readonly (OptionValueInput & { name: ProductOptionName })[]) {
  if (values.length === 0) return false;
  const added = await tx
    .insert(optionValues)
    .values(
      values.map((value) => ({
        option: value.name,
        value: value.value,
        label: stored(value.label),
        // After the values the shop has: a new value is listed last.
        position: sql<number>`(select coalesce(max(position), 0) + 1 from ${optionValues} where option = ${value.name})`,
      })),
    )
    .onConflictDoNothing()
    .returning({ value: optionValues.value });
  return added.length > 0;
}

/**
 * The variants' rows, their opening stock recorded as received (history row and audit entry each, as an adjustment),
 * then the product's listing figures: cheapest prices, stock total and option values.
 */
export async function insertVariants(
  tx: Transaction,
  product: { id: number; code: string },
  variants: readonly VariantInput[],
  firstPosition: number,
  by: Editor,
) {
  const rows = await tx
    .insert(productVariants)
    .values(
      variants.map((variant, index) => ({
        productId: product.id,
        sku: variant.sku,
        barcode: variant.barcode ?? null,
        weightGrams: variant.weight_grams ?? null,
        options: variant.options ?? {},
        price: variant.price,
        specialPrice: variant.special_price ?? null,
        stock: variant.stock ?? 0,
        position: firstPosition + index,
      })),
    )
    .returning({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stock });
  for (const row of rows.filter((variant) => variant.stock > 0))
    await recordAdjustment(
      tx,
      { variantId: row.id, sku: row.sku, delta: row.stock, stockBefore: 0, stockAfter: row.stock },
      { reason: 'received', delta: row.stock, note: 'opening stock' },
      `opening:${row.id}`,
      by,
    );
  await tx.execute(sql`
    update ${products} set
      stock = (select coalesce(sum(stock), 0) from ${productVariants} where product_id = ${product.id}),
      option_values = array(select distinct option.key || ':' || option.value from ${productVariants}, jsonb_each_text(options) as option
                            where product_id = ${product.id} order by 1)
    where id = ${product.id}`);
  await refreshProductPrices(tx, product.id);
  return rows;
}

/** Each variant's combination, for the rules: what its options name. */
const choices = (variants: readonly VariantInput[]) => variants.map((variant) => (variant.options ?? {}) as VariantChoice);

/**
 * The product's fields as its row keeps them, from the form's (the listing figures follow the variants). A draft's
 * search text stays empty until it is published (catalog's setWithdrawn writes it then).
 */
function rowFields(
  body: Omit<NewProductBody, 'options' | 'variants'>,
  table: Lookups,
  current: { flags: string[]; badges: string[]; publishedAt: Date | null },
) {
  const problem = deliveryDaysProblem({ min: body.delivery_min_days, max: body.delivery_max_days });
  if (problem) throw new AppError(problem, { errors: [{ field: 'delivery_min_days', reason: problem }] });
  const place = placementOf(table, body.category);
  const brand = brandOf(table, body.brand);
  const name = stored(body.name);
  const searched = { name, brandId: brand?.id ?? null, ...place };
  return {
    fields: {
      name,
      description: stored(body.description),
      brandId: brand?.id ?? null,
      mainCategoryId: place.mainCategoryId,
      subCategoryId: place.subCategoryId,
      detailCategoryId: place.detailCategoryId,
      deliveryMinDays: body.delivery_min_days,
      deliveryMaxDays: body.delivery_max_days,
      ...markingsOf(current, body),
      seoTitle: body.seo.title ? stored(body.seo.title) : null,
      seoDescription: body.seo.description ? stored(body.seo.description) : null,
      searchText: current.publishedAt === null ? '' : productSearchText(table, searched),
    },
    collectionIds: collectionIdsOf(table, body.collections),
  };
}

/** The product's collections become `ids`: left ones dropped, new ones joined at their end. */
async function setCollections(tx: Transaction, productId: number, ids: readonly number[]) {
  await tx
    .delete(collectionProducts)
    .where(
      and(eq(collectionProducts.productId, productId), ids.length ? sql`${collectionProducts.collectionId} not in ${ids}` : undefined),
    );
  for (const id of ids)
    await tx
      .insert(collectionProducts)
      .values({
        collectionId: id,
        productId,
        position: sql<number>`(select coalesce(max(position), 0) + 1 from ${collectionProducts} where collection_id = ${id})`,
      })
      .onConflictDoNothing();
}

/**
 * POST admin/products: a new product as a draft (off sale, seen by nobody but staff through a preview), with its
 * variants, their opening stock and its collections, and one audit entry (product.create) — one transaction. Its code
 * is PRD and 100000 + its id, as the seed numbers them.
 */
export async function createProduct(db: Database, body: NewProductBody, by: Editor, now: Date) {
  const table = await lookups(db);
  const created = await skuTakenOnConflict(() => db.transaction((tx) => createProductIn(tx, body, by, { now, table })));
  if (created.labelsAdded) lookups.forget(db);
  return created.code;
}

/**
 * The product made in the caller's transaction (an import's batch, decision 0058, makes each in a savepoint of its
 * own): the rules first, then the rows and the audit entry. `slug` is the import's handle (the product's address, as
 * the export writes it back); otherwise one is made from the name. The caller forgets the lookups if `labelsAdded`.
 */
export async function createProductIn(
  tx: Transaction,
  body: NewProductBody,
  by: Editor,
  made: { now: Date; table: Lookups; slug?: string },
) {
  const declared = body.options.map((option) => ({ name: option.name, values: option.values.map((value) => value.value) }));
  const problem = variantsProblem(declared, choices(body.variants));
  if (problem) throw new AppError(problem, { errors: [{ field: 'variants', reason: problem }] });
  refuseBadPrices(body.variants);
  const { fields, collectionIds } = rowFields(body, made.table, { flags: [], badges: [], publishedAt: null });
  await refuseTakenSkus(
    tx,
    body.variants.map((variant) => variant.sku),
  );
  const labelsAdded = await addOptionValues(
    tx,
    body.options.flatMap((option) => option.values.map((value) => ({ ...value, name: option.name }))),
  );
  // The id first, so the code (and the slug that ends with it) is written with the row.
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id`);
  const id = Number((drawn as unknown as { rows: { id: number }[] }).rows[0]?.id);
  const code = `PRD${100_000 + id}`;
  await tx.insert(products).values({
    id: id,
    code,
    slug: made.slug ?? slugOf(fields.name, code),
    ...fields,
    highlights: { th: [] },
    // Listing figures until the variants set them.
    price: body.variants[0]!.price,
    effectivePrice: body.variants[0]!.price,
    imageCount: 1,
    publishedAt: null,
    withdrawnAt: made.now,
  });
  await setCollections(tx, id, collectionIds);
  await insertVariants(tx, { id: id, code }, body.variants, 1, by);
  await recordAudit(tx, {
    actor: by.actor,
    context: by.context,
    action: 'product.create',
    entity: { type: 'product', id: code },
    after: {
      name: fields.name,
      category: body.category,
      brand: body.brand,
      variants: body.variants.map((variant) => ({
        sku: variant.sku,
        options: variant.options ?? {},
        price: variant.price,
        special_price: variant.special_price ?? null,
        stock: variant.stock ?? 0,
      })),
    },
  });
  return { code, labelsAdded };
}

/**
 * PATCH admin/products/{code}: the fields given replace the product's, the rest stay (the form sends what it shows).
 * One audit entry (product.edit) with the fields that changed, before and after; nothing changed writes none. A new
 * name, brand or category rewrites the search text, from which the trigger keeps the shop's words table.
 */
export async function editProduct(db: Database, code: string, edit: ProductEditBody, by: Editor) {
  const table = await lookups(db);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.code, code)).for('update');
    if (!row) throw new AppError('PRODUCT_NOT_FOUND');
    const current = await productForm(tx, row, table);
    const merged = { ...current, ...edit, seo: { ...current.seo, ...edit.seo } };
    const { fields, collectionIds } = rowFields(merged, table, row);
    const before = { ...current, collections: [...current.collections].sort() };
    const after = { ...merged, collections: [...new Set(merged.collections)].sort() };
    const changed = changedFields(before as Record<string, unknown>, after);
    if (Object.keys(changed.after).length === 0) return;
    await tx.update(products).set(fields).where(eq(products.id, row.id));
    if (edit.collections) await setCollections(tx, row.id, collectionIds);
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'product.edit',
      entity: { type: 'product', id: code },
      ...changed,
    });
  });
}

/** The product's editable fields as the form shows them (Thai and English), from its row. */
export async function productForm(db: Database | Transaction, row: typeof products.$inferSelect, table: Lookups) {
  const collectionRows = await db
    .select({ id: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(eq(collectionProducts.productId, row.id));
  const collectionSlugs = new Map([...table.collectionBySlug.values()].map((collection) => [collection.id, collection.slug]));
  const category = table.categoryById.get(row.detailCategoryId ?? row.subCategoryId);
  const bilingual = (text: LocalizedText) => ({ th: text.th, en: text.en ?? undefined });
  return {
    name: bilingual(row.name),
    description: bilingual(row.description),
    brand: row.brandId === null ? null : (table.brandById.get(row.brandId)?.slug ?? null),
    category: category?.slug ?? '',
    collections: collectionRows.map((collection) => collectionSlugs.get(collection.id) ?? '').filter(Boolean),
    delivery_min_days: row.deliveryMinDays,
    delivery_max_days: row.deliveryMaxDays,
    ...switchesOf(row),
    seo: {
      title: row.seoTitle ? bilingual(row.seoTitle) : null,
      description: row.seoDescription ? bilingual(row.seoDescription) : null,
    },
  };
}

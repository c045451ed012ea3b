import type { NewVariantBody, VariantDetailsBody } from '@talad/contract';
import { PRODUCT_OPTION_NAMES, variantsProblem, type DeclaredOption, type VariantChoice } from '@talad/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { lookups } from '../catalog/index.ts';
import { addOptionValues, insertVariants, skuTakenOnConflict, type Editor } from './product-writing.ts';

/**
 * The options a product's variants are made of, with every value they use and `more` added: a new variant names one
 * value of each of the same options, and may bring a value none had.
 */
function declaredOptions(variants: readonly VariantChoice[], more: VariantChoice): DeclaredOption[] {
  const names = PRODUCT_OPTION_NAMES.filter((name) => variants[0]?.[name] !== undefined);
  return names.map((name) => ({
    name,
    values: [...new Set([...variants, more].map((choice) => choice[name]).filter((value): value is string => value !== undefined))],
  }));
}

/**
 * POST admin/products/{code}/variants: one more variant, its opening stock received. A product on sale sells it at
 * once, so adding one there takes what changing a live price and stock takes (`mayPrice`: prices.write and
 * stock.adjust with the second factor); a draft's or a withdrawn product's variants are catalogue work. Audited as
 * variant.create (and variant.stock for its opening stock).
 */
export async function addVariant(db: Database, code: string, body: NewVariantBody, by: Editor & { mayPrice: boolean }) {
  const { option_labels: labels, ...variant } = body;
  const created = await skuTakenOnConflict(() =>
    db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id, publishedAt: products.publishedAt, withdrawnAt: products.withdrawnAt })
        .from(products)
        .where(eq(products.code, code))
        .for('update');
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      if (product.withdrawnAt === null && !by.mayPrice) throw new AppError('PRODUCT_LIVE_VARIANT_NEEDS_PRICES');
      const existing = await tx
        .select({ options: productVariants.options, position: productVariants.position })
        .from(productVariants)
        .where(eq(productVariants.productId, product.id));
      const choice = variant.options as VariantChoice;
      const all = [...existing.map((row) => row.options as VariantChoice), choice];
      // The product's options are its first variant's; one without options has one variant and takes no other.
      const problem = variantsProblem(declaredOptions(all, choice), all);
      if (problem) throw new AppError(problem, { errors: [{ field: 'options', reason: problem }] });
      const [taken] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, variant.sku));
      if (taken) throw new AppError('PRODUCT_SKU_TAKEN', { errors: [{ field: 'sku', reason: variant.sku }] });
      const labelsAdded = await addOptionValues(tx, labels);
      const position = Math.max(0, ...existing.map((row) => row.position)) + 1;
      const [row] = await insertVariants(tx, { id: product.id, code }, [variant], position, by);
      await recordAudit(tx, {
        actor: by.actor,
        context: by.context,
        action: 'variant.create',
        entity: { type: 'variant', id: variant.sku },
        after: {
          product: code,
          options: variant.options,
          price: variant.price,
          special_price: variant.special_price ?? null,
          stock: variant.stock,
          barcode: variant.barcode ?? null,
          weight_grams: variant.weight_grams ?? null,
        },
      });
      return { id: row!.id, labelsAdded };
    }),
  );
  if (created.labelsAdded) lookups.forget(db);
  return created.id;
}

/** PATCH admin/variants/{id}/details: SKU, barcode, weight; one audit entry (variant.edit) with what changed. */
export async function editVariantDetails(db: Database, variantId: number, edit: VariantDetailsBody, by: Editor) {
  return skuTakenOnConflict(() =>
    db.transaction(async (tx) => {
      const [variant] = await tx.select().from(productVariants).where(eq(productVariants.id, variantId)).for('update');
      if (!variant) throw new AppError('VARIANT_NOT_FOUND');
      if (edit.sku !== undefined) {
        const [taken] = await tx
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(and(eq(productVariants.sku, edit.sku), ne(productVariants.id, variantId)));
        if (taken) throw new AppError('PRODUCT_SKU_TAKEN', { errors: [{ field: 'sku', reason: edit.sku }] });
      }
      const before = { sku: variant.sku, barcode: variant.barcode, weight_grams: variant.weightGrams };
      const changed = changedFields(before, edit);
      if (Object.keys(changed.after).length > 0) {
        await tx
          .update(productVariants)
          .set({ sku: edit.sku, barcode: edit.barcode, weightGrams: edit.weight_grams })
          .where(eq(productVariants.id, variantId));
        await recordAudit(tx, {
          actor: by.actor,
          context: by.context,
          action: 'variant.edit',
          entity: { type: 'variant', id: variant.sku },
          ...changed,
        });
      }
      return { id: variant.id, ...before, ...edit, productId: variant.productId };
    }),
  );
}

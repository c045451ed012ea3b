import { Readable } from 'node:stream';
import { bahtCell, CATALOGUE_CSV_COLUMNS, inertCell, optionsCell, type CatalogueCsvColumn } from '@talad/domain';
import { stringify } from 'csv-stringify';
import { asc, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { lookups } from '../catalog/index.ts';
import { productCells, productColumns } from './check.ts';

/** Products read per query: their variants come in a second query, so memory holds one batch whatever the catalogue's size. */
const PRODUCT_BATCH = 500;

async function productsAfter(db: Database, afterId: number, size: number) {
  return db
    .select({
      id: products.id,
      ...productColumns,
    })
    .from(products)
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(size);
}

async function* catalogueRows(db: Database, size: number): AsyncGenerator<Record<CatalogueCsvColumn, string>> {
  const table = await lookups(db);
  let afterId = 0;
  for (;;) {
    const batch = await productsAfter(db, afterId, size);
    if (batch.length === 0) return;
    const variants = await db
      .select()
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          batch.map((product) => product.id),
        ),
      )
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
    const byId = new Map(batch.map((product) => [product.id, product]));
    for (const variant of variants) {
      const product = byId.get(variant.productId)!;
      const { handle, category, brand, delivery_min_days, delivery_max_days } = productCells(product, table);
      yield {
        sku: inertCell(variant.sku),
        product_code: product.code,
        handle,
        options: inertCell(optionsCell(variant.options)),
        name_th: inertCell(product.name.th),
        name_en: inertCell(product.name.en ?? ''),
        category,
        brand,
        delivery_min_days,
        delivery_max_days,
        price: bahtCell(variant.price),
        special_price: variant.specialPrice === null ? '' : bahtCell(variant.specialPrice),
        stock: String(variant.stock),
        status: product.withdrawnAt === null ? 'on_sale' : 'withdrawn',
      };
    }
    if (batch.length < size) return;
    afterId = batch.at(-1)!.id;
  }
}

/**
 * GET admin/catalogue/export.csv: every variant of every product (withdrawn ones too), by product then the variant's
 * position, streamed in keyset batches of products — UTF-8 with a byte-order mark so Excel reads Thai, quoted by
 * csv-stringify (commas, quotes, line breaks), text cells made inert against formulas.
 */
export function catalogueCsv(db: Database, batchSize = PRODUCT_BATCH): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...CATALOGUE_CSV_COLUMNS], record_delimiter: 'windows' });
  const rows = Readable.from(catalogueRows(db, batchSize));
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

import type { ErrorName } from '@talad/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/statements.ts';
import { AppError } from '../../platform/app-error.ts';
import { sqlState } from '../../platform/database-errors.ts';
import type { AuditContext, StaffActor } from '../audit/index.ts';
import { lookups, productSearchText } from '../catalog/index.ts';

/** Who makes a change, as the audit log names them (`auditOf(request)`). */
export interface Editor {
  actor: StaffActor;
  context?: AuditContext;
}

/** Thai and English as the admin shows them: English null when the shop falls back to Thai. */
export const both = (text: { th: string; en?: string | null | undefined }) => ({ th: text.th, en: text.en || null });

/** A text as the shop stores it: an English left empty is left out. */
export const stored = (text: { th: string; en?: string | undefined }) => (text.en ? { th: text.th, en: text.en } : { th: text.th });

/** The hidden mark asked for: kept as it was when it does not change, so the same request twice changes nothing. */
export const hiddenAtOf = (hidden: boolean | undefined, current: Date | null, now: Date) =>
  hidden === undefined ? current : hidden ? (current ?? now) : null;

/**
 * A write of the structure. One that may meet another row's slug names its entity's error (`taken`): the unique index
 * has the last word when two staff save at once. Whatever the write does, the catalogue lookups are read again after it: a transaction
 * that read them fresh (search texts) must not leave its own view in the process's cache, committed or not.
 */
export async function writing<T>(db: Database, write: () => Promise<T>, taken?: ErrorName): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (taken && sqlState(error) === '23505') throw new AppError(taken, { cause: error, errors: [{ field: 'slug', reason: 'taken' }] });
    throw error;
  } finally {
    lookups.forget(db);
  }
}

/** The slug is some other row's: refused before writing, with the field named. */
export async function refuseTakenSlug(tx: Transaction, table: PgTable, slug: string, id: number | null, taken: ErrorName) {
  const rows = rowsOf(await tx.execute(sql`select 1 from ${table} where slug = ${slug} and id is distinct from ${id} limit 1`));
  if (rows.length > 0) throw new AppError(taken, { errors: [{ field: 'slug', reason: slug }] });
}

/** The ids in their new order with `id` placed at `position` (1 first; past the end: last). */
export function placed(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((each) => each !== id);
  const at = Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Writes positions 1… in `order` to the rows of `table` whose `key` column holds them, only where one changed. */
export async function renumber(tx: Transaction, table: PgTable, key: SQL, order: readonly number[], within: SQL = sql`true`) {
  if (order.length === 0) return;
  const places = JSON.stringify(order.map((id, index) => ({ id, position: index + 1 })));
  await tx.execute(sql`update ${table} set position = placed.position
    from jsonb_to_recordset(${places}::jsonb) as placed(id int, position int)
    where ${key} = placed.id and ${within} and ${table}.position <> placed.position`);
}

/**
 * The search texts of the published products `which` selects, written again from the names as they now are (a brand
 * or category renamed or moved): the products_word_ids trigger keeps the shop's words from them. Reads the lookups in
 * the transaction, after its own change.
 */
export async function rewriteSearchTexts(db: Database, tx: Transaction, which: SQL) {
  lookups.forget(db);
  const table = await lookups(tx);
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      brandId: products.brandId,
      mainCategoryId: products.mainCategoryId,
      subCategoryId: products.subCategoryId,
      detailCategoryId: products.detailCategoryId,
    })
    .from(products)
    .where(sql`${which} and ${products.publishedAt} is not null`);
  if (rows.length === 0) return;
  const texts = JSON.stringify(rows.map((row) => ({ id: row.id, text: productSearchText(table, row) })));
  await tx.execute(sql`update ${products} set search_text = written.text
    from jsonb_to_recordset(${texts}::jsonb) as written(id int, text text)
    where ${products.id} = written.id and ${products.searchText} <> written.text`);
}

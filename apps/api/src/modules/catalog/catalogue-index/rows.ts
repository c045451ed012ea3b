import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { idsParameter, rowsOf, textsParameter } from '../../../db/statements.ts';
import type { LocalizedText } from '@talad/domain';
import type { IndexRow } from './columns.ts';

/** Products read per statement when the whole index is built: a page of rows, never the million at once. */
const LOAD_PAGE = 5_000;

interface RawRow {
  id: number;
  brand_id: number | null;
  main_category_id: number;
  sub_category_id: number;
  detail_category_id: number | null;
  flags: string[];
  delivery_max_days: number;
  effective_price: number;
  discount_percent: number;
  in_stock: boolean;
  sold_ranked: number;
  option_values: string[];
  promotion_kinds: string[];
  created_micros: string;
  rank: number;
  rating_tenths: number;
  on_sale: boolean;
  collection_ids?: number[];
  search_text: string;
  code: string;
  slug: string;
  name: LocalizedText;
  price: number;
  special_price: number | null;
  stock: number;
  sold: number;
  badges: string[];
  card_image: string | null;
}

/** created_at as whole microseconds (extract gives an exact numeric): the order of two products made in one millisecond. */
const indexColumns = sql.raw(`p.id, p.brand_id, p.main_category_id, p.sub_category_id, p.detail_category_id, p.flags,
  p.delivery_max_days, p.effective_price, p.discount_percent, p.stock > 0 as in_stock, p.sold_ranked, p.option_values,
  p.promotion_kinds, (extract(epoch from p.created_at) * 1000000)::bigint::text as created_micros, p.rank,
  p.rating_tenths, p.withdrawn_at is null as on_sale, p.code, p.slug, p.name, p.price, p.special_price, p.stock, p.sold,
  p.badges, p.card_image, p.search_text`);

const toRow = (row: RawRow, collectionIds: number[]): IndexRow => ({
  id: row.id,
  brandId: row.brand_id,
  mainCategoryId: row.main_category_id,
  subCategoryId: row.sub_category_id,
  detailCategoryId: row.detail_category_id,
  flags: row.flags,
  deliveryMaxDays: row.delivery_max_days,
  effectivePrice: row.effective_price,
  discountPercent: row.discount_percent,
  inStock: row.in_stock,
  soldRanked: row.sold_ranked,
  optionValues: row.option_values,
  promotionKinds: row.promotion_kinds,
  createdMicros: Number(row.created_micros),
  rank: row.rank,
  ratingTenths: row.rating_tenths,
  collectionIds: collectionIds,
  searchText: row.search_text,
  card: {
    code: row.code,
    slug: row.slug,
    name: row.name,
    price: row.price,
    specialPrice: row.special_price,
    stock: row.stock,
    sold: row.sold,
    badges: row.badges,
    cardImage: row.card_image,
  },
});

/**
 * The oldest transaction still running as this statement sees the database (its snapshot's xmin): every change
 * logged by a transaction not yet visible here has an id at or above it, so the next look starts there (decision 0062).
 */
const HORIZON = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

export async function horizonNow(db: Database): Promise<string> {
  const [row] = rowsOf<{ horizon: string }>(await db.execute(sql`select ${HORIZON} as horizon`));
  return row!.horizon;
}

/** Every product on sale, a page at a time in id order, with the collections each belongs to. */
export async function* everyProduct(db: Database): AsyncGenerator<IndexRow[]> {
  const members = new Map<number, number[]>();
  const memberRows = rowsOf<{ product_id: number; collection_id: number }>(
    await db.execute(sql`select product_id, collection_id from collection_products`),
  );
  for (const row of memberRows) members.set(row.product_id, [...(members.get(row.product_id) ?? []), row.collection_id]);
  let after = 0;
  for (;;) {
    const rows = rowsOf<RawRow>(
      await db.execute(
        sql`select ${indexColumns} from products p where p.withdrawn_at is null and p.id > ${after} order by p.id limit ${LOAD_PAGE}`,
      ),
    );
    if (rows.length === 0) return;
    yield rows.map((row) => toRow(row, members.get(row.id) ?? []));
    after = rows.at(-1)!.id;
  }
}

export interface Changes {
  horizon: string;
  /** The transactions whose changes were read (committed, so whole): not read again while at or above the horizon. */
  read: string[];
  /** The changed products as they are now (those on sale). */
  onSale: IndexRow[];
  /** Changed products no longer on sale, or gone. */
  gone: number[];
}

/**
 * The products changed by transactions at or after `since` but those already read (catalogue_changes, written by
 * migration 0050's triggers in the changing transaction itself), read as they are now, and the horizon to look from
 * next time. A transaction left open anywhere on the server (an import's batch, a backup) holds the horizon back: the
 * transactions read since are skipped by id, so their changes are not applied, nor reported, again.
 */
export async function changesSince(db: Database, since: string, alreadyRead: Iterable<string>): Promise<Changes> {
  const [log] = rowsOf<{ horizon: string; ids: number[]; read: string[] }>(
    await db.execute(
      sql`with changed as (select xid, product_id from catalogue_changes where xid >= ${since}::xid8 and xid <> all(${idsParameter(alreadyRead)}::xid8[]))
        select ${HORIZON} as horizon, array(select distinct product_id from changed) as ids, array(select distinct xid::text from changed) as read`,
    ),
  );
  const ids = log!.ids;
  if (ids.length === 0) return { horizon: log!.horizon, read: log!.read, onSale: [], gone: [] };
  const rows = rowsOf<RawRow>(await db.execute(changedRows(ids)));
  const found = new Set(rows.filter((row) => row.on_sale).map((row) => row.id));
  return {
    horizon: log!.horizon,
    read: log!.read,
    onSale: rows.filter((row) => row.on_sale).map((row) => toRow(row, row.collection_ids ?? [])),
    gone: ids.filter((id) => !found.has(id)),
  };
}

const changedRows = (ids: number[]): SQL =>
  sql`select ${indexColumns}, array(select collection_id from collection_products c where c.product_id = p.id order by collection_id) as collection_ids
    from products p where p.id = any(${idsParameter(ids)}::int[])`;

/** The search words (all of them without `words`): what the index's word postings search (decision 0072). */
export async function searchWordsNamed(db: Database, words?: readonly string[]): Promise<Array<{ id: number; word: string }>> {
  const which = words ? sql` where word = any(${textsParameter(words)}::text[])` : sql``;
  return rowsOf<{ id: number; word: string }>(await db.execute(sql`select id, word from search_words${which}`));
}

/** Forgets changes older than an hour: a process that has not looked for that long builds its index again. */
export async function forgetOldChanges(db: Database): Promise<void> {
  await db.execute(sql`delete from catalogue_changes where at < now() - interval '1 hour'`);
}

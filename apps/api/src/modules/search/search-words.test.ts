import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/statements.ts';
import { deskCall } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { searchMatch, typoCondition, withTypoIndex } from './service.ts';

/**
 * The catalogue's distinct words (search_words) and each product's word ids (products.word_ids), which search reads
 * instead of the products' texts (decision 0030): kept exact by the database's triggers whatever writes a product.
 */
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

/** Every product's words as search_text spells them (space-separated, once), against the table and word ids. */
async function wordsAsStored() {
  const rows = rowsOf<{ code: string; search_text: string; words: string[] | null }>(
    await shop.db.execute(
      sql`select p.code, p.search_text, array(select w.word from search_words w where w.id = any(p.word_ids) order by w.word) as words from products p`,
    ),
  );
  const table = rowsOf<{ word: string }>(await shop.db.execute(sql`select word from search_words order by word`)).map((row) => row.word);
  const tokens = (text: string) => [...new Set(text.split(' ').filter(Boolean))].sort();
  return {
    table: [...table].sort(),
    expectedTable: [...new Set(rows.flatMap((row) => tokens(row.search_text)))].sort(),
    mismatched: rows.filter((row) => JSON.stringify(row.words ?? []) !== JSON.stringify(tokens(row.search_text))).map((row) => row.code),
  };
}

interface Found {
  total: number;
  items: { product_id: string }[];
}
const search = async (text: string): Promise<Found> => {
  const response = await call(shop.app, 'GET', `/search?search=${encodeURIComponent(text)}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as Found;
};
const staff = (code: string, action: 'withdraw' | 'restore') => deskCall(shop.app, 'POST', `/admin/products/${code}/${action}`);

describe('the catalogue’s words', () => {
  it('are every product’s search-text words, once, and each product holds exactly its own', async () => {
    const stored = await wordsAsStored();
    expect(stored.table.length).toBeGreaterThan(1000);
    expect(stored.table).toEqual(stored.expectedTable);
    expect(stored.mismatched).toEqual([]);
  });

  it('stay exact when a product is inserted, its text changed, withdrawn, restored and deleted', async () => {
    const code = 'PRD9900001';
    // A copy of a demo product with a word no other product has (every column but the id, the generated one and
    // word_ids, which the trigger sets whatever is written there).
    const columns = rowsOf<{ name: string }>(
      await shop.db.execute(
        sql`select column_name as name from information_schema.columns where table_name = 'products' and is_generated = 'NEVER' and column_default is distinct from 'nextval(''products_id_seq''::regclass)' and column_name not in ('code', 'slug', 'search_text', 'word_ids') order by ordinal_position`,
      ),
    ).map((row) => sql.identifier(row.name));
    const list = sql.join(columns, sql`, `);
    await shop.db.execute(
      sql`insert into products (code, slug, search_text, word_ids, ${list}) select ${code}, slug || '-copy', search_text || ' zorblaxium', '{1}', ${list} from products order by id limit 1`,
    );
    expect((await wordsAsStored()).mismatched).toEqual([]);
    expect((await search('zorblaxium')).items.map((item) => item.product_id)).toEqual([code]);
    // A typo corrected to the catalogue's word, then found as that word is.
    expect((await search('zorblaxuim')).items.map((item) => item.product_id)).toEqual([code]);

    await shop.db.execute(sql`update products set search_text = replace(search_text, 'zorblaxium', 'quendrolite') where code = ${code}`);
    const changed = await wordsAsStored();
    expect(changed.mismatched).toEqual([]);
    expect(changed.table).toEqual(changed.expectedTable);
    expect(changed.table).toContain('quendrolite');
    expect(changed.table).not.toContain('zorblaxium');
    expect((await search('quendrolite')).items.map((item) => item.product_id)).toEqual([code]);
    // Word ids written by hand are set from the text again.
    await shop.db.execute(sql`update products set word_ids = '{}' where code = ${code}`);
    expect((await wordsAsStored()).mismatched).toEqual([]);

    // Withdrawn: its words stay in the table (it can be restored), but neither the word nor a typo of it finds it.
    expect((await staff(code, 'withdraw')).statusCode).toBe(200);
    expect((await wordsAsStored()).table).toContain('quendrolite');
    expect((await search('quendrolite')).total).toBe(0);
    expect((await search('quendroltie')).total).toBe(0);
    expect((await staff(code, 'restore')).statusCode).toBe(200);
    expect((await search('quendrolite')).items.map((item) => item.product_id)).toEqual([code]);
    expect((await search('quendroltie')).items.map((item) => item.product_id)).toEqual([code]);

    await shop.db.execute(sql`delete from products where code = ${code}`);
    const deleted = await wordsAsStored();
    expect(deleted.table).toEqual(deleted.expectedTable);
    expect(deleted.table).not.toContain('quendrolite');
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Exact Heap Blocks'?: number;
  'Lossy Heap Blocks'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('a search that finds nothing', () => {
  it('is answered from the words table: no product row is read, by the exact pass or the typo pass', async () => {
    const match = searchMatch('qqxzvw');
    const plans = await withTypoIndex(shop.db, async (transaction) => {
      const typo = await typoCondition(transaction, match);
      return Promise.all(
        [match.exact, typo].map(async (condition) => {
          const result = await transaction.execute(
            sql`explain (analyze, buffers, format json) select id from products where ${condition} and withdrawn_at is null limit 121`,
          );
          const [row] = rowsOf<Record<string, unknown>>(result);
          const json = Object.values(row!)[0];
          return ((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0]!.Plan;
        }),
      );
    });
    for (const plan of plans) {
      const nodes = nodesOf(plan);
      expect(nodes.some((node) => node['Index Name'] === 'products_word_ids_idx')).toBe(true);
      expect(nodes.some((node) => node['Index Name'] === 'search_words_word_idx')).toBe(true);
      const onProducts = nodes.filter((node) => node['Relation Name'] === 'products');
      expect(onProducts.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      for (const node of onProducts) {
        expect(node['Actual Rows']).toBe(0);
        expect((node['Exact Heap Blocks'] ?? 0) + (node['Lossy Heap Blocks'] ?? 0)).toBe(0);
      }
    }
    expect((await search('qqxzvw')).total).toBe(0);
  });
});

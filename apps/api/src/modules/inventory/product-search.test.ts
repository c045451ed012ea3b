import type { AdminProductsPage } from '@talad/contract';
import { searchTerms } from '@talad/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containing, rowsOf } from '../../db/statements.ts';
import { EXACT_TOTAL_BOUND } from '../../platform/keyset.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * GET admin/products?q= answers what it answered before decision 0059 — one statement whose OR walked every product —
 * now that each kind of match is found by its own index: every page of every search below, through the cursors, is
 * compared with that statement's answer on the same rows.
 */

let shop: TestApp;
/** catalog.read only. */
let packer: { authorization: string };
/** Copies of seeded products holding a word of their own, more of them than a search counts exactly. */
const CROWD = EXACT_TOTAL_BOUND + 100;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  packer = await staffSession(shop.app, 'packer');
  const copied = (select: SQL) => sql`
    insert into products (code, slug, name, description, highlights, brand_id, main_category_id, sub_category_id, detail_category_id,
      delivery_min_days, delivery_max_days, price, special_price, effective_price, search_text, published_at, withdrawn_at)
    ${select}`;
  // Drafts as the back office keeps them: no search text until published, off sale; names with LIKE's own characters.
  await shop.db.execute(
    copied(sql`select 'PRD' || (990000 + n), 'draft-copy-' || n,
      jsonb_build_object('th', (array['ร่างผ้าไหมมัดหมี่ 100%', 'ร่างรองเท้าวิ่ง_พิเศษ', 'ร่างกระเป๋า'])[n], 'en', (array['Draft Silk Scarf', 'Draft runner_X shoe', 'Draft bag 50%'])[n]),
      description, highlights, brand_id, main_category_id, sub_category_id, detail_category_id, 1, 3, price, special_price,
      effective_price, '', null, now()
      from (select * from products order by id limit 1) p, generate_series(1, 3) as n`),
  );
  // A few withdrawn products, found by the same searches, and by the state filter.
  await shop.db.execute(
    sql`update products set withdrawn_at = now() where id in (select id from products where published_at is not null order by id limit 40 offset 100)`,
  );
  await shop.db.execute(
    copied(sql`select 'PRD' || (800000 + row_number() over ()), 'crowd-copy-' || row_number() over (), name, description, highlights,
      brand_id, main_category_id, sub_category_id, detail_category_id, 1, 3, price, special_price, effective_price,
      search_text || ' crowdword ฝูงชนมากมาย', now(), null
      from (select p.* from products p, generate_series(1, 3) where p.published_at is not null limit ${CROWD}) p`),
  );
  await shop.db.execute(sql`analyze products`);
}, 180_000);
afterAll(() => shop.close());

const scalar = async (statement: SQL) => Object.values(rowsOf<Record<string, string>>(await shop.db.execute(statement))[0] ?? {})[0]!;

/** The search's answer before decision 0059: its one condition, newest first (the products' ids descending). */
async function answeredBefore(q: string, state: string): Promise<string[]> {
  const words = searchTerms(q).words.map((word) => sql`search_text like ${containing(word)}`);
  const byState: Record<string, SQL> = {
    '': sql`true`,
    draft: sql`published_at is null`,
    on_sale: sql`published_at is not null and withdrawn_at is null`,
    withdrawn: sql`published_at is not null and withdrawn_at is not null`,
  };
  const rows = rowsOf<{ code: string }>(
    await shop.db.execute(sql`select code from products
      where (code = ${q.toUpperCase()} or id in (select product_id from product_variants where sku = ${q})
        or (published_at is null and name::text ilike ${containing(q)})
        ${words.length > 0 ? sql`or (${sql.join(words, sql` and `)})` : sql``})
        and ${byState[state]!}
      order by id desc`),
  );
  return rows.map((row) => row.code);
}

/** Every page of the search through its cursors, and the first page's total. */
async function answeredNow(q: string, state: string, size: number) {
  const codes: string[] = [];
  let first: AdminProductsPage | undefined;
  let cursor: string | null = null;
  do {
    const url = `/admin/products?q=${encodeURIComponent(q)}&size=${size}${state ? `&state=${state}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
    const answer = await adminCall(shop.app, 'GET', url, { headers: packer });
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json().data as AdminProductsPage;
    first ??= page;
    codes.push(...page.items.map((item) => item.code));
    cursor = page.next_cursor;
  } while (cursor);
  return { codes, total: first!.approximate_total, exact: first!.total_exact };
}

async function expectSameAnswer(q: string, state = '', size = 50) {
  const before = await answeredBefore(q, state);
  const now = await answeredNow(q, state, size);
  expect(now.codes, `q=${q} state=${state}`).toEqual(before);
  if (before.length <= EXACT_TOTAL_BOUND) expect({ total: now.total, exact: now.exact }).toEqual({ total: before.length, exact: true });
  else expect(now.total > EXACT_TOTAL_BOUND && !now.exact, `q=${q}: ${now.total}`).toBe(true);
  return before;
}

describe('GET admin/products?q=: the same answers as the one statement it replaced (decision 0059)', () => {
  it('finds a whole SKU and a product code (any case) exactly, and a part of either nowhere', async () => {
    const sku = await scalar(sql`select sku from product_variants order by id desc limit 1 offset 7`);
    const code = await scalar(sql`select code from products where published_at is not null order by id limit 1 offset 33`);
    expect(await expectSameAnswer(sku)).toHaveLength(1);
    expect(await expectSameAnswer(code.toLowerCase())).toEqual([code]);
    for (const part of [sku.slice(0, -1), code.slice(0, -1)]) expect(await expectSameAnswer(part)).not.toContain(code);
  });

  it('finds a Thai substring, an English prefix and a name as staff type it, tone marks and spaces as they come', async () => {
    const th = await scalar(sql`select name->>'th' from products where published_at is not null order by id limit 1 offset 50`);
    const en = await scalar(sql`select name->>'en' from products where name->>'en' like '% %' order by id limit 1 offset 60`);
    const thaiWord = th.split(/\s+/).find((word) => [...word].length >= 4) ?? th;
    const searched = [
      [...thaiWord].slice(1, 4).join(''), // inside a Thai word
      th, // the whole Thai name
      en.split(' ')[0]!.slice(0, 4), // an English word's start
      en.split(' ').slice(0, 2).join(' ').toUpperCase(), // two English words, in capitals
      'ดี', // a two-letter Thai word, which no trigram index serves
    ];
    for (const q of searched) expect((await expectSameAnswer(q)).length, q).toBeGreaterThan(0);
  });

  it('finds nothing for a word no product holds, and takes %, _ and \\ as themselves', async () => {
    for (const q of ['qqxzvwj', 'ฎฏฐฑฒณ', '%', '_', '\\', '100%', 'runner_x', 'bag 50%']) await expectSameAnswer(q);
    expect(await expectSameAnswer('qqxzvwj')).toEqual([]);
    // The drafts' names hold them as typed; the search text's words are tested for 100 and for runner and x.
    expect(await expectSameAnswer('100%')).toContain('PRD990001');
    expect(await expectSameAnswer('runner_x')).toContain('PRD990002');
    expect(await expectSameAnswer('bag 50%')).toContain('PRD990003');
  });

  it("finds drafts by their names as typed (they have no search text yet), and keeps each state's matches apart", async () => {
    expect(await expectSameAnswer('ร่างผ้าไหม')).toEqual(['PRD990001']);
    expect(await expectSameAnswer('draft', 'draft')).toEqual(['PRD990003', 'PRD990002', 'PRD990001']);
    expect(await expectSameAnswer('silk scarf', 'on_sale')).not.toContain('PRD990001');
    const brand = await scalar(
      sql`select lower(name->>'en') from brands b where exists (select 1 from products p where p.brand_id = b.id and p.withdrawn_at is not null and p.published_at is not null) order by id limit 1`,
    );
    for (const state of ['', 'on_sale', 'withdrawn']) await expectSameAnswer(brand, state, 20);
    expect((await expectSameAnswer(brand, 'withdrawn')).length).toBeGreaterThan(0);
  });

  it('pages many matches (more than it counts exactly) through the same rows by their cursors, the total estimated', async () => {
    expect(await expectSameAnswer('crowdword', '', 100)).toHaveLength(CROWD);
    expect((await expectSameAnswer('ฝูงชน', '', 100)).length).toBeGreaterThanOrEqual(CROWD);
    expect((await expectSameAnswer('crowdword', 'on_sale', 100)).length).toBeGreaterThan(EXACT_TOTAL_BOUND);
  });
});

import { foldThai, searchTerms } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, textsParameter } from '../../db/statements.ts';
import { seededRandom } from '../../seed/catalog/random.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { trigramQuery, trigramsOf, wordCharacters, wordSimilarity, type WordCharacters } from './trigrams.ts';

let shop: TestApp;
let characters: WordCharacters;
beforeAll(async () => {
  shop = await buildTestApp();
  characters = await wordCharacters(shop.db);
}, 120_000);
afterAll(() => shop.close());

/** PostgreSQL's word_similarity of each pair, in one statement (float4 printed exactly, read back as one). */
async function databaseSimilarities(pairs: ReadonlyArray<readonly [string, string]>): Promise<number[]> {
  const rows = rowsOf<{ similarity: string }>(
    await shop.db.execute(
      sql`select word_similarity(q, t)::text as similarity from unnest(${textsParameter(pairs.map(([query]) => query))}::text[], ${textsParameter(pairs.map(([, text]) => text))}::text[]) with ordinality as pair(q, t, at) order by at`,
    ),
  );
  return rows.map((row) => Math.fround(Number(row.similarity)));
}

describe('word_similarity in the API process', () => {
  it('cuts words as pg_trgm does: letters, Thai signs and digits kept, anything else a break', () => {
    // Trigrams are numbers (16 bits a character) but beyond the Basic Multilingual Plane: spelt out to be read here.
    const spelt = (text: string) =>
      trigramsOf(text, characters).map((trigram) =>
        String.fromCharCode(Math.floor(trigram / 2 ** 32), Math.floor(trigram / 2 ** 16) % 2 ** 16, trigram % 2 ** 16),
      );
    expect(spelt('Sam-sung ok')).toEqual(['  s', ' sa', 'sam', 'am ', '  s', ' su', 'sun', 'ung', 'ng ', '  o', ' ok', 'ok ']);
    expect(spelt('ทีวี')).toEqual(['  ท', ' ที', 'ทีว', 'ีวี', 'วี ']);
    // A character beyond the plane: its trigrams numbered apart (from 2^48), the same number each time.
    const beyond = trigramsOf('a𝐀B', characters);
    expect(beyond.filter((trigram) => trigram >= 2 ** 48)).toHaveLength(3);
    expect(trigramsOf('x a𝐀B', characters).slice(-4)).toEqual(beyond);
    expect(trigramsOf('s10+ wi-fi', characters)).toHaveLength(10);
    expect(trigramsOf(' - ', characters)).toEqual([]);
  });

  it('gives the database’s number for searches against the shop’s names, and for text at random (seed 20261129)', async () => {
    const random = seededRandom(20261129);
    const names = rowsOf<{ name: string; text: string }>(
      await shop.db.execute(sql`select search_name as name, search_text as text from products order by id`),
    );
    const words = names.flatMap((row) => row.text.split(' ')).filter(Boolean);
    // Letters, Thai vowels and signs (tone marks too, which folding drops but a shopper may type), digits, marks.
    const alphabet = [...'abcdeiklmnorstuwxyz0123456789 -+./กขคงจชซดตทนบปพมยรลวสหอะัาำิีึืุูเแโใไ็่้๊๋์ๆฯéñ'];
    const typed = () => Array.from({ length: random.int(1, 14) }, () => random.pick(alphabet)).join('');
    const pairs: Array<readonly [string, string]> = [];
    for (let drawn = 0; drawn < 3000; drawn++) {
      const product = random.pick(names);
      const kind = random.int(0, 3);
      const query =
        kind === 0
          ? searchTerms(random.pick(words)).text || 'x'
          : kind === 1
            ? foldThai(`${random.pick(words)} ${random.pick(words)}`)
            : kind === 2
              ? random.pick(words).slice(0, random.int(1, 8))
              : typed();
      pairs.push([query, random.chance(0.7) ? product.name : random.chance(0.5) ? product.text : typed()]);
    }
    const expected = await databaseSimilarities(pairs);
    const computed = pairs.map(([query, text]) => wordSimilarity(trigramQuery(query, characters), text));
    pairs.forEach((pair, at) => expect(computed[at], JSON.stringify(pair)).toBe(expected[at]));
    // Not vacuous: many pairs are alike in part, some wholly, some not at all.
    expect(computed.filter((value) => value > 0 && value < 1).length).toBeGreaterThan(600);
    expect(computed.filter((value) => value === 1).length).toBeGreaterThan(10);
    expect(computed.filter((value) => value === 0).length).toBeGreaterThan(50);
  });
});

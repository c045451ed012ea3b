import { describe, expect, it } from 'vitest';
import { completions, nearWords } from './near-words.ts';

const SHOP_WORDS = ['ซัมซุง', 'Samsung', 'ฟิลิปส์', 'Philips', 'ตู้เย็น', 'Refrigerator', 'รองเท้าผ้าใบ', 'Sneakers', 'apple'];

describe('the shop’s words nearest a search that found nothing', () => {
  it('finds the word a Thai or English misspelling meant, as the shop spells it', () => {
    expect(nearWords('ซัมซง', SHOP_WORDS)).toEqual(['ซัมซุง']);
    expect(nearWords('ฟิลลิป', SHOP_WORDS)).toEqual(['ฟิลิปส์']);
    expect(nearWords('sneekers', SHOP_WORDS)).toEqual(['Sneakers']);
    expect(nearWords('aple', SHOP_WORDS)).toEqual(['apple']);
  });

  it('puts the nearest first and gives at most the limit', () => {
    expect(nearWords('samsung phone', ['Samsung', 'samsung phone case', 'phone'], 2)).toEqual(['samsung phone case', 'Samsung']);
  });

  it('offers nothing for text like no word of the shop, nor the word already typed (marks aside)', () => {
    expect(nearWords('qqxzv', SHOP_WORDS)).toEqual([]);
    expect(nearWords('ตูเยน', SHOP_WORDS)).toEqual([]);
  });
});

describe('the shop’s words kept prepared between searches', () => {
  it('answers the same when asked again, and past the bound of words kept', () => {
    expect(nearWords('ซัมซง', SHOP_WORDS)).toEqual(nearWords('ซัมซง', SHOP_WORDS));
    const many = [...Array.from({ length: 12_000 }, (_, index) => `word${index}`), ...SHOP_WORDS];
    expect(nearWords('sneekers', many)).toEqual(['Sneakers']);
    expect(nearWords('aple', many)).toEqual(['apple']);
  });
});

describe('words completing what is being typed', () => {
  const VOCABULARY = ['รองเท้าผ้าใบ', 'รองเท้าวิ่ง', 'Samsung', 'samsung', 'ลำโพง Samsung', 'ไอโฟน', 'ไอแพด', 'ตู้เย็น'];

  it('starts with the typed letters, tone marks or not, then finds them at a later word', () => {
    expect(completions('รองเทา', VOCABULARY)).toEqual(['รองเท้าผ้าใบ', 'รองเท้าวิ่ง']);
    expect(completions('ไอโฟ', VOCABULARY)).toEqual(['ไอโฟน']);
    expect(completions('ตูเย', VOCABULARY)).toEqual(['ตู้เย็น']);
    expect(completions('sams', VOCABULARY)).toEqual(['Samsung', 'ลำโพง Samsung']);
  });

  it('keeps the vocabulary’s order within each group, stops at the limit, and offers nothing for an empty box', () => {
    expect(completions('ไอ', VOCABULARY, 1)).toEqual(['ไอโฟน']);
    expect(completions('  ', VOCABULARY)).toEqual([]);
  });
});

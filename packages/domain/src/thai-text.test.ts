import { describe, expect, it } from 'vitest';
import { foldThai, normaliseQuery, readableKeyword, searchTerms, searchText } from './thai-text.ts';

describe('Thai text is cut into words', () => {
  it('segments Thai without spaces and lower-cases English; the product keeps its runs whole and its marks folded', () => {
    expect(searchText(['รองเท้าผ้าใบ Adidas'])).toBe('รองเทา ผาใบ adidas รองเทาผาใบ อาดิดาส อดิดาส sneakers shoes');
    expect(normaliseQuery('  หม้อทอดไร้น้ำมัน! ')).toBe('หม้อ ทอด ไร้ น้ำมัน');
  });

  it('keeps each word once, in first-seen order, over several texts', () => {
    expect(searchText(['Nike', null, 'nike วิ่ง'])).toBe('nike วิง ไนกี');
  });

  it('adds the other spellings of a brand or product word the text holds, and only for whole words', () => {
    expect(searchText(['Samsung Galaxy']).split(' ')).toEqual(expect.arrayContaining(['ซัมซุง', 'ซำซุง']));
    expect(searchText(['ตู้เย็น 2 ประตู']).split(' ')).toEqual(expect.arrayContaining(['refrigerator', 'fridge']));
    expect(searchText(['Fantastic']).split(' ')).not.toContain('พัดลม');
  });

  it('matches a query by its folded words and by its runs as typed', () => {
    expect(searchTerms('รองเทา')).toEqual({ text: 'รอง เทา', words: ['รอง', 'เทา'], runs: ['รองเทา'] });
    expect(searchTerms('ไอโฟ')).toEqual({ text: 'ไอโฟ', words: ['ไอโฟ'], runs: ['ไอโฟ'] });
    expect(searchTerms('iPhone 16!')).toEqual({ text: 'iphone 16', words: ['iphone', '16'], runs: ['iphone', '16'] });
  });

  it('keeps the vowel a run ends with (a mark, not a letter): สี stays สี, not ส, which every product holds', () => {
    expect(searchTerms('สี')).toEqual({ text: 'สี', words: ['สี'], runs: ['สี'] });
    expect(searchTerms('สินค้าขายดี!').runs).toEqual(['สินคาขายดี']);
    expect(searchText(['ของดี']).split(' ')).toContain('ของดี');
  });

  it('folds tone marks, mai taikhu and the silencer, and nothing else', () => {
    expect(foldThai('เสื้อ ตู้เย็น ก๊าซ ก๋วยเตี๋ยว เล็ก ฟิลิปส์ น้ำ')).toBe('เสือ ตูเยน กาซ กวยเตียว เลก ฟิลิปส นำ');
  });

  it('shows a segmented keyword without the spaces between Thai words, keeping those next to other words', () => {
    expect(readableKeyword('หม้อ ทอด ไร้ น้ำมัน')).toBe('หม้อทอดไร้น้ำมัน');
    expect(readableKeyword('รองเท้า adidas')).toBe('รองเท้า adidas');
  });
});

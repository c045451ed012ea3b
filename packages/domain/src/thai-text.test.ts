import { describe, expect, it } from 'vitest';
import { normaliseQuery, readableKeyword, searchText } from './thai-text.ts';

describe('Thai text is cut into words', () => {
  it('segments Thai without spaces and lower-cases English', () => {
    expect(searchText(['รองเท้าผ้าใบ Adidas'])).toBe('รองเท้า ผ้าใบ adidas');
    expect(normaliseQuery('  หม้อทอดไร้น้ำมัน! ')).toBe('หม้อ ทอด ไร้ น้ำมัน');
  });

  it('keeps each word once, in first-seen order, over several texts', () => {
    expect(searchText(['รองเท้า Nike', null, 'nike รองเท้าวิ่ง'])).toBe('รองเท้า nike วิ่ง');
  });

  it('shows a segmented keyword without the spaces between Thai words, keeping those next to other words', () => {
    expect(readableKeyword('หม้อ ทอด ไร้ น้ำมัน')).toBe('หม้อทอดไร้น้ำมัน');
    expect(readableKeyword('รองเท้า adidas')).toBe('รองเท้า adidas');
  });
});

import { describe, expect, it } from 'vitest';
import { areaReset, freshArea, listMounted, pageArrived, pageAsked, pageFailed, retried, wantsPage } from './review-area.ts';

type Item = { review_id: number };
const page = (from: number, count: number): Item[] => Array.from({ length: count }, (_, index) => ({ review_id: from + index }));

describe('the my-review area and its mounted-once flag (spec §2)', () => {
  it('the list screen mounted the first time sets the flag and starts both lists empty', () => {
    const area = listMounted(freshArea<Item>());
    expect(area.mountedOnce).toBe(true);
    expect(area.lists.waiting.list).toEqual({ items: [], offset: 0, noMore: false });
    expect(wantsPage(area, 'waiting')).toBe(true);
    expect(wantsPage(freshArea(), 'waiting')).toBe(false);
  });

  it('mounted again while the flag is set (back from a review) keeps what the lists held', () => {
    let area = listMounted(freshArea<Item>());
    area = pageArrived(pageAsked(area, 'waiting'), 'waiting', page(1, 10), area.generation);
    expect(listMounted(area)).toBe(area);
    expect(listMounted(area).lists.waiting.list.items).toHaveLength(10);
  });

  it('leaving the area resets the flag and the lists; the next visit starts afresh', () => {
    let area = listMounted(freshArea<Item>());
    area = pageArrived(pageAsked(area, 'history'), 'history', page(1, 10), area.generation);
    const left = areaReset(area);
    expect(left.mountedOnce).toBe(false);
    expect(left.lists.history.list.items).toEqual([]);
    const again = listMounted(left);
    expect(again.mountedOnce).toBe(true);
    expect(again.lists.history.list).toEqual({ items: [], offset: 0, noMore: false });
  });

  it('asks one page at a time, and drops a page asked before a reset', () => {
    const area = pageAsked(listMounted(freshArea<Item>()), 'waiting');
    expect(wantsPage(area, 'waiting')).toBe(false);
    expect(wantsPage(area, 'history')).toBe(true);
    const asked = area.generation;
    const left = areaReset(area);
    expect(pageArrived(left, 'waiting', page(1, 3), asked)).toBe(left);
    expect(pageFailed(left, 'waiting', asked)).toBe(left);
  });

  it('a failed page leaves the list as it was until it is tried again', () => {
    const area = listMounted(freshArea<Item>());
    const failed = pageFailed(pageAsked(area, 'waiting'), 'waiting', area.generation);
    expect(failed.lists.waiting).toMatchObject({ loading: false, failed: true, list: { offset: 0, items: [] } });
    expect(wantsPage(failed, 'waiting')).toBe(false);
    expect(wantsPage(retried(failed, 'waiting'), 'waiting')).toBe(true);
  });

  it('stops asking once the list has no more', () => {
    const area = listMounted(freshArea<Item>());
    const done = pageArrived(pageAsked(area, 'history'), 'history', page(1, 4), area.generation);
    expect(done.lists.history.list.noMore).toBe(true);
    expect(wantsPage(done, 'history')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { BACK_STEPS, firstPageQuery, keysetPlaceOf, nextPageQuery, previousPageQuery } from './keyset-trail.ts';

const query = (text: string | null) => new URLSearchParams(text ?? '');

describe('a keyset list walked forward and back', () => {
  it('goes next, next, previous, previous back to the first page, keeping the filters', () => {
    const first = query('status=SHIPMENT&q=somchai');
    expect(previousPageQuery(first)).toBeNull();
    expect(firstPageQuery(first)).toBeNull();

    const second = query(nextPageQuery(first, 'AAA'));
    expect(keysetPlaceOf(second)).toEqual({ cursor: 'AAA', back: [''] });
    const third = query(nextPageQuery(second, 'BBB'));
    expect(keysetPlaceOf(third)).toEqual({ cursor: 'BBB', back: ['', 'AAA'] });
    expect(third.get('status')).toBe('SHIPMENT');
    expect(third.get('q')).toBe('somchai');

    const backToSecond = query(previousPageQuery(third));
    expect(keysetPlaceOf(backToSecond)).toEqual({ cursor: 'AAA', back: [''] });
    const backToFirst = query(previousPageQuery(backToSecond));
    expect(keysetPlaceOf(backToFirst)).toEqual({ cursor: null, back: [] });
    expect(backToFirst.toString()).toBe('status=SHIPMENT&q=somchai');
  });

  it('has no next page once the API says the list ended', () => {
    expect(nextPageQuery(query('cursor=AAA&back='), null)).toBeNull();
  });

  it(`remembers at most ${BACK_STEPS} pages back, then offers the first page`, () => {
    let here = query('');
    for (let page = 1; page <= BACK_STEPS + 5; page += 1) here = query(nextPageQuery(here, `C${page}`));
    expect(keysetPlaceOf(here).back).toHaveLength(BACK_STEPS);
    let steps = 0;
    while (previousPageQuery(here)) {
      here = query(previousPageQuery(here));
      steps += 1;
    }
    expect(steps).toBe(BACK_STEPS);
    expect(keysetPlaceOf(here).cursor).not.toBeNull();
    expect(keysetPlaceOf(query(firstPageQuery(here)))).toEqual({ cursor: null, back: [] });
  });

  it('reads a hand-made address without a trail as a page with no way back but the first page', () => {
    const typed = query('cursor=ZZZ');
    expect(previousPageQuery(typed)).toBeNull();
    expect(firstPageQuery(typed)).toBe('?');
  });
});

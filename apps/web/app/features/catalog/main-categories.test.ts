import type { MenuItem } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { mainCategories } from './main-categories.ts';

const item = (id: string, link_type: string): MenuItem => ({ id, label: id, link_type, link_value: id, href: `/${id}`, icon: null, children: [] });

describe('main categories', () => {
  it('keeps the main-category entries of the menu', () => {
    expect(mainCategories([item('fashion', 'MAINCATEGORY'), item('flash', 'FLASHSALE'), item('home', 'MAINCATEGORY')]).map((c) => c.id)).toEqual([
      'fashion',
      'home',
    ]);
  });

  it('falls back to the top-level entries, and to none for an empty menu', () => {
    expect(mainCategories([item('coupon', 'COUPON')])).toHaveLength(1);
    expect(mainCategories([])).toEqual([]);
  });
});

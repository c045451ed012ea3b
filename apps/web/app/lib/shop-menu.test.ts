import type { LinkTarget } from '@talad/domain';
import type { MenuNode } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_MENU, hrefFor, toShopMenu } from './shop-menu.ts';

const entry = (id: number, link_type: LinkTarget, link_value: string, children: MenuNode[] = []): MenuNode => ({
  id,
  label: `label-${id}`,
  icon: 'mobile',
  link_type,
  link_value,
  children,
});

describe('menu links', () => {
  it.each([
    ['HOME', '', '/'],
    ['MAINCATEGORY', 'mobile-tablet', '/mobile-tablet'],
    ['SUBCATEGORY', 'smartphones', '/smartphones'],
    ['DETAILCATEGORY', 'sneakers', '/sneakers'],
    ['DETAILCATEGORY', 'รองเท้า ผ้าใบ', `/${encodeURIComponent('รองเท้า ผ้าใบ')}`],
    ['COLLECTION', 'back to school', '/collection/back%20to%20school'],
    ['PRODUCTDETAIL', 'iphone-16', '/product/iphone-16'],
    ['PRODUCTSOURCE', 'หม้อทอด ไร้น้ำมัน', `/search?search=${encodeURIComponent('หม้อทอด ไร้น้ำมัน')}`],
    ['CUSTOMPAGE', 'about', '/p/about'],
    ['BRAND', '', '/brand'],
    ['BRAND', 'apple', '/brand/apple'],
    ['BLOG', '', '/blog'],
    ['FLASHSALE', '', '/flash-sale'],
    ['PROMOTION', '', '/promotion'],
    ['COUPON', '', '/coupon'],
    ['LIVE', '', '/live-tv'],
    ['LINKURL', 'https://example.com', 'https://example.com'],
  ])('%s %s leads to %s', (type, value, href) => {
    expect(hrefFor(type, value)).toBe(href);
  });

  it('has no link for NONE or a category without a slug', () => {
    expect(hrefFor('NONE', 'x')).toBeNull();
    expect(hrefFor('MAINCATEGORY', '')).toBeNull();
    expect(hrefFor('DETAILCATEGORY', '')).toBeNull();
    expect(hrefFor('PRODUCTSOURCE', ' ')).toBeNull();
  });
});

describe('toShopMenu', () => {
  it('reads {categories, links} with nested children', () => {
    const menu = toShopMenu({
      categories: [entry(1, 'MAINCATEGORY', 'mobile-tablet', [entry(2, 'SUBCATEGORY', 'smartphones')])],
      links: [entry(44, 'FLASHSALE', '')],
    });
    expect(menu.categories[0]).toMatchObject({ id: '1', href: '/mobile-tablet', icon: 'mobile' });
    expect(menu.categories[0]?.children[0]).toMatchObject({ id: '2', href: '/smartphones' });
    expect(menu.links[0]).toMatchObject({ id: '44', href: '/flash-sale' });
  });

  it('makes an empty menu of an empty answer', () => {
    expect(toShopMenu({ categories: [], links: [] })).toEqual(EMPTY_MENU);
  });
});

import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import routes from './routes.ts';
import { pageKinds, pagePathOf, type BuildRoute, type PageKind } from './lib/page-kinds.server.ts';

/** The route table as the server build has it: every route of routes.ts with its real module, under the root. */
async function buildRoutes(): Promise<Record<string, BuildRoute>> {
  const modules = import.meta.glob<BuildRoute['module']>(['./routes/**/*.{ts,tsx}', './shell/layouts/*.tsx', '!**/*.test.*']);
  const table: Record<string, BuildRoute> = { root: { id: 'root', path: '', module: { default: () => null } } };
  const add = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      const load = modules[`./${entry.file}`];
      if (!load) throw new Error(`no module for ${entry.file}`);
      table[id] = { id, parentId, path: entry.path, index: entry.index, module: await load() };
      await add(entry.children ?? [], id);
    }
  };
  await add(routes, 'root');
  return table;
}

let kindOf: (pathname: string) => PageKind;

beforeAll(async () => {
  kindOf = pageKinds(await buildRoutes(), '/__manifest');
}, 120_000);

/** Pages of one shopper: never kept, whatever the language, the /m twin or a data request. */
const PRIVATE = [
  '/account',
  '/account/change/phone',
  '/account/my-order/T123',
  '/account/my-review',
  '/account/my-review/42',
  '/account/cashback',
  '/m/account',
  '/m/account/address/create',
  '/m/notification',
  '/shopping-cart',
  '/check-out',
  '/payment',
  '/payment/complete',
  '/case-management',
  '/order-tracking',
  '/order-tracking/T123',
  '/login',
  '/login/otp/verify',
  '/m/login',
  '/register',
  '/forgot-password',
  '/guest/login',
  '/m/guest/login',
];

/** Pages that are the same for every reader. */
const PUBLIC = [
  '/',
  '/m',
  '/product/some-product-1',
  '/m/product/some-product-1',
  '/brand',
  '/brand/some-brand',
  '/collection/best-sellers',
  '/mobile-tablet',
  '/search',
  '/flash-sale',
  '/promotion',
  '/coupon',
  '/blog',
  '/blog/some-post',
  '/live-tv',
  '/p/policy',
  '/a/faq',
  '/talad-plus',
  '/no/such/page',
];

describe('what a path is to the page cache, by the routes it matches (decision 0026)', () => {
  it('finds every page of one shopper private, in Thai and English, and their data requests too', () => {
    for (const path of PRIVATE) {
      expect(kindOf(path), path).toBe('private');
      expect(kindOf(`/en${path}`), `/en${path}`).toBe('private');
      expect(kindOf(`${path}.data`), `${path}.data`).toBe('private');
    }
  });

  it('finds catalogue, content and information pages public, with their data', () => {
    for (const path of PUBLIC) {
      expect(kindOf(path), path).toBe('public');
      expect(kindOf(path === '/' ? '/en' : `/en${path}`), `/en${path}`).toBe('public');
    }
    expect(kindOf('/_.data')).toBe('public');
    expect(kindOf('/en/_.data')).toBe('public');
    expect(kindOf('/product/some-product-1.data')).toBe('public');
  });

  it('leaves resource routes and the route manifest alone: they are not pages', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/2c2p', '/en/2c2p', '/__manifest']) expect(kindOf(path), path).toBe('other');
  });

  it('matches as React Router does: any case, trailing slashes, encoded paths', () => {
    expect(kindOf('/Shopping-Cart/')).toBe('private');
    expect(kindOf('/en/account/')).toBe('private');
    expect(kindOf('/product/%E0%B8%97%E0%B8%94%E0%B8%AA%E0%B8%AD%E0%B8%9A')).toBe('public');
    expect(kindOf('/product/%E0%B8')).toBe('public');
  });

  it('leans to the safe side where routes overlap: a path any private route matches is private', async () => {
    const { privateMeta } = await import('./lib/private-meta.ts');
    const page = { default: () => null };
    const kinds = pageKinds(
      {
        root: { id: 'root', path: '', module: page },
        order: { id: 'order', parentId: 'root', path: 'order/:id', module: { ...page, meta: privateMeta('order.title') } },
        help: { id: 'help', parentId: 'root', path: 'order/help', module: page },
        feed: { id: 'feed', parentId: 'root', path: 'order/feed.xml', module: {} },
      },
      '/__manifest',
    );
    expect(kinds('/order/help')).toBe('private');
    expect(kinds('/order/feed.xml')).toBe('other');
    expect(kinds('/nowhere')).toBe('other');
  });

  it('reads data requests as their page', () => {
    expect(pagePathOf('/_.data')).toBe('/');
    expect(pagePathOf('/en/_.data')).toBe('/en/');
    expect(pagePathOf('/product/x.data')).toBe('/product/x');
    expect(pagePathOf('/product/x')).toBe('/product/x');
  });
});

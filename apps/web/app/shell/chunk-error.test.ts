// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunkReloadScript,
  isChunkLoadError,
  NAVIGATING_TO_KEY,
  NAVIGATION_FRESH_MS,
  reloadForChunkError,
  rememberNavigation,
} from './chunk-error.ts';

describe('chunk-load errors', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/home-abc.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: /assets/x.js'),
    new Error('Unable to preload CSS for /assets/app.css'),
  ])('detects %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    null,
    undefined,
    404,
    { message: 'Failed to fetch dynamically imported module' },
  ])('ignores %s', (error) => expect(isChunkLoadError(error)).toBe(false));

  beforeEach(() => sessionStorage.clear());

  it('reloads the target once per tab session', () => {
    const assign = vi.fn();
    expect(reloadForChunkError('/en/p/policy?x=1', sessionStorage, assign)).toBe(true);
    expect(reloadForChunkError('/en/p/policy?x=1', sessionStorage, assign)).toBe(false);
    expect(assign).toHaveBeenCalledOnce();
    expect(assign).toHaveBeenCalledWith('/en/p/policy?x=1');
    expect(reloadForChunkError('/guest/login', sessionStorage, assign)).toBe(true);
  });
});

describe('the head script after React Router reloads the page it was leaving', () => {
  /** Runs the script on a page at `here`, reached by a navigation of `type`; answers where it sent the browser. */
  function runAt(here: string, session: Record<string, string>, type = 'reload', now = 50_000) {
    const store = new Map(Object.entries(session));
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    const [pathname = '', query = ''] = here.split('?');
    const replaced: string[] = [];
    const location = { pathname, search: query ? `?${query}` : '', replace: (url: string) => replaced.push(url) };
    const performance = { getEntriesByType: (kind: string) => (kind === 'navigation' ? [{ type }] : []) };
    new Function('sessionStorage', 'location', 'performance', 'Date', chunkReloadScript())(storage, location, performance, {
      now: () => now,
    });
    return { replaced, store };
  }
  const going = (to: string, from: string, at = 49_000) => ({ [NAVIGATING_TO_KEY]: JSON.stringify({ to, from, at }) });

  it('goes on to the page the shopper was going to, once, and forgets the navigation', () => {
    const first = runAt('/brand', going('/brand/apple?sort=new', '/brand'));
    expect(first.replaced).toEqual(['/brand/apple?sort=new']);
    expect(first.store.has(NAVIGATING_TO_KEY)).toBe(false);
    const again = runAt('/brand', { ...going('/brand/apple?sort=new', '/brand'), chunk_reload: '/brand/apple?sort=new' });
    expect(again.replaced).toEqual([]);
  });

  it('stays on a page opened anew (a typed address, a link from elsewhere), even just after a navigation was cut short', () => {
    expect(runAt('/login', going('/', '/account'), 'navigate').replaced).toEqual([]);
    expect(runAt('/login', going('/', '/account')).replaced).toEqual([]);
  });

  it('stays when nothing was under way, when it is already there, or when the navigation is old', () => {
    expect(runAt('/brand', {}).replaced).toEqual([]);
    expect(runAt('/brand/apple', going('/brand/apple', '/brand/apple')).replaced).toEqual([]);
    expect(runAt('/brand', going('/brand/apple', '/brand', 50_000 - NAVIGATION_FRESH_MS - 1)).replaced).toEqual([]);
    for (const away of ['https://elsewhere.example/', '//elsewhere.example/'])
      expect(runAt('/brand', going(away, '/brand')).replaced).toEqual([]);
    expect(runAt('/brand', { [NAVIGATING_TO_KEY]: 'not json' }).replaced).toEqual([]);
  });

  it('remembers a navigation with where it left from and its time', () => {
    rememberNavigation({ to: '/blog', from: '/brand' }, sessionStorage, 1234);
    expect(JSON.parse(sessionStorage.getItem(NAVIGATING_TO_KEY) ?? '')).toEqual({ to: '/blog', from: '/brand', at: 1234 });
  });
});

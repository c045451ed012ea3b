// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-error.ts';

describe('chunk-load errors', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/home-abc.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: /assets/x.js'),
    new Error('Unable to preload CSS for /assets/app.css'),
  ])('detects %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), null, undefined, 404, { message: 'Failed to fetch dynamically imported module' }])(
    'ignores %s',
    (error) => expect(isChunkLoadError(error)).toBe(false),
  );

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

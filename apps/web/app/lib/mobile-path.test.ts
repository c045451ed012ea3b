import { describe, expect, it } from 'vitest';
import { isAppPath, mobileTwin } from './mobile-path.ts';

describe('links inside the app’s web view', () => {
  it('the /m pages and /live-tv-app are app pages, in either language; desktop pages are not', () => {
    for (const path of ['/m', '/m/lives', '/en/m/product/x', '/live-tv-app', '/en/live-tv-app']) expect(isAppPath(path), path).toBe(true);
    for (const path of ['/', '/live-tv', '/mobile-tablet', '/en/product/x', '/brand/m']) expect(isAppPath(path), path).toBe(false);
  });

  it('home, product, promotion, live TV and notifications go to their /m twins, query kept', () => {
    expect(mobileTwin('/')).toBe('/m');
    expect(mobileTwin('/product/apple-iphone-16-100834')).toBe('/m/product/apple-iphone-16-100834');
    expect(mobileTwin('/promotion')).toBe('/m/promotion');
    expect(mobileTwin('/live-tv?stream=beauty-night-live')).toBe('/m/lives?stream=beauty-night-live');
    expect(mobileTwin('/account/notification?tab=promotion')).toBe('/m/notification?tab=promotion');
  });

  it('screens without a twin, look-alike paths and outside addresses are left alone', () => {
    for (const href of [
      '/collection/best-sellers',
      '/brand/casio',
      '/live-tv-app',
      '/promotions',
      '/account/notifications',
      '/flash-sale',
      'https://example.com/product/x',
    ])
      expect(mobileTwin(href), href).toBe(href);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadTagManager, pageView, pushPageView, tagManagerScriptUrl, validateTagManagerId, type DataLayer } from './tag-manager.ts';

describe('tag manager id (spec §8)', () => {
  it.each(['GTM-TALAD01', 'GTM-ABC123', 'G-1A2B3C4D5E'])('accepts %s', (id) => {
    expect(() => validateTagManagerId(id)).not.toThrow();
  });

  it.each(['', 'UA-12345-1', 'gtm-abc', 'GTM-', 'GTM-abc', 'G-12 34', 'GTM-ABC"><script>'])('throws for "%s"', (id) => {
    expect(() => validateTagManagerId(id)).toThrow(Error);
  });

  it('picks the GTM or gtag script by the id', () => {
    expect(tagManagerScriptUrl('GTM-TALAD01')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TALAD01');
    expect(tagManagerScriptUrl('G-ABC')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC');
  });
});

describe('page views', () => {
  it('pushes page_view with path, location and title', () => {
    const target: { dataLayer?: DataLayer } = {};
    const location = { pathname: '/en/p/policy', search: '?from=footer', href: 'http://localhost:3000/en/p/policy?from=footer' };
    pushPageView(target, pageView(location, 'Cookie policy'));
    expect(target.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/en/p/policy?from=footer',
        page_location: 'http://localhost:3000/en/p/policy?from=footer',
        page_title: 'Cookie policy',
      },
    ]);
  });

  it('loads the script once', () => {
    const target: { dataLayer?: DataLayer } = {};
    loadTagManager(document, target, 'GTM-TALAD01');
    loadTagManager(document, target, 'GTM-TALAD01');
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1);
    expect(target.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('gives the script the page’s nonce, for the tags it adds under the Content-Security-Policy', () => {
    loadTagManager(document, {}, 'G-NONCE1', 'page-nonce');
    expect(document.querySelector<HTMLScriptElement>('script[src*="G-NONCE1"]')?.nonce).toBe('page-nonce');
  });
});

import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://talad.example', ['/', '/product/เสื้อ-ยืด', '/collection/a&b', '/']);

  it('lists every page once in Thai and once in English, with hreflang alternates', () => {
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://talad.example/</loc>');
    expect(xml).toContain('<loc>https://talad.example/en</loc>');
    expect(xml).toContain('hreflang="en" href="https://talad.example/en/product/เสื้อ-ยืด"');
    expect(xml).toContain('hreflang="x-default" href="https://talad.example/product/เสื้อ-ยืด"');
  });

  it('escapes characters XML does not allow', () => {
    expect(xml).toContain('/collection/a&amp;b');
  });
});

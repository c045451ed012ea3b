import { localizePath } from '../../lib/locale-path.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One <url> per language, each naming both languages as alternates (hreflang th/en, x-default Thai). */
export function sitemapXml(origin: string, paths: string[]): string {
  const entries = [...new Set(paths)].flatMap((path) => {
    const th = origin + localizePath(path, 'th');
    const en = origin + localizePath(path, 'en');
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="th" href="${escapeXml(th)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(th)}"/>`,
    ].join('');
    return [th, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

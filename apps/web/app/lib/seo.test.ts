import { success } from '@talad/domain';
import type { Seo } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { pageMeta, seoOrNull } from './seo.ts';
import type { ShellData } from './shell-data.ts';

const shell = { origin: 'https://talad.example', config: { brand: 'talad' } } as ShellData;

describe('page meta', () => {
  it('has canonical and hreflang alternates for both languages', () => {
    const meta = pageMeta({ title: 'Cookie policy', description: 'd', pathname: '/en/p/policy', shell });
    expect(meta).toContainEqual({ title: 'Cookie policy | Talad ตลาด' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://talad.example/en/p/policy' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'th', href: 'https://talad.example/p/policy' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://talad.example/en/p/policy' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://talad.example/p/policy' });
  });

  it('keeps a complete title as it is', () => {
    expect(pageMeta({ title: 'Talad — shop', fullTitle: true, description: 'd', pathname: '/', shell })).toContainEqual({
      title: 'Talad — shop',
    });
  });

  it('names the shop once: a whole title from the SEO records, which ends with it, is kept as it is', () => {
    const title = 'ช้อปออนไลน์ สินค้าแท้ ส่งไว | Talad ตลาด';
    expect(pageMeta({ title, description: 'd', pathname: '/', shell })).toContainEqual({ title });
    expect(pageMeta({ title: 'Talad ตลาด fans', description: 'd', pathname: '/', shell })).toContainEqual({
      title: 'Talad ตลาด fans | Talad ตลาด',
    });
  });

  it('a page asked about by key takes its own record only, not the type’s default that names no page', () => {
    const record = (key: string | null) =>
      success<Seo>({ type: 'category', key, title: 'หมวดหมู่สินค้า | Talad ตลาด', description: 'd', keywords: '', og_image: null });
    expect(seoOrNull(record(null), 'skincare')).toBeNull();
    expect(seoOrNull(record('skincare'), 'skincare')).toMatchObject({ title: 'หมวดหมู่สินค้า | Talad ตลาด' });
    expect(seoOrNull(record(null))).toMatchObject({ title: 'หมวดหมู่สินค้า | Talad ตลาด' });
  });

  it('tells SEO records from failure envelopes', () => {
    expect(seoOrNull(success<Seo>({ type: 'home', key: null, title: 't', description: 'd', keywords: '', og_image: null }))).toEqual({
      title: 't',
      description: 'd',
      keywords: [],
      image: null,
    });
    expect(
      seoOrNull(
        success<Seo>({ type: 'home', key: null, title: 't', description: 'd', keywords: 'ช้อปออนไลน์, โปรโมชัน', og_image: '/media/og.webp' }),
      ),
    ).toMatchObject({
      keywords: ['ช้อปออนไลน์', 'โปรโมชัน'],
      image: '/media/og.webp',
    });
    expect(seoOrNull({ is_success: false, data: null, message: 'No SEO data', status_code: 10103 })).toBeNull();
    expect(seoOrNull(null)).toBeNull();
  });
});

import type { ContentPageKind } from '@talad/domain';
import type { seoPages } from '../db/schema/index.ts';
import { BRAND_ROWS } from './catalog/brands.ts';
import { CATEGORY_MENU } from './menu.ts';

type SeoSeed = typeof seoPages.$inferInsert;

const PAGE_NAMES: Record<ContentPageKind, { th: string; en: string; keywords: { th: string; en: string } }> = {
  home: {
    th: 'ช้อปออนไลน์ สินค้าแท้ ส่งไว',
    en: 'Online shopping, genuine products, fast delivery',
    keywords: { th: 'ช้อปออนไลน์, ซื้อของออนไลน์, โปรโมชัน', en: 'online shopping, deals, promotions' },
  },
  promotion: {
    th: 'โปรโมชันและส่วนลด',
    en: 'Promotions and discounts',
    keywords: { th: 'โปรโมชัน, ส่วนลด, คูปอง', en: 'promotions, discounts, coupons' },
  },
  'flash-sale': {
    th: 'Flash Sale ลดแรงจำกัดเวลา',
    en: 'Flash Sale, limited-time deals',
    keywords: { th: 'แฟลชเซล, ลดราคา', en: 'flash sale, limited-time deals' },
  },
  'custom-page': { th: 'แคมเปญพิเศษ', en: 'Special campaigns', keywords: { th: 'แคมเปญ, โปรโมชัน', en: 'campaign, promotion' } },
  blog: {
    th: 'บล็อก รีวิวและเคล็ดลับการช้อป',
    en: 'Blog, reviews and shopping tips',
    keywords: { th: 'บล็อก, รีวิว, เคล็ดลับ', en: 'blog, reviews, tips' },
  },
  product: { th: 'รายละเอียดสินค้า', en: 'Product details', keywords: { th: 'สินค้า, ราคา, รีวิว', en: 'product, price, reviews' } },
  brand: { th: 'แบรนด์ชั้นนำ', en: 'Top brands', keywords: { th: 'แบรนด์, สินค้าแท้', en: 'brands, genuine products' } },
  category: { th: 'หมวดหมู่สินค้า', en: 'Product categories', keywords: { th: 'หมวดหมู่, สินค้า', en: 'categories, products' } },
  'about-us': { th: 'เกี่ยวกับเรา', en: 'About us', keywords: { th: 'เกี่ยวกับเรา, ติดต่อเรา', en: 'about us, contact' } },
  'product-collection': {
    th: 'คอลเลกชันสินค้า',
    en: 'Product collections',
    keywords: { th: 'คอลเลกชัน, สินค้าแนะนำ', en: 'collections, recommended products' },
  },
};

const HAND_WRITTEN_CATEGORIES = new Set(['mobile-tablet', 'fashion']);

/** A keyed row per main category and per brand, so their pages have their own titles. */
function keyedSeeds(shop: string): SeoSeed[] {
  const categories = CATEGORY_MENU.filter((main) => !HAND_WRITTEN_CATEGORIES.has(main.linkValue)).map((main) => ({
    type: 'category' as const,
    key: main.linkValue,
    title: { th: `${main.label.th} ของแท้ ราคาดี | ${shop}`, en: `${main.label.en}, genuine and good value | ${shop}` },
    description: {
      th: `ช้อป${main.label.th} ${(main.children ?? []).map((child) => child.label.th).join(' ')} ส่งไวทั่วไทย`,
      en: `Shop ${(main.children ?? []).map((child) => child.label.en).join(', ')}, delivered across Thailand.`,
    },
    keywords: {
      th: (main.children ?? []).map((child) => child.label.th).join(', '),
      en: (main.children ?? []).map((child) => child.label.en).join(', '),
    },
    ogImage: `/media/categories/${main.linkValue}.webp`,
  }));
  const brands = BRAND_ROWS.map(([slug, name, thai]) => ({
    type: 'brand' as const,
    key: slug,
    title: { th: `${thai ?? name} ของแท้ | ${shop}`, en: `${name}, genuine products | ${shop}` },
    description: {
      th: `สินค้า ${thai ?? name} ของแท้ ราคาดี ผ่อนได้ ส่งไว`,
      en: `Genuine ${name} products at good prices, with instalments and fast delivery.`,
    },
    keywords: { th: `${thai ?? name}, ${name}`, en: name },
    ogImage: `/media/brands/${slug}-banner.webp`,
  }));
  return [...categories, ...brands];
}

export function seoSeeds(brand: string): SeoSeed[] {
  const defaults = Object.entries(PAGE_NAMES).map(([type, page]) => ({
    type: type as ContentPageKind,
    title: { th: `${page.th} | ${brand}`, en: `${page.en} | ${brand}` },
    description: {
      th: `${page.th} ที่ ${brand} ช้อปง่าย จ่ายสะดวก ส่งทั่วไทย`,
      en: `${page.en} at ${brand}. Easy shopping, convenient payment, delivery across Thailand.`,
    },
    keywords: page.keywords,
    ogImage: '/media/demo/og/default.webp',
  }));
  return [
    ...defaults,
    {
      type: 'category',
      key: 'mobile-tablet',
      title: { th: `มือถือและแท็บเล็ต ราคาดี ผ่อน 0% | ${brand}`, en: `Mobiles & Tablets, 0% installments | ${brand}` },
      description: {
        th: 'สมาร์ทโฟน แท็บเล็ต และอุปกรณ์เสริมของแท้ ประกันศูนย์ไทย',
        en: 'Genuine smartphones, tablets and accessories with Thai warranty.',
      },
      keywords: { th: 'มือถือ, สมาร์ทโฟน, แท็บเล็ต', en: 'mobile, smartphone, tablet' },
      ogImage: '/media/demo/og/mobile-tablet.webp',
    },
    {
      type: 'category',
      key: 'fashion',
      title: { th: `แฟชั่นมาใหม่ทุกสัปดาห์ | ${brand}`, en: `New fashion every week | ${brand}` },
      description: { th: 'เสื้อผ้า กระเป๋า รองเท้า และเครื่องประดับ', en: 'Clothing, bags, shoes and accessories.' },
      keywords: { th: 'แฟชั่น, เสื้อผ้า, รองเท้า', en: 'fashion, clothing, shoes' },
      ogImage: '/media/demo/og/fashion.webp',
    },
    ...keyedSeeds(brand),
  ];
}

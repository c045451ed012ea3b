import type { LocalizedText } from '@talad/domain';
import type { ProductFacts } from './products.ts';

interface CollectionSeed {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  /** Picks and orders the collection's products. */
  pick(drafts: readonly ProductFacts[], effectivePrice: (draft: ProductFacts) => number, thaiBrandIds: Set<number>): ProductFacts[];
}

const bySoldDesc = (a: ProductFacts, b: ProductFacts) => b.sold - a.sold;
const inCategories = (slugs: string[]) => (drafts: readonly ProductFacts[]) =>
  drafts
    .filter((draft) => slugs.includes(draft.categorySlug))
    .sort(bySoldDesc)
    .slice(0, 60);

export const COLLECTION_SEEDS: readonly CollectionSeed[] = [
  {
    slug: 'best-sellers',
    name: { th: 'สินค้าขายดี', en: 'Best sellers' },
    description: { th: 'สินค้าที่ลูกค้าซื้อมากที่สุดในเดือนนี้', en: 'What shoppers bought most this month.' },
    pick: (drafts) => [...drafts].sort(bySoldDesc).slice(0, 60),
  },
  {
    slug: 'new-arrivals',
    name: { th: 'สินค้ามาใหม่', en: 'New arrivals' },
    description: { th: 'สินค้าเข้าใหม่ล่าสุด อัปเดตทุกสัปดาห์', en: 'The latest arrivals, updated every week.' },
    pick: (drafts) => [...drafts].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 60),
  },
  {
    slug: 'thai-brands',
    name: { th: 'แบรนด์ไทยคุณภาพ', en: 'Proudly Thai brands' },
    description: { th: 'สนับสนุนแบรนด์ไทย คุณภาพระดับสากล', en: 'Support Thai brands with world-class quality.' },
    pick: (drafts, _price, thai) =>
      drafts
        .filter((draft) => thai.has(draft.brandId))
        .sort(bySoldDesc)
        .slice(0, 80),
  },
  {
    slug: 'under-299',
    name: { th: 'ไม่เกิน 299 บาท', en: 'Under ฿299' },
    description: { th: 'ของดีราคาไม่เกิน 299 บาท', en: 'Good finds for ฿299 or less.' },
    pick: (drafts, price) =>
      drafts
        .filter((draft) => price(draft) <= 29_900)
        .sort(bySoldDesc)
        .slice(0, 80),
  },
  {
    slug: 'gadget-lover',
    name: { th: 'คนรักแก็ดเจ็ต', en: 'For gadget lovers' },
    description: { th: 'มือถือ หูฟัง สมาร์ทวอทช์ และอุปกรณ์เสริมที่ต้องมี', en: 'Phones, earbuds, smartwatches and must-have accessories.' },
    pick: inCategories(['iphone', 'android-phones', 'earphones', 'smartwatches', 'power-banks', 'speakers']),
  },
  {
    slug: 'work-from-home',
    name: { th: 'ทำงานที่บ้านให้สบาย', en: 'Work from home in comfort' },
    description: {
      th: 'โต๊ะทำงาน หูฟัง กาแฟ และของจำเป็นสำหรับวันทำงานที่บ้าน',
      en: 'Desks, earbuds, coffee and everything for a good day working from home.',
    },
    pick: inCategories(['desks', 'earphones', 'coffee', 'fans', 'android-tablets', 'ipad']),
  },
  {
    slug: 'songkran-summer',
    name: { th: 'ซัมเมอร์สงกรานต์', en: 'Songkran summer' },
    description: {
      th: 'กันแดด พัดลม รองเท้าแตะ และเครื่องดื่มเย็น ๆ รับหน้าร้อน',
      en: 'Sunscreen, fans, sandals and cold drinks for the hot season.',
    },
    pick: inCategories(['sunscreen', 'fans', 'sandals', 'soft-drinks', 'air-conditioners', 't-shirts']),
  },
  {
    slug: 'gift-ideas',
    name: { th: 'ไอเดียของขวัญ', en: 'Gift ideas' },
    description: { th: 'ของขวัญถูกใจสำหรับทุกคนที่คุณรัก', en: 'Gifts for everyone you love.' },
    pick: inCategories(['fragrances', 'watches-eyewear', 'toys', 'bags', 'makeup', 'smartwatches']),
  },
];

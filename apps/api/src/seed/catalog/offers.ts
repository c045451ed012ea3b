import type { LocalizedText, PromotionKind, PromotionRules, Satang } from '@talad/domain';
import type { ProductFacts, VariantDraft } from './products.ts';
import type { Random } from './random.ts';

/**
 * A promotion's rules as seeded: PromotionRules, except that a gift or an add-on names the category it is drawn from
 * (the cheapest variant in stock there, see offerVariant) since variant ids exist only once the variants are inserted.
 */
export interface SeedRules {
  flexi: PromotionRules['flexi'];
  free_gift: Omit<PromotionRules['free_gift'], 'giftVariantId'> & { giftFrom: string };
  add_on_deal: Omit<PromotionRules['add_on_deal'], 'addOnVariantId'> & { addOnFrom: string };
  special_price: PromotionRules['special_price'];
  saving: PromotionRules['saving'];
  shipping_discount: PromotionRules['shipping_discount'];
  cashback: PromotionRules['cashback'];
}

interface PromotionSeedBase {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  /** Which products may take part; a share of them is drawn. */
  mains: readonly string[];
  share: number;
  /** Only products whose every variant costs within this range (satang) take part: one special price must suit them all. */
  priceBand?: readonly [Satang, Satang];
  /** Days from now; null = open-ended. */
  endsInDays: number | null;
}

export type PromotionSeed = { [Kind in PromotionKind]: PromotionSeedBase & { kind: Kind; rules: SeedRules[Kind] } }[PromotionKind];

const ALL = ['mobile-tablet', 'appliances', 'fashion', 'beauty', 'home-garden', 'mom-baby', 'sports', 'food-drinks'];

export const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  {
    slug: 'flexi-pick-3-pay-less',
    kind: 'flexi',
    rules: { minQuantity: 3, percentOff: 1_500 },
    title: { th: 'เลือกได้ 3 ชิ้น ลดเพิ่ม 15%', en: 'Pick any 3, take 15% more off' },
    description: {
      th: 'ซื้อสินค้าที่ร่วมรายการครบ 3 ชิ้น ลดเพิ่มทันที 15% คละแบบได้',
      en: 'Buy any three participating items and get an extra 15% off, mix and match.',
    },
    mains: ['beauty', 'fashion'],
    share: 0.25,
    endsInDays: 14,
  },
  {
    slug: 'flexi-snack-box',
    kind: 'flexi',
    rules: { minQuantity: 5, percentOff: 2_000 },
    title: { th: 'ขนมคละได้ 5 ชิ้น ลด 20%', en: 'Any 5 snacks, 20% off' },
    description: {
      th: 'เลือกขนมและเครื่องดื่มที่ร่วมรายการครบ 5 ชิ้น ลดทันที 20%',
      en: 'Choose five participating snacks or drinks and take 20% off.',
    },
    mains: ['food-drinks'],
    share: 0.4,
    endsInDays: 7,
  },
  {
    slug: 'free-gift-appliance',
    kind: 'free_gift',
    rules: { minQuantity: 1, giftFrom: 'fans', giftQuantity: 1 },
    title: { th: 'ซื้อเครื่องใช้ไฟฟ้า รับของแถมฟรี', en: 'Free gift with appliances' },
    description: {
      th: 'รับพัดลมฟรี 1 เครื่อง เมื่อซื้อเครื่องใช้ไฟฟ้าที่ร่วมรายการ',
      en: 'Get a fan free with participating appliances.',
    },
    mains: ['appliances'],
    share: 0.3,
    endsInDays: 21,
  },
  {
    slug: 'free-gift-beauty-pouch',
    kind: 'free_gift',
    rules: { minQuantity: 2, giftFrom: 'makeup', giftQuantity: 1 },
    title: { th: 'ช้อปความงาม 2 ชิ้น รับเครื่องสำอางฟรี', en: 'Free make-up with two beauty buys' },
    description: {
      th: 'เมื่อซื้อสินค้าความงามที่ร่วมรายการครบ 2 ชิ้น รับเครื่องสำอางฟรี 1 ชิ้น',
      en: 'Buy two participating beauty products and get a make-up item free.',
    },
    mains: ['beauty'],
    share: 0.3,
    endsInDays: 10,
  },
  {
    slug: 'add-on-accessories',
    kind: 'add_on_deal',
    rules: { addOnFrom: 'phone-cases', addOnPrice: 9_900, maxAddOns: 1 },
    title: { th: 'ซื้อคู่ถูกกว่า อุปกรณ์เสริมราคาพิเศษ', en: 'Add-on deal: accessories for less' },
    description: {
      th: 'ซื้อมือถือหรือแท็บเล็ตที่ร่วมรายการ เพิ่มเคสมือถือได้ในราคา 99 บาท',
      en: 'Buy a participating phone or tablet and add a phone case for ฿99.',
    },
    mains: ['mobile-tablet'],
    share: 0.35,
    endsInDays: 30,
  },
  {
    slug: 'special-price-home',
    kind: 'special_price',
    rules: { price: 89_000 },
    priceBand: [95_000, 149_000],
    title: { th: 'ของแต่งบ้าน ราคาพิเศษ 890.-', en: 'Home goods at ฿890' },
    description: {
      th: 'ของแต่งบ้านและเครื่องครัวที่ร่วมรายการ ราคาพิเศษชิ้นละ 890 บาท เฉพาะออนไลน์',
      en: 'Participating home goods and kitchenware at an online-only ฿890 each.',
    },
    mains: ['home-garden'],
    share: 0.4,
    endsInDays: 14,
  },
  {
    slug: 'special-price-sports',
    kind: 'special_price',
    rules: { price: 59_000 },
    priceBand: [65_000, 149_000],
    title: { th: 'สปอร์ตวีค ราคาพิเศษ 590.-', en: 'Sports week: ฿590 specials' },
    description: {
      th: 'อุปกรณ์กีฬาและชุดกีฬาที่ร่วมรายการ ราคาพิเศษชิ้นละ 590 บาท ตลอดสัปดาห์',
      en: 'Participating sports gear and sportswear at ฿590 each all week.',
    },
    mains: ['sports'],
    share: 0.35,
    endsInDays: 7,
  },
  {
    slug: 'saving-mom-baby',
    kind: 'saving',
    rules: { minSpend: 150_000, amountOff: 15_000 },
    title: { th: 'แม่และเด็ก ยิ่งซื้อยิ่งคุ้ม', en: 'Mother & Baby: buy more, save more' },
    description: {
      th: 'ซื้อสินค้าแม่และเด็กที่ร่วมรายการครบ 1,500 บาท ลด 150 บาท',
      en: '฿150 off when you spend ฿1,500 on participating items.',
    },
    mains: ['mom-baby'],
    share: 0.5,
    endsInDays: 30,
  },
  {
    slug: 'saving-fashion',
    kind: 'saving',
    rules: { minSpend: 199_000, amountOff: 20_000 },
    title: { th: 'แฟชั่นลดเพิ่ม 200.-', en: 'Fashion: extra ฿200 off' },
    description: { th: 'ช้อปแฟชั่นครบ 1,990 บาท ลดเพิ่ม 200 บาท', en: 'Spend ฿1,990 on fashion and take ฿200 off.' },
    mains: ['fashion'],
    share: 0.3,
    endsInDays: 10,
  },
  {
    slug: 'shipping-discount-big-items',
    kind: 'shipping_discount',
    rules: { minSpend: 500_000, amountOff: null },
    title: { th: 'ส่งฟรี สินค้าชิ้นใหญ่', en: 'Free delivery on big items' },
    description: {
      th: 'ส่งฟรีทั่วไทยเมื่อซื้อครบ 5,000 บาท เช่น เครื่องใช้ไฟฟ้าและเฟอร์นิเจอร์ชิ้นใหญ่',
      en: 'Free delivery across Thailand on orders of ฿5,000 or more, such as large appliances and furniture.',
    },
    mains: ['appliances', 'home-garden'],
    share: 0.3,
    endsInDays: null,
  },
  {
    slug: 'shipping-discount-40',
    kind: 'shipping_discount',
    rules: { minSpend: 29_900, amountOff: 4_000 },
    title: { th: 'ลดค่าส่ง 40 บาท', en: '฿40 off delivery' },
    description: { th: 'ลดค่าจัดส่ง 40 บาท เมื่อซื้อครบ 299 บาท', en: '฿40 off delivery on orders of ฿299 or more.' },
    mains: ALL,
    share: 0.1,
    endsInDays: 5,
  },
  {
    slug: 'cashback-mobile',
    kind: 'cashback',
    rules: { percent: 500, maxCashback: 100_000 },
    title: { th: 'รับเงินคืน 5% มือถือและแท็บเล็ต', en: '5% cashback on mobiles and tablets' },
    description: { th: 'รับเงินคืนเข้ากระเป๋าแคชแบ็ก 5% สูงสุด 1,000 บาท', en: '5% back to your cashback wallet, up to ฿1,000.' },
    mains: ['mobile-tablet'],
    share: 0.4,
    endsInDays: 30,
  },
  {
    slug: 'cashback-everyday',
    kind: 'cashback',
    rules: { percent: 200, maxCashback: 50_000 },
    title: { th: 'แคชแบ็กทุกวัน 2%', en: 'Everyday 2% cashback' },
    description: {
      th: 'รับเงินคืน 2% ทุกคำสั่งซื้อของสินค้าที่ร่วมรายการ สูงสุด 500 บาท',
      en: '2% cashback on every order of participating products, up to ฿500.',
    },
    mains: ALL,
    share: 0.12,
    endsInDays: null,
  },
];

const effectivePriceOf = (variant: VariantDraft): Satang => variant.specialPrice ?? variant.price;

function inBand(draft: ProductFacts, band: readonly [Satang, Satang] | undefined): boolean {
  return (
    band === undefined || draft.variants.every((variant) => effectivePriceOf(variant) >= band[0] && effectivePriceOf(variant) <= band[1])
  );
}

/** Product indexes in each promotion, in the order of PROMOTION_SEEDS. */
export function drawPromotionMembers(random: Random, drafts: readonly ProductFacts[]): number[][] {
  // The draw comes before the price band, so the band never changes which random numbers the rest of the seed gets.
  return PROMOTION_SEEDS.map((promotion) =>
    drafts.flatMap((draft, index) =>
      promotion.mains.includes(draft.main) && random.chance(promotion.share) && inBand(draft, promotion.priceBand) ? [index] : [],
    ),
  );
}

/**
 * The variant a gift or an add-on deal gives: the cheapest in stock of the category (template category slug) costing
 * more than `above`, or of the whole catalogue when that category has none.
 */
export function offerVariant(drafts: readonly ProductFacts[], category: string, above: Satang = 0): { productIndex: number; sku: string } {
  const candidates = (inCategory: boolean) =>
    drafts
      .flatMap((draft, productIndex) =>
        !inCategory || draft.categorySlug === category
          ? draft.variants
              .filter((variant) => variant.stock > 0 && effectivePriceOf(variant) > above)
              .map((variant) => ({ productIndex, variant }))
          : [],
      )
      .sort((a, b) => effectivePriceOf(a.variant) - effectivePriceOf(b.variant) || a.variant.sku.localeCompare(b.variant.sku));
  // The whole catalogue's variants (millions at the largest seed) are sorted only when the category has none.
  const inCategory = candidates(true);
  const [chosen] = inCategory.length > 0 ? inCategory : candidates(false);
  if (!chosen) throw new Error(`No variant in stock to offer from ${category}`);
  return { productIndex: chosen.productIndex, sku: chosen.variant.sku };
}

/** The skus of every gift and add-on variant the seeded promotions give. */
export function offeredSkus(drafts: readonly ProductFacts[]): string[] {
  return PROMOTION_SEEDS.flatMap((promotion) => {
    if (promotion.kind === 'free_gift') return [offerVariant(drafts, promotion.rules.giftFrom).sku];
    if (promotion.kind === 'add_on_deal') return [offerVariant(drafts, promotion.rules.addOnFrom, promotion.rules.addOnPrice).sku];
    return [];
  });
}

/** The seed's rules with gift and add-on variants resolved to ids (variantIdOf: the inserted variant of a sku). */
export function resolveRules(
  promotion: PromotionSeed,
  drafts: readonly ProductFacts[],
  variantIdOf: (sku: string) => number,
): PromotionRules[PromotionKind] {
  switch (promotion.kind) {
    case 'free_gift': {
      const { giftFrom, ...rules } = promotion.rules;
      return { ...rules, giftVariantId: variantIdOf(offerVariant(drafts, giftFrom).sku) };
    }
    case 'add_on_deal': {
      const { addOnFrom, ...rules } = promotion.rules;
      return { ...rules, addOnVariantId: variantIdOf(offerVariant(drafts, addOnFrom, rules.addOnPrice).sku) };
    }
    default:
      return promotion.rules;
  }
}

export interface FlashSaleSeed {
  name: LocalizedText;
  /** Hours from now. */
  startsIn: number;
  endsIn: number;
}

export const FLASH_SALE_SEEDS: readonly FlashSaleSeed[] = [
  { name: { th: 'Flash Sale เมื่อวาน', en: "Yesterday's Flash Sale" }, startsIn: -30, endsIn: -24 },
  { name: { th: 'Flash Sale ลดแรงตอนนี้', en: 'Flash Sale on now' }, startsIn: -2, endsIn: 4 },
  { name: { th: 'Flash Sale รอบถัดไป', en: 'Next Flash Sale' }, startsIn: 6, endsIn: 12 },
  { name: { th: 'Flash Sale เที่ยงคืน', en: 'Midnight Flash Sale' }, startsIn: 24, endsIn: 28 },
];

export interface FlashSaleItemDraft {
  productIndex: number;
  flashPrice: number;
  quota: number;
  sold: number;
  perCustomerLimit: number;
}

/** 16 in-stock products per sale at 40–65% of their price, with a quota partly taken already. */
export function drawFlashSaleItems(
  random: Random,
  drafts: readonly ProductFacts[],
  cheapest: (draft: ProductFacts) => number,
): FlashSaleItemDraft[][] {
  const candidates = drafts.flatMap((draft, index) => (draft.variants.some((variant) => variant.stock > 0) ? [index] : []));
  return FLASH_SALE_SEEDS.map((sale) =>
    random.some(candidates, Math.min(16, candidates.length)).map((productIndex) => {
      const price = cheapest(drafts[productIndex] as ProductFacts);
      const quota = random.pick([20, 30, 50, 100, 200]);
      const soldShare = sale.endsIn < 0 ? 1 : sale.startsIn > 0 ? 0 : random.next() * 0.9;
      return {
        productIndex,
        flashPrice: Math.max(100, Math.round((price * random.pick([0.4, 0.5, 0.55, 0.6, 0.65])) / 100) * 100 - 100),
        quota,
        sold: Math.floor(quota * soldShare),
        perCustomerLimit: random.pick([1, 2, 3]),
      };
    }),
  );
}

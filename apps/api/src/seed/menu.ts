import type { LINK_TARGETS, LocalizedText } from '@talad/domain';
import type { MENU_SECTIONS } from '../db/schema/index.ts';

export interface MenuSeed {
  label: LocalizedText;
  linkType: (typeof LINK_TARGETS)[number];
  linkValue: string;
  icon?: string;
  children?: MenuSeed[];
}

const sub = (slug: string, th: string, en: string, children?: MenuSeed[]): MenuSeed => ({
  label: { th, en },
  linkType: 'SUBCATEGORY',
  linkValue: slug,
  ...(children ? { children } : {}),
});

const detail = (slug: string, th: string, en: string): MenuSeed => ({ label: { th, en }, linkType: 'DETAILCATEGORY', linkValue: slug });

const main = (slug: string, icon: string, th: string, en: string, children: MenuSeed[]): MenuSeed => ({
  label: { th, en },
  linkType: 'MAINCATEGORY',
  linkValue: slug,
  icon,
  children,
});

export const CATEGORY_MENU: MenuSeed[] = [
  main('mobile-tablet', 'mobile', 'มือถือและแท็บเล็ต', 'Mobiles & Tablets', [
    sub('smartphones', 'สมาร์ทโฟน', 'Smartphones', [
      detail('iphone', 'ไอโฟน', 'iPhone'),
      detail('android-phones', 'มือถือแอนดรอยด์', 'Android phones'),
    ]),
    sub('tablets', 'แท็บเล็ต', 'Tablets', [detail('ipad', 'ไอแพด', 'iPad'), detail('android-tablets', 'แท็บเล็ตแอนดรอยด์', 'Android tablets')]),
    sub('smartwatches', 'สมาร์ทวอทช์', 'Smartwatches'),
    sub('mobile-accessories', 'อุปกรณ์เสริมมือถือ', 'Mobile accessories', [
      detail('power-banks', 'พาวเวอร์แบงก์', 'Power banks'),
      detail('earphones', 'หูฟัง', 'Earphones'),
      detail('phone-cases', 'เคสมือถือ', 'Phone cases'),
    ]),
  ]),
  main('appliances', 'appliance', 'เครื่องใช้ไฟฟ้า', 'Electrical Appliances', [
    sub('tv-audio', 'ทีวีและเครื่องเสียง', 'TV & Audio', [detail('smart-tv', 'สมาร์ททีวี', 'Smart TVs'), detail('speakers', 'ลำโพง', 'Speakers')]),
    sub('kitchen-appliances', 'เครื่องใช้ไฟฟ้าในครัว', 'Kitchen appliances', [
      detail('rice-cookers', 'หม้อหุงข้าว', 'Rice cookers'),
      detail('air-fryers', 'หม้อทอดไร้น้ำมัน', 'Air fryers'),
      detail('refrigerators', 'ตู้เย็น', 'Refrigerators'),
    ]),
    sub('air-conditioners-fans', 'แอร์และพัดลม', 'Air conditioners & Fans', [
      detail('air-conditioners', 'เครื่องปรับอากาศ', 'Air conditioners'),
      detail('fans', 'พัดลม', 'Fans'),
    ]),
    sub('washing-machines', 'เครื่องซักผ้า', 'Washing machines'),
  ]),
  main('fashion', 'fashion', 'แฟชั่น', 'Fashion', [
    sub('womens-clothing', 'เสื้อผ้าผู้หญิง', "Women's clothing", [
      detail('dresses', 'เดรส', 'Dresses'),
      detail('womens-tops', 'เสื้อผู้หญิง', "Women's tops"),
    ]),
    sub('mens-clothing', 'เสื้อผ้าผู้ชาย', "Men's clothing", [detail('t-shirts', 'เสื้อยืด', 'T-shirts'), detail('jeans', 'กางเกงยีนส์', 'Jeans')]),
    sub('bags', 'กระเป๋า', 'Bags'),
    sub('shoes', 'รองเท้า', 'Shoes', [
      detail('sneakers', 'รองเท้าผ้าใบ', 'Sneakers'),
      detail('sandals', 'รองเท้าแตะ', 'Sandals'),
      detail('running-shoes', 'รองเท้าวิ่ง', 'Running shoes'),
    ]),
    sub('watches-eyewear', 'นาฬิกาและแว่นตา', 'Watches & Eyewear'),
  ]),
  main('beauty', 'beauty', 'ความงาม', 'Beauty', [
    sub('skincare', 'ดูแลผิวหน้า', 'Skincare', [detail('sunscreen', 'กันแดด', 'Sunscreen'), detail('serums', 'เซรั่ม', 'Serums')]),
    sub('makeup', 'เครื่องสำอาง', 'Makeup'),
    sub('fragrances', 'น้ำหอม', 'Fragrances'),
    sub('hair-care', 'ดูแลเส้นผม', 'Hair care'),
  ]),
  main('home-garden', 'home', 'บ้านและสวน', 'Home & Garden', [
    sub('furniture', 'เฟอร์นิเจอร์', 'Furniture', [detail('sofas', 'โซฟา', 'Sofas'), detail('desks', 'โต๊ะทำงาน', 'Desks')]),
    sub('bedding', 'เครื่องนอน', 'Bedding'),
    sub('kitchenware', 'เครื่องครัว', 'Kitchenware'),
    sub('gardening', 'อุปกรณ์ทำสวน', 'Gardening'),
  ]),
  main('mom-baby', 'baby', 'แม่และเด็ก', 'Mother & Baby', [
    sub('diapers', 'ผ้าอ้อมเด็ก', 'Diapers'),
    sub('baby-food', 'นมผงและอาหารเด็ก', 'Formula & Baby food'),
    sub('toys', 'ของเล่น', 'Toys'),
    sub('kids-clothing', 'เสื้อผ้าเด็ก', "Kids' clothing"),
  ]),
  main('sports', 'sport', 'กีฬา', 'Sports', [
    sub('fitness', 'ฟิตเนส', 'Fitness', [detail('dumbbells', 'ดัมเบล', 'Dumbbells'), detail('yoga-mats', 'เสื่อโยคะ', 'Yoga mats')]),
    sub('cycling', 'จักรยาน', 'Cycling'),
    sub('outdoor', 'กิจกรรมกลางแจ้ง', 'Outdoor'),
    sub('sportswear', 'ชุดกีฬา', 'Sportswear'),
  ]),
  main('food-drinks', 'food', 'อาหารและเครื่องดื่ม', 'Food & Beverages', [
    sub('beverages', 'เครื่องดื่ม', 'Beverages', [detail('coffee', 'กาแฟ', 'Coffee'), detail('soft-drinks', 'น้ำอัดลม', 'Soft drinks')]),
    sub('snacks', 'ขนมขบเคี้ยว', 'Snacks'),
    sub('dry-food', 'อาหารแห้ง', 'Dry food'),
    sub('supplements', 'อาหารเสริม', 'Supplements'),
  ]),
];

export const LINK_MENU: MenuSeed[] = [
  { label: { th: 'Flash Sale', en: 'Flash Sale' }, linkType: 'FLASHSALE', linkValue: '', icon: 'flash' },
  { label: { th: 'โปรโมชัน', en: 'Promotions' }, linkType: 'PROMOTION', linkValue: '', icon: 'promotion' },
  { label: { th: 'แบรนด์', en: 'Brands' }, linkType: 'BRAND', linkValue: '', icon: 'brand' },
  { label: { th: 'บล็อก', en: 'Blog' }, linkType: 'BLOG', linkValue: '', icon: 'blog' },
  { label: { th: 'Live TV', en: 'Live TV' }, linkType: 'LIVE', linkValue: '', icon: 'live' },
  { label: { th: 'คอลเลกชัน', en: 'Collections' }, linkType: 'COLLECTION', linkValue: 'best-sellers', icon: 'collection' },
  { label: { th: 'คูปอง', en: 'Coupons' }, linkType: 'COUPON', linkValue: '', icon: 'coupon' },
  { label: { th: 'เกี่ยวกับเรา', en: 'About us' }, linkType: 'LINKURL', linkValue: '/a/about-us', icon: 'about' },
  { label: { th: 'คำถามที่พบบ่อย', en: 'FAQ' }, linkType: 'LINKURL', linkValue: '/a/faq', icon: 'help' },
];

/** The brand's membership programme page (/talad-plus or /trueselect-plus). */
export function membershipLink(brandSlug: string, brandName: string): MenuSeed {
  return {
    label: { th: `${brandName} พลัส`, en: `${brandName} Plus` },
    linkType: 'LINKURL',
    linkValue: `/${brandSlug}-plus`,
    icon: 'member',
  };
}

export function menuSeeds(brandSlug: string, brandName: string): Record<(typeof MENU_SECTIONS)[number], MenuSeed[]> {
  return { categories: CATEGORY_MENU, links: [...LINK_MENU, membershipLink(brandSlug, brandName)] };
}

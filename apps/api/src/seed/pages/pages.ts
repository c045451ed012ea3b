import type { ContentPageKind, LocalizedText } from '@talad/domain';
import { banner, block, link, media, t, type BlockSeed } from './blocks.ts';
import type { ProductPicks } from './home.ts';

export interface PageSeed {
  kind: ContentPageKind;
  key: string | null;
  title: LocalizedText;
  theme?: 'DARK' | 'LIGHT';
  blocks: BlockSeed[];
}

const text = (title: LocalizedText, ...paragraphs: LocalizedText[]) => block('TEXT', { title, paragraphs });
const hero = (key: string, title: LocalizedText, subtitle: LocalizedText, target = link('HOME')) =>
  block('HERO', { slides: [{ ...banner(key, title, target), title, subtitle, button_label: t('ดูเพิ่มเติม', 'Learn more') }] });

/** The about pages, in the order of the about layout's side menu. */
function aboutPages(brand: string): PageSeed[] {
  return [
    {
      kind: 'about-us',
      key: 'about-us',
      title: t('เกี่ยวกับเรา', 'About us'),
      blocks: [
        hero('banners/about-us', t(`เกี่ยวกับ ${brand}`, `About ${brand}`), t('ตลาดออนไลน์ของคนไทย', 'The online market for Thailand')),
        text(
          t('เราคือใคร', 'Who we are'),
          t(
            `${brand} คือร้านค้าออนไลน์ที่รวบรวมสินค้าแท้จากแบรนด์ไทยและแบรนด์ระดับโลกกว่า 50 แบรนด์ ตั้งแต่มือถือ เครื่องใช้ไฟฟ้า แฟชั่น ไปจนถึงอาหารและของใช้ในบ้าน`,
            `${brand} is an online shop bringing together genuine products from more than 50 Thai and international brands, from phones and appliances to fashion, food and home goods.`,
          ),
          t(
            'เราเชื่อว่าการช้อปออนไลน์ควรง่าย ปลอดภัย และคุ้มค่า ทุกคำสั่งซื้อจึงมีทั้งการรับประกันของแท้ การผ่อนชำระ และการรับสินค้าที่ 7-Eleven',
            'We believe shopping online should be easy, safe and good value, so every order comes with a genuine-product guarantee, instalments and 7-Eleven pickup.',
          ),
        ),
        block('IMAGE', {
          image: media('banners/seven-eleven-pickup'),
          alt: t('รับสินค้าที่ 7-Eleven', 'Pick up at 7-Eleven'),
          width: 1024,
          height: 256,
          link: link('NONE'),
        }),
      ],
    },
    {
      kind: 'about-us',
      key: 'how-to-order',
      title: t('วิธีสั่งซื้อ', 'How to order'),
      blocks: [
        text(
          t('สั่งซื้อง่ายใน 4 ขั้นตอน', 'Order in four easy steps'),
          t(
            '1. ค้นหาสินค้าหรือเลือกจากหมวดหมู่ 2. เลือกสี ขนาด และจำนวน แล้วกดใส่ตะกร้า',
            '1. Search or browse the categories. 2. Choose colour, size and quantity, then add to cart.',
          ),
          t(
            '3. เลือกที่อยู่จัดส่งหรือสาขา 7-Eleven 4. ชำระเงินด้วยบัตร ผ่อน 0% โมบายแบงก์กิ้ง หรือเก็บเงินปลายทาง',
            '3. Choose a delivery address or a 7-Eleven store. 4. Pay by card, 0% instalments, mobile banking or cash on delivery.',
          ),
        ),
      ],
    },
    {
      kind: 'about-us',
      key: 'shipping',
      title: t('การจัดส่ง', 'Delivery'),
      blocks: [
        text(
          t('ระยะเวลาจัดส่ง', 'Delivery times'),
          t(
            'สินค้าพร้อมส่งจัดส่งภายใน 1-3 วันทำการในกรุงเทพฯ และปริมณฑล และ 3-5 วันทำการสำหรับต่างจังหวัดและสินค้าชิ้นใหญ่',
            'In-stock items arrive in 1-3 working days in Bangkok and nearby provinces, and in 3-5 working days elsewhere and for large items.',
          ),
          t(
            'ส่งฟรีเมื่อช้อปครบ 499 บาท หรือเลือกรับสินค้าที่ 7-Eleven ได้ฟรีสำหรับสินค้าที่มีสัญลักษณ์',
            'Free delivery on orders over ฿499, or free pickup at 7-Eleven for marked items.',
          ),
        ),
      ],
    },
    {
      kind: 'about-us',
      key: 'returns',
      title: t('การคืนสินค้า', 'Returns'),
      blocks: [
        text(
          t('คืนสินค้าได้ภายใน 7 วัน', 'Return within 7 days'),
          t(
            'หากสินค้าชำรุดหรือไม่ตรงตามที่สั่ง แจ้งคืนได้ภายใน 7 วันหลังได้รับสินค้า เราจะรับสินค้ากลับและคืนเงินภายใน 14 วัน',
            'If an item is damaged or not what you ordered, request a return within 7 days of delivery. We collect it and refund you within 14 days.',
          ),
        ),
      ],
    },
    {
      kind: 'about-us',
      key: 'contact-us',
      title: t('ติดต่อเรา', 'Contact us'),
      blocks: [
        text(
          t('ศูนย์บริการลูกค้า', 'Customer service'),
          t(
            'โทร 02-000-0000 ทุกวัน 08:00-20:00 น. หรืออีเมล help@talad.example',
            'Call 02-000-0000 daily 08:00-20:00, or e-mail help@talad.example.',
          ),
          t(
            'สำนักงาน: 99 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
            'Office: 99 Sukhumvit Road, Khlong Tan Nuea, Watthana, Bangkok 10110.',
          ),
        ),
      ],
    },
  ];
}

function customPages(brand: string, brandSlug: string): PageSeed[] {
  return [
    {
      kind: 'custom-page',
      key: '11-11-sale',
      title: t('11.11 ช้อปกระหน่ำ', '11.11 Big Sale'),
      theme: 'DARK',
      blocks: [
        hero(
          'banners/campaign-11-11',
          t('11.11 ลดกระหน่ำทั้งร้าน', '11.11: the whole shop on sale'),
          t('คูปองลดเพิ่ม 11% ทุกชั่วโมง', 'Extra 11% coupons every hour'),
          link('PROMOTION'),
        ),
        block('FLASHSALE', { title: t('Flash Sale 11.11', '11.11 Flash Sale'), link: link('FLASHSALE') }, 'DARK'),
      ],
    },
    {
      kind: 'custom-page',
      key: 'policy',
      title: t('นโยบายคุกกี้', 'Cookie policy'),
      blocks: [
        text(
          t('นโยบายการใช้คุกกี้', 'How we use cookies'),
          t(
            `${brand} ใช้คุกกี้ที่จำเป็นเพื่อให้เว็บไซต์ทำงานได้ เช่น การจำตะกร้าสินค้าและการเข้าสู่ระบบ คุกกี้เหล่านี้ปิดไม่ได้`,
            `${brand} uses essential cookies to make the site work, such as remembering your cart and sign-in. These cannot be turned off.`,
          ),
          t(
            'คุกกี้เพื่อการวิเคราะห์ช่วยให้เราเข้าใจการใช้งานเว็บไซต์ และคุกกี้เพื่อการตลาดช่วยแสดงข้อเสนอที่ตรงใจ คุณเลือกเปิดหรือปิดได้ที่การตั้งค่าคุกกี้',
            'Analytics cookies help us understand how the site is used and marketing cookies show offers that suit you. You can turn them on or off in the cookie settings.',
          ),
        ),
      ],
    },
    {
      kind: 'custom-page',
      key: `${brandSlug}-plus`,
      title: t(`${brand} พลัส`, `${brand} Plus`),
      blocks: [
        hero(
          'banners/plus-membership',
          t(`${brand} พลัส สมาชิกที่คุ้มกว่า`, `${brand} Plus: membership that pays`),
          t('สะสมยอดซื้อ เลื่อนระดับ รับสิทธิพิเศษ', 'Spend, level up and unlock benefits'),
        ),
        text(
          t('ระดับสมาชิก', 'Membership tiers'),
          t(
            'สมาชิกทุกคนเริ่มที่ระดับ REGULAR เมื่อยอดซื้อรวมในหนึ่งปีถึงเกณฑ์ จะเลื่อนเป็น GOLD และ VIP โดยอัตโนมัติ',
            'Every member starts at REGULAR and moves up to GOLD and VIP automatically as their yearly spend grows.',
          ),
          t(
            'ยิ่งระดับสูง ยิ่งได้เงินคืนมาก ส่งฟรีมากขึ้น และได้คูปองวันเกิดพิเศษ',
            'Higher tiers earn more cashback, more free deliveries and a special birthday coupon.',
          ),
        ),
        block('ICON', {
          items: [
            { icon: media('banners/icon-coupon'), label: t('คูปองสมาชิก', 'Member coupons'), link: link('COUPON') },
            { icon: media('banners/icon-gift'), label: t('ของขวัญวันเกิด', 'Birthday gift'), link: link('NONE') },
            { icon: media('banners/icon-flash'), label: t('Flash Sale ก่อนใคร', 'Early flash sales'), link: link('FLASHSALE') },
          ],
        }),
      ],
    },
  ];
}

/** Pages of every content kind of spec §2 besides home, plus the custom and about pages. */
export function pageSeeds(brand: string, brandSlug: string, picks: ProductPicks): PageSeed[] {
  return [
    {
      kind: 'promotion',
      key: null,
      title: t('โปรโมชัน', 'Promotions'),
      blocks: [
        hero(
          'banners/hero-mega-sale',
          t('โปรโมชันประจำเดือน', "This month's promotions"),
          t('ส่วนลด ของแถม และเงินคืน', 'Discounts, free gifts and cashback'),
          link('PROMOTION'),
        ),
        block('PRODUCTCAROUSEL', { title: t('ลดแรงที่สุด', 'Biggest discounts'), product_ids: picks.bigDiscounts, link: link('NONE') }),
      ],
    },
    {
      kind: 'flash-sale',
      key: null,
      title: t('Flash Sale', 'Flash Sale'),
      theme: 'DARK',
      blocks: [
        block('FLASHSALE', { title: t('Flash Sale ลดแรงจำกัดเวลา', 'Flash Sale, limited time'), link: link('FLASHSALE') }, 'DARK'),
        text(
          t('กติกา Flash Sale', 'Flash Sale rules'),
          t(
            'สินค้ามีจำนวนจำกัดตามโควตา และจำกัดจำนวนต่อลูกค้าหนึ่งท่าน ราคาพิเศษเฉพาะช่วงเวลาที่กำหนด',
            'Items are limited to their quota and to a set number per customer; prices hold only during the sale window.',
          ),
        ),
      ],
    },
    {
      kind: 'blog',
      key: null,
      title: t('บล็อก', 'Blog'),
      blocks: [
        block('TITLE', {
          title: t('รีวิวและเคล็ดลับการช้อป', 'Reviews and shopping tips'),
          subtitle: t('อัปเดตทุกสัปดาห์', 'Updated every week'),
          link: link('BLOG'),
        }),
      ],
    },
    {
      kind: 'brand',
      key: null,
      title: t('แบรนด์', 'Brands'),
      blocks: [
        block('TITLE', {
          title: t('แบรนด์ชั้นนำ', 'Top brands'),
          subtitle: t('ของแท้จากตัวแทนจำหน่ายในไทย', 'Genuine, from Thai distributors'),
          link: link('BRAND'),
        }),
      ],
    },
    {
      kind: 'category',
      key: null,
      title: t('หมวดหมู่', 'Categories'),
      blocks: [
        block('IMAGE', {
          image: media('banners/free-delivery'),
          alt: t('ส่งฟรีเมื่อช้อปครบ 499 บาท', 'Free delivery over ฿499'),
          width: 1024,
          height: 256,
          link: link('PROMOTION'),
        }),
      ],
    },
    {
      kind: 'product',
      key: null,
      title: t('สินค้า', 'Product'),
      blocks: [
        block('IMAGE', {
          image: media('banners/installment-0'),
          alt: t('ผ่อน 0% นานสูงสุด 10 เดือน', '0% instalments for up to 10 months'),
          width: 1024,
          height: 256,
          link: link('NONE'),
        }),
      ],
    },
    {
      kind: 'product-collection',
      key: null,
      title: t('คอลเลกชัน', 'Collections'),
      blocks: [
        block('TITLE', {
          title: t('คอลเลกชันแนะนำ', 'Featured collections'),
          subtitle: t('คัดมาให้แล้ว', 'Hand-picked for you'),
          link: link('COLLECTION', 'best-sellers'),
        }),
      ],
    },
    ...customPages(brand, brandSlug),
    ...aboutPages(brand),
  ];
}

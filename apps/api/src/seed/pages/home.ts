import { banner, block, link, media, t, type BlockSeed } from './blocks.ts';

export interface ProductPicks {
  bestSellers: string[];
  newArrivals: string[];
  thaiBrands: string[];
  bigDiscounts: string[];
}

/** The home page: every one of the 13 block types, in the order a shopper scrolls them. */
export function homeBlocks(picks: ProductPicks): BlockSeed[] {
  return [
    block('HERO', {
      slides: [
        {
          ...banner(
            'banners/hero-mega-sale',
            t('เมกะเซลลดสูงสุด 70%', 'Mega sale, up to 70% off'),
            link('PROMOTION'),
            'banners/hero-mega-sale-mobile',
          ),
          title: t('เมกะเซล ลดสูงสุด 70%', 'Mega Sale: up to 70% off'),
          subtitle: t('ทุกหมวดหมู่ ส่งฟรีเมื่อช้อปครบ 499 บาท', 'Every category, free delivery over ฿499'),
          button_label: t('ช้อปเลย', 'Shop now'),
        },
        {
          ...banner(
            'banners/hero-new-phones',
            t('มือถือรุ่นใหม่ ผ่อน 0%', 'New phones, 0% instalments'),
            link('MAINCATEGORY', 'mobile-tablet'),
            'banners/hero-new-phones-mobile',
          ),
          title: t('มือถือรุ่นใหม่ ผ่อน 0% นาน 10 เดือน', 'New phones, 0% for 10 months'),
          subtitle: t('ประกันศูนย์ไทย ของแท้ 100%', 'Thai warranty, 100% genuine'),
          button_label: t('ดูมือถือ', 'See phones'),
        },
        {
          ...banner(
            'banners/hero-songkran',
            t('ซัมเมอร์สงกรานต์', 'Songkran summer'),
            link('COLLECTION', 'songkran-summer'),
            'banners/hero-songkran-mobile',
          ),
          title: t('รับซัมเมอร์ เย็นสบายทั้งบ้าน', 'Cool summer for the whole home'),
          subtitle: t('พัดลม แอร์ กันแดด ราคาพิเศษ', 'Fans, air-cons and sunscreen on special'),
          button_label: t('ดูคอลเลกชัน', 'See the collection'),
        },
      ],
    }),
    block('ICON', {
      items: [
        { icon: media('banners/icon-flash'), label: t('Flash Sale', 'Flash Sale'), link: link('FLASHSALE') },
        { icon: media('banners/icon-coupon'), label: t('คูปอง', 'Coupons'), link: link('COUPON') },
        { icon: media('banners/icon-brand'), label: t('แบรนด์', 'Brands'), link: link('BRAND') },
        { icon: media('banners/icon-live'), label: t('ไลฟ์สด', 'Live'), link: link('LIVE') },
        { icon: media('banners/icon-blog'), label: t('บล็อก', 'Blog'), link: link('BLOG') },
        { icon: media('banners/icon-new'), label: t('มาใหม่', 'New in'), link: link('COLLECTION', 'new-arrivals') },
        { icon: media('banners/icon-thai'), label: t('แบรนด์ไทย', 'Thai brands'), link: link('COLLECTION', 'thai-brands') },
        { icon: media('banners/icon-gift'), label: t('ของขวัญ', 'Gifts'), link: link('COLLECTION', 'gift-ideas') },
      ],
    }),
    block('FLASHSALE', { title: t('Flash Sale ลดแรงจำกัดเวลา', 'Flash Sale, limited time'), link: link('FLASHSALE') }, 'DARK'),
    block('CAROUSEL1', {
      banners: [
        banner('banners/deal-appliances', t('เครื่องใช้ไฟฟ้า รับของแถมฟรี', 'Free gifts with appliances'), link('MAINCATEGORY', 'appliances')),
        banner('banners/deal-beauty', t('ความงาม ลดเพิ่ม 15%', 'Beauty: extra 15% off'), link('MAINCATEGORY', 'beauty')),
      ],
    }),
    block('TITLE', {
      title: t('สินค้าขายดี', 'Best sellers'),
      subtitle: t('ที่ลูกค้าซื้อมากที่สุดเดือนนี้', 'What shoppers bought most this month'),
      link: link('COLLECTION', 'best-sellers'),
    }),
    block('PRODUCTCAROUSEL', {
      title: t('สินค้าขายดี', 'Best sellers'),
      product_ids: picks.bestSellers,
      link: link('COLLECTION', 'best-sellers'),
    }),
    block('CAROUSEL2', {
      banners: [
        banner('banners/deal-fashion', t('แฟชั่นลดเพิ่ม 200 บาท', 'Fashion: extra ฿200 off'), link('MAINCATEGORY', 'fashion')),
        banner('banners/deal-mom-baby', t('แม่และเด็ก ยิ่งซื้อยิ่งคุ้ม', 'Mother & Baby: buy more, save more'), link('MAINCATEGORY', 'mom-baby')),
        banner('banners/deal-appliances', t('ส่งฟรีสินค้าชิ้นใหญ่', 'Free delivery on big items'), link('PROMOTION')),
        banner('banners/deal-beauty', t('กันแดดรับซัมเมอร์', 'Sunscreen for summer'), link('DETAILCATEGORY', 'sunscreen')),
      ],
    }),
    block('SPACE', { height: 24 }),
    block('IMAGE', {
      image: media('banners/free-delivery'),
      alt: t('ส่งฟรีทั่วไทย เมื่อช้อปครบ 499 บาท', 'Free delivery across Thailand over ฿499'),
      width: 1024,
      height: 256,
      link: link('PROMOTION'),
    }),
    block(
      'PRODUCTCAROUSEL',
      { title: t('สินค้ามาใหม่', 'New arrivals'), product_ids: picks.newArrivals, link: link('COLLECTION', 'new-arrivals') },
      'DARK',
    ),
    block('AREABANNER', {
      image: media('banners/area-shop-by-room'),
      alt: t('ช้อปตามห้อง', 'Shop by room'),
      width: 1024,
      height: 512,
      areas: [
        { x: 0, y: 0, width: 50, height: 50, alt: t('ห้องนั่งเล่น', 'Living room'), link: link('SUBCATEGORY', 'furniture') },
        { x: 50, y: 0, width: 50, height: 50, alt: t('ห้องนอน', 'Bedroom'), link: link('SUBCATEGORY', 'bedding') },
        { x: 0, y: 50, width: 50, height: 50, alt: t('ห้องครัว', 'Kitchen'), link: link('SUBCATEGORY', 'kitchenware') },
        { x: 50, y: 50, width: 50, height: 50, alt: t('สวน', 'Garden'), link: link('SUBCATEGORY', 'gardening') },
      ],
    }),
    block('LIVE', { title: t('ไลฟ์สดช้อปสนุก', 'Shop live'), link: link('LIVE') }, 'DARK'),
    block('PRODUCTCAROUSEL', {
      title: t('แบรนด์ไทยคุณภาพ', 'Proudly Thai brands'),
      product_ids: picks.thaiBrands,
      link: link('COLLECTION', 'thai-brands'),
    }),
    block('IMAGE', {
      image: media('banners/installment-0'),
      alt: t('ผ่อน 0% นานสูงสุด 10 เดือน', '0% instalments for up to 10 months'),
      width: 1024,
      height: 256,
      link: link('LINKURL', '/search?search=iphone&installment=true'),
    }),
    block('BLOG', { title: t('บทความน่าอ่าน', 'From the blog'), limit: 4, link: link('BLOG') }),
    block('TEXT', {
      title: t('ช้อปออนไลน์กับเรา มั่นใจได้ทุกคำสั่งซื้อ', 'Shop with confidence'),
      paragraphs: [
        t(
          'สินค้าทุกชิ้นเป็นของแท้จากแบรนด์และตัวแทนจำหน่ายในประเทศไทย จัดส่งภายใน 1-3 หรือ 3-5 วันทำการ หรือเลือกรับที่ 7-Eleven ใกล้บ้าน',
          'Every product is genuine, from the brand or its Thai distributor. Delivery in 1-3 or 3-5 working days, or pick up at a 7-Eleven near you.',
        ),
        t(
          'ผ่อน 0% กับบัตรเครดิตธนาคารชั้นนำ รับเงินคืนทุกคำสั่งซื้อ และสะสมสิทธิพิเศษกับโปรแกรมสมาชิก',
          'Pay in 0% instalments with leading banks, earn cashback on every order and collect member benefits.',
        ),
      ],
    }),
  ];
}

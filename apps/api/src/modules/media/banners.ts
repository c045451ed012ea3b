export interface MediaBanner {
  ratio: number;
  title?: string;
}

/**
 * Every banner picture the seeded content refers to (/media/<key>.webp): the media module draws only these,
 * so a mistyped path is a 404 rather than a made-up picture. ratio = height / width; titles are Latin script,
 * {brand} standing for the running brand's name.
 * HERO slides (banners/hero-*, about-us, campaign-11-11, plus-membership) have none: the slide's own Thai or
 * English title lies over the picture, and a second, drawn-in title under it made both unreadable on phones.
 */
const MEDIA_BANNERS: Record<string, MediaBanner> = {
  'demo/popups/flash-sale': { ratio: 1.25, title: 'FLASH SALE -70%' },
  'demo/popups/new-member-coupon': { ratio: 1.25, title: '฿100 OFF' },
  'demo/popups/welcome': { ratio: 0.5625, title: 'Welcome' },
  'demo/og/default': { ratio: 0.525, title: '{brand}' },
  'demo/og/mobile-tablet': { ratio: 0.525, title: 'Mobiles & Tablets' },
  'demo/og/fashion': { ratio: 0.525, title: 'Fashion' },
  'banners/hero-mega-sale': { ratio: 0.375 },
  'banners/hero-mega-sale-mobile': { ratio: 1 },
  'banners/hero-new-phones': { ratio: 0.375 },
  'banners/hero-new-phones-mobile': { ratio: 1 },
  'banners/hero-songkran': { ratio: 0.375 },
  'banners/hero-songkran-mobile': { ratio: 1 },
  'banners/deal-appliances': { ratio: 0.5, title: 'APPLIANCES' },
  'banners/deal-beauty': { ratio: 0.5, title: 'BEAUTY' },
  'banners/deal-fashion': { ratio: 0.5, title: 'FASHION' },
  'banners/deal-mom-baby': { ratio: 0.5, title: 'MOM & BABY' },
  'banners/free-delivery': { ratio: 0.25, title: 'FREE DELIVERY' },
  'banners/installment-0': { ratio: 0.25, title: '0% INSTALMENTS' },
  'banners/seven-eleven-pickup': { ratio: 0.25, title: 'PICK UP AT 7-ELEVEN' },
  'banners/area-shop-by-room': { ratio: 0.5, title: 'SHOP BY ROOM' },
  'banners/plus-membership': { ratio: 0.375 },
  'banners/about-us': { ratio: 0.375 },
  'banners/campaign-11-11': { ratio: 0.375 },
  'banners/icon-flash': { ratio: 1, title: '⚡' },
  'banners/icon-coupon': { ratio: 1, title: '%' },
  'banners/icon-brand': { ratio: 1, title: 'B' },
  'banners/icon-live': { ratio: 1, title: '▶' },
  'banners/icon-blog': { ratio: 1, title: '✎' },
  'banners/icon-new': { ratio: 1, title: 'NEW' },
  'banners/icon-thai': { ratio: 1, title: 'TH' },
  'banners/icon-gift': { ratio: 1, title: '★' },
};

/** The banner a media key names, if any, with the brand's name in its title. */
export function mediaBanner(key: string, brand: string): MediaBanner | undefined {
  const banner = MEDIA_BANNERS[key];
  return banner?.title ? { ...banner, title: banner.title.replace('{brand}', brand) } : banner;
}

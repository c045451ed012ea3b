import type { popups } from '../db/schema/index.ts';

type PopupSeed = typeof popups.$inferInsert;

export function popupSeeds(brand: string): PopupSeed[] {
  return [
    {
      kind: 'image',
      position: 1,
      imageUrl: '/media/demo/popups/flash-sale.webp',
      linkType: 'FLASHSALE',
      alt: { th: 'Flash Sale ลดสูงสุด 70% ทุกวัน', en: 'Daily Flash Sale, up to 70% off' },
    },
    {
      kind: 'image',
      position: 2,
      imageUrl: '/media/demo/popups/new-member-coupon.webp',
      linkType: 'COUPON',
      alt: { th: 'คูปองสมาชิกใหม่ ลด 100 บาท', en: 'New member coupon: ฿100 off' },
    },
    {
      // Off until the shop turns it on: set is_active (and a window) on this row.
      kind: 'introduction',
      isActive: false,
      imageUrl: '/media/demo/popups/welcome.webp',
      title: { th: `ยินดีต้อนรับสู่ ${brand}`, en: `Welcome to ${brand}` },
      body: {
        th: 'ช้อปสินค้าแท้ ส่งไว รับเงินคืนทุกคำสั่งซื้อ และรับสินค้าได้ที่ 7-Eleven ใกล้บ้าน',
        en: 'Genuine products, fast delivery, cashback on every order and pickup at a 7-Eleven near you.',
      },
      buttonLabel: { th: 'เริ่มช้อปเลย', en: 'Start shopping' },
    },
  ];
}

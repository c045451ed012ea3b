import type { BadgeInfo } from '@talad/contract';
import type { Locale, ProductBadge } from '@talad/domain';

/** The Thai badges of spec §3 and their English. */
const BADGE_LABELS: Record<ProductBadge, Record<Locale, string>> = {
  SEVEN_ELEVEN_ONLY: { th: 'รับสินค้าที่ 7-Eleven เท่านั้น', en: 'Pickup at 7-Eleven only' },
  NOT_IN_PROMOTION: { th: 'สินค้าไม่ร่วมโปรโมชัน', en: 'Not in promotion' },
  NO_COD: { th: 'ไม่รับชำระเงินปลายทาง', en: 'No cash on delivery' },
  DELIVERY_1_3_DAYS: { th: 'จัดส่งภายใน 1-3 วันทำการ', en: 'Delivery in 1-3 working days' },
  DELIVERY_3_5_DAYS: { th: 'จัดส่งภายใน 3-5 วันทำการ', en: 'Delivery in 3-5 working days' },
};

export function badgeInfo(codes: readonly string[], locale: Locale): BadgeInfo[] {
  return codes.flatMap((code) =>
    code in BADGE_LABELS ? [{ code: code as ProductBadge, label: BADGE_LABELS[code as ProductBadge][locale] }] : [],
  );
}

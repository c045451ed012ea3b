import type { DeliveryEstimate } from '@talad/contract';
import { addThaiWorkingDays, type Locale } from '@talad/domain';

/** Spec §9: delivery in 1-3 or 3-5 working days: Thai working days (weekends and public holidays skipped), Bangkok time. */
export function deliveryEstimate(now: Date, minDays: number, maxDays: number, locale: Locale): DeliveryEstimate {
  return {
    min_days: minDays,
    max_days: maxDays,
    earliest: addThaiWorkingDays(now, minDays),
    latest: addThaiWorkingDays(now, maxDays),
    label: locale === 'en' ? `Delivery in ${minDays}-${maxDays} working days` : `จัดส่งภายใน ${minDays}-${maxDays} วันทำการ`,
  };
}

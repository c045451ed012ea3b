import type { DeliveryEstimate } from '@talad/contract';
import type { Locale } from '@talad/domain';

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The date `days` working days (Mon–Fri) after `from`, in Asia/Bangkok, as YYYY-MM-DD. */
export function addWorkingDays(from: Date, days: number): string {
  const day = new Date(from.getTime() + BANGKOK_OFFSET_MS);
  for (let left = days; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** Spec §9: delivery in 1-3 or 3-5 working days. */
export function deliveryEstimate(now: Date, minDays: number, maxDays: number, locale: Locale): DeliveryEstimate {
  return {
    min_days: minDays,
    max_days: maxDays,
    earliest: addWorkingDays(now, minDays),
    latest: addWorkingDays(now, maxDays),
    label: locale === 'en' ? `Delivery in ${minDays}-${maxDays} working days` : `จัดส่งภายใน ${minDays}-${maxDays} วันทำการ`,
  };
}

import type { Locale } from '@talad/domain';
import { formatMoment } from '../../lib/dates.ts';

/** A moment of an order (placed, shipped…) in Bangkok time, the way the shopper's language writes it (lib/dates.ts). */
export function orderTime(iso: string, locale: Locale): string {
  return formatMoment(iso, locale, 'dayTime');
}

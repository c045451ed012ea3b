import type { Locale } from '@talad/domain';
import { formatMoment } from '../../lib/dates.ts';

/** A day of the cashback ledger in Bangkok time; Thai in the Buddhist era (lib/dates.ts). */
export function cashbackDay(iso: string, locale: Locale): string {
  return formatMoment(iso, locale);
}

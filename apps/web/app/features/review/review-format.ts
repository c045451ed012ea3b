import type { Locale } from '@talad/domain';
import type { ReviewItem } from '@talad/sdk';
import { formatMoment } from '../../lib/dates.ts';

/** The day a review was written, in Bangkok time; Thai in the Buddhist era (lib/dates.ts). */
export function reviewDay(iso: string, locale: Locale): string {
  return formatMoment(iso, locale);
}

/** The label of one option value as the item names it ("Color", "black" → "ดำ"), the value itself when unlabelled. */
export function variationLabel(item: Pick<ReviewItem, 'variation_labels'>, name: string, value: string): string {
  return item.variation_labels[`${name}:${value}`] ?? value;
}

/** The variation of a review in words: "ดำ · 128GB". */
export function variationText(item: Pick<ReviewItem, 'variations' | 'variation_labels'>): string {
  return Object.entries(item.variations)
    .map(([name, value]) => variationLabel(item, name, value))
    .join(' · ');
}

import type { Locale } from '@talad/domain';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A moment of an order (placed, shipped…) in Bangkok time, the way the shopper's language writes it. */
export function orderTime(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

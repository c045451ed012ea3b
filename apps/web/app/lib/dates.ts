import type { Locale } from '@talad/domain';
import { useLocale } from './use-locale.ts';

/**
 * How the shop writes moments and days. The API stores moments as timestamptz and sends them as ISO instants;
 * the shop shows them in Bangkok time wherever the page is rendered (server and browser agree, so hydration matches).
 * Thai dates are in the Buddhist era (2026 is 2569), English ones in the Gregorian calendar: both named in the
 * locale, not left to the runtime's default calendar for the language.
 */
export const SHOP_TIME_ZONE = 'Asia/Bangkok';

const LOCALE_TAGS: Record<Locale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB-u-ca-gregory' };

const STYLES = {
  /** 2 มี.ค. 2569 · 2 Mar 2026 */
  day: { dateStyle: 'medium' },
  /** 2 มี.ค. 2569 01:30 · 2 Mar 2026, 01:30 */
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 2 มี.ค. · 2 Mar */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 01:30 */
  time: { hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** Formatters are made once each: a new Intl.DateTimeFormat per render costs ~0.7 ms. */
const made = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${style} ${timeZone}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...STYLES[style], timeZone });
    made.set(key, format);
  }
  return format;
}

/** A moment (an ISO instant from the API) as it was in Bangkok. */
export function formatMoment(at: string | Date, locale: Locale, style: DateStyle = 'day'): string {
  return formatter(locale, style, SHOP_TIME_ZONE).format(new Date(at));
}

/** A calendar day without a time ("2026-03-02", e.g. a delivery estimate): that day, whatever the reader's zone. */
export function formatCalendarDay(isoDate: string, locale: Locale, style: 'day' | 'dayMonth' = 'day'): string {
  return formatter(locale, style, 'UTC').format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** The page's language's way of writing the day of a moment. */
export function useFormatDate(): (at: string) => string {
  const locale = useLocale();
  return (at) => formatMoment(at, locale);
}

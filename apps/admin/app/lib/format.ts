import { formatBaht, type Locale } from '@talad/domain';
import { useT } from './i18n.ts';

/**
 * How the back office writes moments and money: in Bangkok time (the shop's), Thai in the Buddhist era and English
 * in the Gregorian calendar, as the shop's pages do; baht from integer satang (packages/domain formatBaht). Server
 * and browser agree, so hydration matches.
 */
const LOCALE_TAGS: Record<Locale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB-u-ca-gregory' };
const STYLES = {
  day: { dateStyle: 'medium' },
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();

export function formatMoment(at: string, language: Locale, style: keyof typeof STYLES = 'dayTime'): string {
  const key = `${language} ${style}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], { ...STYLES[style], timeZone: 'Asia/Bangkok' });
    made.set(key, format);
  }
  return format.format(new Date(at));
}

/** Moments and money in the staff member's language. */
export function useFormat() {
  const { language } = useT();
  return {
    moment: (at: string, style?: keyof typeof STYLES) => formatMoment(at, language, style),
    money: (satang: number) => formatBaht(satang, language),
    count: (value: number) => new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US').format(value),
  };
}

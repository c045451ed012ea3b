/** Money is integer satang everywhere; 100 satang = 1 baht. */
export type Satang = number;

export function bahtToSatang(baht: number): Satang {
  return Math.round(baht * 100);
}

// narrowSymbol: English writes ฿ as Thai does (en-US alone writes "THB 1,299").
const format = (locale: string, digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
/** Whole baht without decimals (฿1,299); anything else with both satang digits (฿3,222.50, never ฿3,222.5). */
const formatters = {
  th: { whole: format('th-TH', 0), satang: format('th-TH', 2) },
  en: { whole: format('en-US', 0), satang: format('en-US', 2) },
};

export function formatBaht(amount: Satang, locale: 'th' | 'en' = 'th'): string {
  if (!Number.isInteger(amount)) throw new TypeError(`Money must be whole satang, got ${amount}`);
  const formatter = formatters[locale];
  return (amount % 100 === 0 ? formatter.whole : formatter.satang).format(amount / 100);
}

/** Money is integer satang everywhere; 100 satang = 1 baht. */
export type Satang = number;

export function bahtToSatang(baht: number): Satang {
  return Math.round(baht * 100);
}

const formatters = {
  th: new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'THB', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
};

export function formatBaht(amount: Satang, locale: 'th' | 'en' = 'th'): string {
  if (!Number.isInteger(amount)) throw new TypeError(`Money must be whole satang, got ${amount}`);
  return formatters[locale].format(amount / 100);
}

/**
 * A price as the staff member types it, in baht ("1290", "1,290.50", "-5"), as integer satang; null when it is not a
 * number of baht with at most two decimals. A negative or zero amount is passed on: the API refuses it in words
 * (PRICE_NOT_POSITIVE), as it does any other caller's.
 */
export function satangOf(text: string): number | null {
  const plain = text.trim().replaceAll(',', '');
  if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.replace('-', '').split('.');
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return plain.startsWith('-') ? -satang : satang;
}

/** Satang as the form shows them back: baht with two decimals only when there are satang. */
export function bahtText(satang: number | null): string {
  if (satang === null) return '';
  return satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2);
}

/**
 * A moment typed in a datetime-local field, read as Bangkok time (the shop's, whatever the browser's zone), as the
 * ISO time with its offset the API takes; null when it is not one.
 */
export function bangkokInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return `${local}:00+07:00`;
}

/**
 * 2C2P writes times in Bangkok's local time (UTC+7 all year: Thailand has no daylight saving): `paymentExpiry` as
 * `yyyy-MM-dd HH:mm:ss`, `transactionDateTime` as `yyyyMMddHHmmss`.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

function bangkokParts(at: number): string[] {
  const iso = new Date(at + BANGKOK_OFFSET_MS).toISOString();
  return [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10), iso.slice(11, 13), iso.slice(14, 16), iso.slice(17, 19)];
}

/** `2026-11-23 21:30:00` */
export function bangkokDateTime(at: number): string {
  const [year, month, day, hour, minute, second] = bangkokParts(at);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}

/** `20261123213000` */
export function bangkokStamp(at: number): string {
  return bangkokParts(at).join('');
}

/** The instant of a `yyyy-MM-dd HH:mm:ss` Bangkok time; null when it is not one. */
export function parseBangkokDateTime(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const at = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // Date.UTC rolls 2026-02-30 over into March: a date that does not round-trip is not a date.
  if (bangkokDateTime(at - BANGKOK_OFFSET_MS) !== text) return null;
  return at - BANGKOK_OFFSET_MS;
}

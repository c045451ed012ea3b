/**
 * 2C2P writes times as Bangkok wall-clock text, `yyyy-MM-dd HH:mm:ss` (paymentExpiry): Thailand is UTC+7 all year,
 * with no daylight saving, so a fixed offset converts both ways.
 */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const GATEWAY_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `2026-11-23 21:30:00` for the instant `at` (milliseconds are dropped). */
export function gatewayDateTime(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of a Bangkok `yyyy-MM-dd HH:mm:ss`; null when the text is not one (or names a day that does not exist). */
export function parseGatewayDateTime(text: string): Date | null {
  if (!GATEWAY_TIME.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+07:00`);
  return Number.isNaN(at.getTime()) || gatewayDateTime(at) !== text ? null : at;
}

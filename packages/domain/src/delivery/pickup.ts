import type { ErrorName } from '../errors.ts';
import type { ShipmentState } from '../flows/shipment-flow.ts';

/**
 * 7-Eleven pickup (issue #29 item 4, decision 0070): when the parcel reaches the store the shop issues a code the
 * member shows at the counter; the staff (or the store's carrier) mark it picked up only with that code.
 */

/** Letters and digits a shopper cannot misread or mistype from a phone screen: no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V. */
export const PICKUP_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
/** 23^8 ≈ 7.8 × 10^10 codes: guessing one open code among thousands is hopeless, and one collision in a retry is rare. */
export const PICKUP_CODE_LENGTH = 8;
/** How long a store keeps a parcel before it goes back (shown to the member as the last day to pick it up). */
export const PICKUP_HOLD_DAYS = 7;

/** A new code from `randomIndex(n)` (a uniform integer below n: crypto.randomInt on the server). */
export function newPickupCode(randomIndex: (below: number) => number): string {
  let code = '';
  for (let index = 0; index < PICKUP_CODE_LENGTH; index += 1) code += PICKUP_CODE_ALPHABET[randomIndex(PICKUP_CODE_ALPHABET.length)];
  return code;
}

/** The code as typed from what the shopper shows: any case, spaces and dashes (the page groups it 4-4) ignored. */
export function readPickupCode(shown: string): string {
  return shown.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether the code shown is the one issued; compared over the whole length so the time taken tells nothing. */
export function pickupCodeMatches(issued: string, shown: string): boolean {
  const typed = readPickupCode(shown);
  let difference = typed.length ^ issued.length;
  for (let index = 0; index < issued.length; index += 1) difference |= issued.charCodeAt(index) ^ (typed.charCodeAt(index) || 0);
  return difference === 0;
}

/** The code as the page shows it: two groups of four, easier to read out at the counter. */
export function groupedPickupCode(code: string): string {
  return code.length === PICKUP_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** The last moment to pick the parcel up. */
export function pickupDeadline(arrivedAt: Date): Date {
  return new Date(arrivedAt.getTime() + PICKUP_HOLD_DAYS * 24 * 3_600_000);
}

/** A store's hours as the seed keeps them: "HH:MM-HH:MM", or null for a store open 24 hours (most are). */
export const STORE_HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;

export interface StoreHours {
  open24Hours: boolean;
  opens: string | null;
  closes: string | null;
}

export function storeHoursOf(hours: string | null): StoreHours {
  if (hours === null || !STORE_HOURS_PATTERN.test(hours)) return { open24Hours: true, opens: null, closes: null };
  const [opens, closes] = hours.split('-') as [string, string];
  return { open24Hours: false, opens, closes };
}

/** The hours in words, for messages (the pages say it from their own catalogues). */
export function storeHoursText(hours: string | null, locale: 'th' | 'en'): string {
  const { open24Hours, opens, closes } = storeHoursOf(hours);
  if (open24Hours) return locale === 'th' ? 'เปิด 24 ชั่วโมง' : 'open 24 hours';
  return locale === 'th' ? `เปิด ${opens}–${closes} น.` : `open ${opens}–${closes}`;
}

/** A map search for the store's point: opens the map app on a phone, the map site elsewhere. */
export function storeMapLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * The pickup rules beside the shipment table's guard: only a parcel addressed to a 7-Eleven store waits at one, and a
 * parcel waiting at the store leaves it through the counter only with its code (the carrier's report needs none).
 * Null when the move may go on to the table's guard.
 */
export function pickupMoveRefusal(move: {
  deliveryType: 'home' | 'store7_11';
  from: ShipmentState;
  to: ShipmentState;
  by: 'staff' | 'carrier' | 'system';
  codeChecked: boolean;
}): ErrorName | null {
  if (move.to === 'PICKUP' && move.deliveryType !== 'store7_11') return 'PICKUP_NOT_STORE_DELIVERY';
  if (move.from === 'PICKUP' && move.to === 'DELIVERED' && move.by === 'staff' && !move.codeChecked) return 'PICKUP_CODE_REQUIRED';
  return null;
}

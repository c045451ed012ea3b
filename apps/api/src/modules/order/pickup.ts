import { randomInt } from 'node:crypto';
import type { OrderPickup } from '@talad/contract';
import {
  groupedPickupCode,
  newPickupCode,
  pickupCodeMatches,
  pickupDeadline,
  storeHoursOf,
  storeHoursText,
  storeMapLink,
  type LocalizedText,
  type Locale,
} from '@talad/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orders, pickups, sevenElevenStores } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EffectContext } from './effects.ts';

/**
 * 7-Eleven pickup (decision 0070): the code issued as the parcel reaches the store (the shipment's move into PICKUP,
 * which happens once, runs issuePickupCode once), what the member is told and shown, and the counter's check.
 */

type Db = Database | Transaction;

/** Codes tried before giving up: with 23^8 codes and a few thousand open, a second try is already rare. */
const CODE_TRIES = 5;

/** The store as the order's copy names it (kept when the order was placed). */
function storeCopyOf(delivery: unknown): { store_id?: string; name?: string; address?: string; lat?: number; lng?: number } {
  const value = (delivery ?? {}) as { type?: string; store?: Record<string, unknown> };
  return value.type === 'store7_11' && value.store ? (value.store as never) : {};
}

/** Whether the order goes to a 7-Eleven store (the pickup rules' question). */
export function deliveryTypeOf(delivery: unknown): 'home' | 'store7_11' {
  return (delivery as { type?: string } | null)?.type === 'store7_11' ? 'store7_11' : 'home';
}

/**
 * The shipment's move into PICKUP: one open code for its parcel. A code another open parcel holds is not written (the
 * open codes' unique index) and another is drawn; a parcel that has its row already keeps it.
 */
export async function issuePickupCode({ tx, id: shipmentId, orderId }: EffectContext) {
  const [order] = await tx.select({ delivery: orders.delivery }).from(orders).where(eq(orders.id, orderId));
  const storeId = storeCopyOf(order?.delivery).store_id ?? null;
  const [known] = storeId
    ? await tx.select({ id: sevenElevenStores.id }).from(sevenElevenStores).where(eq(sevenElevenStores.id, storeId))
    : [];
  const arrivedAt = new Date();
  for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
    const written = await tx
      .insert(pickups)
      .values({
        shipmentId,
        orderId,
        storeId: known?.id ?? null,
        code: newPickupCode((below) => randomInt(below)),
        arrivedAt,
        collectBy: pickupDeadline(arrivedAt),
      })
      .onConflictDoNothing()
      .returning({ code: pickups.code });
    if (written.length > 0) return;
    const [existing] = await tx.select({ code: pickups.code }).from(pickups).where(eq(pickups.shipmentId, shipmentId));
    if (existing) return;
  }
  throw new Error('no free pickup code after several tries');
}

/** The parcel left the store (picked up, or the carrier took it back): its code opens nothing any more. */
export async function closePickup({ tx, id: shipmentId }: EffectContext) {
  await tx
    .update(pickups)
    .set({ closedAt: sql`now()` })
    .where(and(eq(pickups.shipmentId, shipmentId), isNull(pickups.closedAt)));
}

/** The counter's check, under the order's lock: the code shown must be the waiting parcel's. */
export async function checkPickupCode(tx: Transaction, shipmentId: string, shown: string | undefined) {
  if (!shown) throw new AppError('PICKUP_CODE_REQUIRED');
  const [open] = await tx
    .select({ code: pickups.code })
    .from(pickups)
    .where(and(eq(pickups.shipmentId, shipmentId), isNull(pickups.closedAt)));
  if (!open || !pickupCodeMatches(open.code, shown)) throw new AppError('PICKUP_CODE_WRONG');
}

interface WaitingParcel {
  code: string;
  arrivedAt: Date;
  collectBy: Date;
  storeId: string | null;
  name: LocalizedText;
  address: LocalizedText;
  lat: number;
  lng: number;
  hours: string | null;
}

/** The order's parcel waiting at its store, with the store as the seed has it now (else the order's copy). */
export async function waitingParcel(db: Db, orderId: string): Promise<WaitingParcel | null> {
  const [row] = await db
    .select({ pickup: pickups, store: sevenElevenStores, delivery: orders.delivery })
    .from(pickups)
    .innerJoin(orders, eq(orders.id, pickups.orderId))
    .leftJoin(sevenElevenStores, eq(sevenElevenStores.id, pickups.storeId))
    .where(and(eq(pickups.orderId, orderId), isNull(pickups.closedAt)))
    .orderBy(sql`${pickups.arrivedAt} desc`)
    .limit(1);
  if (!row) return null;
  const copy = storeCopyOf(row.delivery);
  const copied = (text: string | undefined) => ({ th: text ?? '', en: text ?? '' });
  return {
    code: row.pickup.code,
    arrivedAt: row.pickup.arrivedAt,
    collectBy: row.pickup.collectBy,
    storeId: row.pickup.storeId,
    name: row.store ? { th: row.store.nameTh, en: row.store.nameEn } : copied(copy.name),
    address: row.store ? { th: row.store.addressTh, en: row.store.addressEn } : copied(copy.address),
    lat: row.store?.lat ?? copy.lat ?? 0,
    lng: row.store?.lng ?? copy.lng ?? 0,
    hours: row.store?.openingHours ?? null,
  };
}

/** The order page's pickup block (the member's own order only: the caller has checked whose it is). */
export async function pickupOf(db: Db, orderId: string, locale: Locale): Promise<OrderPickup | null> {
  const parcel = await waitingParcel(db, orderId);
  if (!parcel) return null;
  const hours = storeHoursOf(parcel.hours);
  return {
    code: groupedPickupCode(parcel.code),
    store: {
      store_id: parcel.storeId,
      name: parcel.name[locale] || parcel.name.th,
      address: parcel.address[locale] || parcel.address.th,
      map_url: storeMapLink(parcel.lat, parcel.lng),
      open_24_hours: hours.open24Hours,
      opens: hours.opens,
      closes: hours.closes,
    },
    arrived_at: parcel.arrivedAt.toISOString(),
    collect_by: parcel.collectBy.toISOString(),
  };
}

const BANGKOK_DAY = { th: 'th-TH', en: 'en-GB' } as const;

/** The last day to pick up, as a Bangkok date in the member's language (Buddhist era in Thai). */
function deadlineText(collectBy: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(BANGKOK_DAY[locale], { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'long', year: 'numeric' }).format(
    collectBy,
  );
}

/** What the member is told in the bell, and by e-mail and SMS: the code, the store, its hours and map, the deadline. */
export function readyForPickupText(orderNo: string, parcel: WaitingParcel, locale: Locale) {
  const code = groupedPickupCode(parcel.code);
  const map = storeMapLink(parcel.lat, parcel.lng);
  const name = parcel.name[locale] || parcel.name.th;
  const hours = storeHoursText(parcel.hours, locale);
  const until = deadlineText(parcel.collectBy, locale);
  return locale === 'th'
    ? {
        title: `คำสั่งซื้อ ${orderNo} ถึงร้านแล้ว รหัสรับสินค้า ${code}`,
        body: `พัสดุรอคุณที่ ${name} (${hours}) แสดงรหัส ${code} ที่เคาน์เตอร์ภายใน ${until} แผนที่: ${map}`,
      }
    : {
        title: `Order ${orderNo} is at the store: pickup code ${code}`,
        body: `Your parcel waits at ${name} (${hours}). Show the code ${code} at the counter by ${until}. Map: ${map}`,
      };
}

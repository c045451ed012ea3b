import type { SevenElevenStore } from '@talad/contract';
import type { Locale } from '@talad/domain';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containing } from '../../db/statements.ts';
import { provinces, sevenElevenStores } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

const EARTH_RADIUS_M = 6_371_000;
const MAX_RESULTS = 50;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** "13.7563,100.5018" → coordinates; anything else is refused with its own message. */
export function parseCoordinates(at: string): Coordinates {
  const match = at.match(/^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/);
  const lat = Number(match?.[1]);
  const lng = Number(match?.[2]);
  if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) throw new AppError('LOCATION_INVALID');
  return { lat, lng };
}

type StoreRow = typeof sevenElevenStores.$inferSelect & { provinceTh: string; provinceEn: string };

function storeOf(row: StoreRow, locale: Locale, distance?: number): SevenElevenStore {
  return {
    store_id: row.id,
    name: locale === 'en' ? row.nameEn : row.nameTh,
    address: locale === 'en' ? row.addressEn : row.addressTh,
    province: locale === 'en' ? row.provinceEn : row.provinceTh,
    lat: row.lat,
    lng: row.lng,
    ...(distance === undefined ? {} : { distance_m: Math.round(distance) }),
  };
}

const storeColumns = { store: sevenElevenStores, provinceTh: provinces.nameTh, provinceEn: provinces.nameEn };

/**
 * Stores within radius metres of a point, nearest first, by the haversine great-circle distance. A bounding box on
 * the indexed lat/lng narrows the rows before the trigonometry runs.
 */
export async function storesNear(db: Database, locale: Locale, at: Coordinates, radiusM: number) {
  const latSpan = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
  const lngSpan = latSpan / Math.max(Math.cos((at.lat * Math.PI) / 180), 0.01);
  const distance = sql<number>`2 * ${EARTH_RADIUS_M} * asin(sqrt(
    power(sin(radians(${sevenElevenStores.lat} - ${at.lat}) / 2), 2)
    + cos(radians(${at.lat})) * cos(radians(${sevenElevenStores.lat})) * power(sin(radians(${sevenElevenStores.lng} - ${at.lng}) / 2), 2)))`;
  const rows = await db
    .select({ ...storeColumns, distance: distance.mapWith(Number) })
    .from(sevenElevenStores)
    .innerJoin(provinces, eq(provinces.id, sevenElevenStores.provinceId))
    .where(
      sql`${sevenElevenStores.lat} between ${at.lat - latSpan} and ${at.lat + latSpan}
      and ${sevenElevenStores.lng} between ${at.lng - lngSpan} and ${at.lng + lngSpan}`,
    );
  return rows
    .filter((row) => row.distance <= radiusM)
    .sort((left, right) => left.distance - right.distance)
    .slice(0, MAX_RESULTS)
    .map((row) => storeOf({ ...row.store, provinceTh: row.provinceTh, provinceEn: row.provinceEn }, locale, row.distance));
}

/** A store matches a word found in its name, address or province, in Thai or English. */
function matchesWord(word: string) {
  const pattern = containing(word);
  return or(
    ilike(sevenElevenStores.nameTh, pattern),
    ilike(sevenElevenStores.nameEn, pattern),
    ilike(sevenElevenStores.addressTh, pattern),
    ilike(sevenElevenStores.addressEn, pattern),
    ilike(provinces.nameTh, pattern),
    ilike(provinces.nameEn, pattern),
  );
}

/**
 * Stores found by their number, or by every word of the keyword ("สยาม ซอย 3", "Nimman 9"): each word may be in the
 * name, the address or the province, in Thai or English.
 */
export async function searchStores(db: Database, locale: Locale, keyword: string) {
  const words = keyword.split(/\s+/).filter(Boolean);
  const rows = await db
    .select(storeColumns)
    .from(sevenElevenStores)
    .innerJoin(provinces, eq(provinces.id, sevenElevenStores.provinceId))
    .where(or(eq(sevenElevenStores.id, keyword.trim()), and(...words.map(matchesWord))))
    .orderBy(sevenElevenStores.id)
    .limit(MAX_RESULTS);
  return rows.map((row) => storeOf({ ...row.store, provinceTh: row.provinceTh, provinceEn: row.provinceEn }, locale));
}

export async function storeById(db: Database, locale: Locale, storeId: string) {
  const [row] = await db
    .select(storeColumns)
    .from(sevenElevenStores)
    .innerJoin(provinces, eq(provinces.id, sevenElevenStores.provinceId))
    .where(eq(sevenElevenStores.id, storeId));
  return row ? storeOf({ ...row.store, provinceTh: row.provinceTh, provinceEn: row.provinceEn }, locale) : null;
}

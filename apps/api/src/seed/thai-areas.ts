import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { getDistricts, getProvinces, getSubDistricts } from 'thai-address-universal';
import type { Transaction } from '../db/client.ts';
import { districts, provinces, subDistrictPostcodes, subDistricts } from '../db/schema/index.ts';
import { withEnglishNames } from './thai-area-names.ts';

export type AreaRows = {
  provinces: (typeof provinces.$inferInsert)[];
  districts: (typeof districts.$inferInsert)[];
  subDistricts: (typeof subDistricts.$inferInsert)[];
  postcodes: (typeof subDistrictPostcodes.$inferInsert)[];
};

/**
 * Reads the whole tree of thai-address-universal: 77 provinces, 928 districts, ~7,200 sub-districts. The package
 * lists a sub-district once per postcode (so ids repeat) and a few sub-districts without a geocode; those get a
 * stable id from their district and position.
 */
export async function readThaiAreas(): Promise<AreaRows> {
  const rows: AreaRows = { provinces: [], districts: [], subDistricts: [], postcodes: [] };
  const seenDistricts = new Set<string>();
  const seenSubDistricts = new Set<string>();
  for (const province of await getProvinces()) {
    rows.provinces.push({ id: province.code, nameTh: province.nameTh, nameEn: province.nameEn });
    for (const district of await getDistricts(province.code)) {
      if (seenDistricts.has(district.code)) continue;
      seenDistricts.add(district.code);
      rows.districts.push({ id: district.code, provinceId: province.code, nameTh: district.nameTh, nameEn: district.nameEn });
      for (const [position, subDistrict] of (await getSubDistricts(district.code)).entries()) {
        const id = subDistrict.code || `${district.code}x${String(position + 1).padStart(2, '0')}`;
        if (!seenSubDistricts.has(id)) {
          seenSubDistricts.add(id);
          rows.subDistricts.push({ id, districtId: district.code, nameTh: subDistrict.nameTh, nameEn: subDistrict.nameEn });
        }
        if (subDistrict.postalCode) rows.postcodes.push({ subDistrictId: id, postalCode: subDistrict.postalCode });
      }
    }
  }
  return rows;
}

/**
 * Walking the package's tree takes seconds (a thousand lookups); the result is kept in the OS temp dir, named after
 * the package version, so later seeds (every API test file seeds a fresh database) read it at once.
 */
export async function cachedThaiAreas(): Promise<AreaRows> {
  const { version } = createRequire(import.meta.url)('thai-address-universal/package.json') as { version: string };
  const file = join(tmpdir(), `talad-thai-areas-${version}.json`);
  if (existsSync(file)) return withEnglishNames(JSON.parse(readFileSync(file, 'utf8')) as AreaRows);
  const rows = await readThaiAreas();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, JSON.stringify(rows));
  renameSync(partial, file);
  return withEnglishNames(rows);
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

/** Loads the areas into their tables when the provinces table is empty (the caller holds the seed lock). */
export async function seedThaiAreasIfEmpty(tx: Transaction, rows: AreaRows): Promise<boolean> {
  const [existing] = await tx.select({ total: count() }).from(provinces);
  if (existing && existing.total > 0) return false;
  await tx.insert(provinces).values(rows.provinces);
  await insertInChunks(rows.districts, (chunk) => tx.insert(districts).values(chunk));
  await insertInChunks(rows.subDistricts, (chunk) => tx.insert(subDistricts).values(chunk));
  await insertInChunks(rows.postcodes, (chunk) => tx.insert(subDistrictPostcodes).values(chunk).onConflictDoNothing());
  return true;
}

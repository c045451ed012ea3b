import type { AreaOption, PostalCodeOption, SubDistrictOption, ThaiLocation } from '@talad/contract';
import type { Locale } from '@talad/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { districts, provinces, subDistrictPostcodes, subDistricts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

interface Named {
  id: string;
  nameTh: string;
  nameEn: string;
}

function option(row: Named, locale: Locale): AreaOption {
  return { id: row.id, name: locale === 'en' ? row.nameEn : row.nameTh, name_th: row.nameTh, name_en: row.nameEn };
}

/** Thai order in Thai, English order in English: a picker reads alphabetically in its own language. */
function byName(locale: Locale) {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'th');
  return (left: Named, right: Named) =>
    collator.compare(locale === 'en' ? left.nameEn : left.nameTh, locale === 'en' ? right.nameEn : right.nameTh);
}

export async function listProvinces(db: Database, locale: Locale): Promise<AreaOption[]> {
  const rows = await db.select().from(provinces);
  return rows.sort(byName(locale)).map((row) => option(row, locale));
}

export async function listDistricts(db: Database, locale: Locale, provinceId: string): Promise<AreaOption[]> {
  const rows = await db.select().from(districts).where(eq(districts.provinceId, provinceId));
  return rows.sort(byName(locale)).map((row) => option(row, locale));
}

export async function listSubDistricts(db: Database, locale: Locale, provinceId: string, districtId: string): Promise<SubDistrictOption[]> {
  const rows = await db
    .select({ id: subDistricts.id, nameTh: subDistricts.nameTh, nameEn: subDistricts.nameEn, postalCode: subDistrictPostcodes.postalCode })
    .from(subDistricts)
    .innerJoin(districts, eq(districts.id, subDistricts.districtId))
    .leftJoin(subDistrictPostcodes, eq(subDistrictPostcodes.subDistrictId, subDistricts.id))
    .where(and(eq(subDistricts.districtId, districtId), eq(districts.provinceId, provinceId)))
    .orderBy(asc(subDistrictPostcodes.postalCode));
  // A sub-district with two postcodes appears once, with the first; GET masters/postal-code lists both.
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  return unique.sort(byName(locale)).map((row) => ({ ...option(row, locale), postal_code: row.postalCode ?? '' }));
}

export async function listPostalCodes(db: Database, subDistrictId: string, districtId: string): Promise<PostalCodeOption[]> {
  const rows = await db
    .select({ postalCode: subDistrictPostcodes.postalCode })
    .from(subDistrictPostcodes)
    .innerJoin(subDistricts, eq(subDistricts.id, subDistrictPostcodes.subDistrictId))
    .where(and(eq(subDistrictPostcodes.subDistrictId, subDistrictId), eq(subDistricts.districtId, districtId)))
    .orderBy(asc(subDistrictPostcodes.postalCode));
  return rows.map((row) => ({ postal_code: row.postalCode }));
}

/** The chain must hold: sub-district in district, district in province, postcode of that sub-district. */
export async function assertLocation(db: Database, location: ThaiLocation) {
  const [match] = await db
    .select({ id: subDistricts.id })
    .from(subDistricts)
    .innerJoin(districts, eq(districts.id, subDistricts.districtId))
    .innerJoin(subDistrictPostcodes, eq(subDistrictPostcodes.subDistrictId, subDistricts.id))
    .where(
      and(
        eq(subDistricts.id, location.sub_district_id),
        eq(districts.id, location.district_id),
        eq(districts.provinceId, location.province_id),
        eq(subDistrictPostcodes.postalCode, location.postal_code),
      ),
    );
  if (!match) throw new AppError('AREA_INVALID');
}

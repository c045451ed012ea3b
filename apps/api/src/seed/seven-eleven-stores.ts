import { formatAddress } from 'thai-address-universal';
import type { sevenElevenStores } from '../db/schema/index.ts';
import { seededRandom, type Random } from './catalog/random.ts';
import { DISTRICT_POINTS, PROVINCE_CENTRES, STORE_SITES, TOWN_PLACES, type LatLng, type StoreSite } from './seven-eleven-places.ts';
import type { AreaRows } from './thai-areas.ts';

type StoreRow = typeof sevenElevenStores.$inferInsert;

/** A province with this many stores on named places has no need of the town's four. */
const ENOUGH_NAMED_SITES = 4;

/** The point `km` away from `from` towards `bearing` (radians from north), on a flat-enough earth. */
function moved([lat, lng]: LatLng, km: number, bearing: number): LatLng {
  return [lat + (km / 111.32) * Math.cos(bearing), lng + (km / (111.32 * Math.cos((lat * Math.PI) / 180))) * Math.sin(bearing)];
}

/** The four stores of a provincial town, around its city hall, in the capital district's first sub-district. */
function townSites(areas: AreaRows, provinceId: string, random: Random): StoreSite[] {
  const centre = PROVINCE_CENTRES[provinceId];
  const province = areas.provinces.find((row) => row.id === provinceId);
  const district = `${provinceId}01`;
  const subDistrict = areas.subDistricts.filter((row) => row.districtId === district).sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!centre || !province || !subDistrict) return [];
  return TOWN_PLACES.map((place) => ({
    district,
    subDistrict: subDistrict.nameTh,
    th: place.th(province.nameTh),
    en: place.en(province.nameEn),
    road: null,
    at: moved(centre, place.km, random.next() * 2 * Math.PI),
  }));
}

/** Every store site, Bangkok first, then province by province. */
export function storeSites(areas: AreaRows): StoreSite[] {
  const random = seededRandom(711);
  return areas.provinces
    .map((province) => province.id)
    .sort()
    .flatMap((provinceId) => {
      const named = STORE_SITES.filter((site) => site.district.startsWith(provinceId));
      return named.length >= ENOUGH_NAMED_SITES || provinceId === '10' ? named : [...named, ...townSites(areas, provinceId, random)];
    });
}

/** Where a site's district points are: its own, or for a provincial town's capital district, the city hall. */
export function districtPoints(district: string): readonly LatLng[] {
  const centre = district.endsWith('01') ? PROVINCE_CENTRES[district.slice(0, 2)] : undefined;
  return DISTRICT_POINTS[district] ?? (centre ? [centre] : []);
}

/**
 * A store's hours (decision 0070): most 7-Eleven stores never close; those inside a campus or at a pier keep the place's
 * hours. Null is open 24 hours.
 */
export function openingHoursOf(site: Pick<StoreSite, 'en'>): string | null {
  if (/University|College/.test(site.en)) return '06:00-22:00';
  if (/Pier/.test(site.en)) return '06:00-23:00';
  return null;
}

/**
 * The demo 7-Eleven stores (seven-eleven-places.ts): named after the place they stand on, with the address of
 * the sub-district and district they stand in, its postcode, and a house number.
 */
export function sevenElevenSeeds(areas: AreaRows): StoreRow[] {
  const random = seededRandom(7_11);
  return storeSites(areas).map((site, index) => {
    const district = areas.districts.find((row) => row.id === site.district);
    const subDistrict = areas.subDistricts.find((row) => row.districtId === site.district && row.nameTh === site.subDistrict);
    const province = areas.provinces.find((row) => row.id === district?.provinceId);
    if (!district || !subDistrict || !province)
      throw new Error(`7-Eleven ${site.en}: no sub-district ${site.subDistrict} in ${site.district}`);
    const postalCode = areas.postcodes.find((row) => row.subDistrictId === subDistrict.id)?.postalCode ?? '';
    const house = `${random.int(1, 400)}/${random.int(1, 30)}`;
    const place = (language: 'th' | 'en') => ({
      address: [house, site.road?.[language === 'th' ? 0 : 1]].filter(Boolean).join(' '),
      subDistrict: language === 'th' ? subDistrict.nameTh : subDistrict.nameEn,
      district: language === 'th' ? district.nameTh : district.nameEn,
      province: language === 'th' ? province.nameTh : province.nameEn,
      postalCode,
    });
    return {
      id: String(1000 + index * 37).padStart(5, '0'),
      nameTh: `เซเว่น อีเลฟเว่น สาขา${site.th}`,
      nameEn: `7-Eleven ${site.en}`,
      addressTh: formatAddress(place('th')),
      addressEn: formatAddress(place('en'), { language: 'eng' }),
      provinceId: province.id,
      lat: Math.round(site.at[0] * 1e6) / 1e6,
      lng: Math.round(site.at[1] * 1e6) / 1e6,
      openingHours: openingHoursOf(site),
    };
  });
}

import { beforeAll, describe, expect, it } from 'vitest';
import { DISTRICT_POINTS, PLACE_REACH_KM, PROVINCE_CENTRES, type LatLng } from './seven-eleven-places.ts';
import { ENGLISH_NAMES } from './thai-area-names.ts';
import { districtPoints, sevenElevenSeeds, storeSites } from './seven-eleven-stores.ts';
import { cachedThaiAreas, type AreaRows } from './thai-areas.ts';

let areas: AreaRows;
beforeAll(async () => {
  areas = await cachedThaiAreas();
}, 60_000);

/** Great-circle distance in km. */
function km([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Every district that has points: the listed ones and each province's capital district. */
const mappedDistricts = [
  ...new Set([...Object.keys(DISTRICT_POINTS), ...Object.keys(PROVINCE_CENTRES).map((province) => `${province}01`)]),
];

function nearestDistrict(at: LatLng): string {
  const distances = mappedDistricts.flatMap((district) => districtPoints(district).map((point) => ({ district, km: km(at, point) })));
  return distances.reduce((best, next) => (next.km < best.km ? next : best)).district;
}

describe('the demo 7-Eleven stores', () => {
  it('each stands in the district it names: its sub-district is of that district, and the nearest district is its own', () => {
    const sites = storeSites(areas);
    expect(sites.length).toBeGreaterThan(400);
    for (const site of sites) {
      const subDistrict = areas.subDistricts.find((row) => row.nameTh === site.subDistrict && row.districtId === site.district);
      expect(subDistrict, `${site.en}: ${site.subDistrict} in ${site.district}`).toBeDefined();
      expect(nearestDistrict(site.at), site.en).toBe(site.district);
      expect(Math.min(...districtPoints(site.district).map((point) => km(site.at, point))), site.en).toBeLessThan(PLACE_REACH_KM);
    }
  });

  it('addresses name the same sub-district, district, province and postcode in Thai and English', () => {
    const stores = sevenElevenSeeds(areas);
    const sites = storeSites(areas);
    stores.forEach((store, index) => {
      const site = sites[index]!;
      const district = areas.districts.find((row) => row.id === site.district)!;
      const subDistrict = areas.subDistricts.find((row) => row.nameTh === site.subDistrict && row.districtId === site.district)!;
      const postcode = areas.postcodes.find((row) => row.subDistrictId === subDistrict.id)!.postalCode;
      expect(store.provinceId).toBe(district.provinceId);
      expect(store.addressTh).toContain(`${subDistrict.nameTh} `);
      expect(store.addressTh).toContain(district.nameTh);
      expect(store.addressTh).toMatch(new RegExp(`${postcode}$`));
      expect(store.addressEn).toContain(subDistrict.nameEn);
      expect(store.addressEn).toContain(district.nameEn);
      expect(store.nameTh).toBe(`เซเว่น อีเลฟเว่น สาขา${site.th}`);
      expect(store.nameEn).toBe(`7-Eleven ${site.en}`);
    });
    expect(new Set(stores.map((store) => store.nameTh)).size).toBe(stores.length);
    expect(new Set(stores.map((store) => store.nameEn)).size).toBe(stores.length);
    // Every province the address package maps (it has no districts for Bueng Kan).
    const mapped = areas.provinces.filter((province) => areas.districts.some((row) => row.provinceId === province.id && row.id));
    expect(new Set(stores.map((store) => store.provinceId)).size).toBe(mapped.length);
    expect(mapped.length).toBe(76);
  });

  it('Bangkok areas read in proper English ("Silom", "Lumphini", "Sathon")', () => {
    const byId = (id: string) => [...areas.districts, ...areas.subDistricts].find((row) => row.id === id)?.nameEn;
    for (const [id, name] of Object.entries(ENGLISH_NAMES)) expect(byId(id), id).toBe(name);
    expect([byId('100402'), byId('100704'), byId('1028')]).toEqual(['Silom', 'Lumphini', 'Sathon']);
    const store = sevenElevenSeeds(areas).find((row) => row.nameEn === '7-Eleven Silom Soi 9');
    expect(store?.addressEn).toMatch(/^\d+\/\d+ Silom Rd Khwaeng Silom Khet Bang Rak Bangkok 10500$/);
  });

  it('is the same on every run', () => {
    expect(sevenElevenSeeds(areas)).toEqual(sevenElevenSeeds(areas));
  });
});

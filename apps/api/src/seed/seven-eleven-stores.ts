import { formatAddress } from 'thai-address-universal';
import type { sevenElevenStores } from '../db/schema/index.ts';
import type { AreaRows } from './thai-areas.ts';

/** Latitude and longitude of each province's capital (city hall area), by province geocode. */
const PROVINCE_CENTRES: Record<string, [number, number]> = {
  '10': [13.7563, 100.5018],
  '11': [13.5991, 100.5968],
  '12': [13.8621, 100.5144],
  '13': [14.0208, 100.525],
  '14': [14.3532, 100.5689],
  '15': [14.5896, 100.455],
  '16': [14.7995, 100.6534],
  '17': [14.8936, 100.3967],
  '18': [15.1852, 100.1251],
  '19': [14.5289, 100.9101],
  '20': [13.3611, 100.9847],
  '21': [12.6814, 101.2816],
  '22': [12.6112, 102.1038],
  '23': [12.2428, 102.5175],
  '24': [13.6904, 101.0779],
  '25': [14.0509, 101.3717],
  '26': [14.2069, 101.213],
  '27': [13.824, 102.0646],
  '30': [14.9799, 102.0978],
  '31': [14.993, 103.1029],
  '32': [14.8818, 103.4936],
  '33': [15.1186, 104.322],
  '34': [15.2287, 104.8564],
  '35': [15.7944, 104.1451],
  '36': [15.8068, 102.0317],
  '37': [15.8657, 104.6258],
  '38': [18.3609, 103.6464],
  '39': [17.2218, 102.426],
  '40': [16.4322, 102.8236],
  '41': [17.4138, 102.7872],
  '42': [17.486, 101.7223],
  '43': [17.8783, 102.742],
  '44': [16.1851, 103.3007],
  '45': [16.0538, 103.652],
  '46': [16.4315, 103.5059],
  '47': [17.1664, 104.1486],
  '48': [17.392, 104.7695],
  '49': [16.542, 104.7235],
  '50': [18.7883, 98.9853],
  '51': [18.5744, 99.0087],
  '52': [18.2888, 99.4909],
  '53': [17.6201, 100.0993],
  '54': [18.1446, 100.1403],
  '55': [18.7756, 100.773],
  '56': [19.1664, 99.9019],
  '57': [19.9105, 99.8406],
  '58': [19.302, 97.9654],
  '60': [15.7047, 100.1372],
  '61': [15.3835, 100.0246],
  '62': [16.4828, 99.5227],
  '63': [16.884, 99.1258],
  '64': [17.0056, 99.8264],
  '65': [16.8211, 100.2659],
  '66': [16.4419, 100.3488],
  '67': [16.419, 101.1606],
  '70': [13.5283, 99.8134],
  '71': [14.0228, 99.5328],
  '72': [14.4745, 100.1177],
  '73': [13.8199, 100.0622],
  '74': [13.5475, 100.2744],
  '75': [13.4098, 100.0023],
  '76': [13.1119, 99.9398],
  '77': [11.8126, 99.7957],
  '80': [8.4304, 99.9631],
  '81': [8.0863, 98.9063],
  '82': [8.4509, 98.5258],
  '83': [7.8804, 98.3923],
  '84': [9.1382, 99.3217],
  '85': [9.9529, 98.6085],
  '86': [10.493, 99.18],
  '90': [7.1898, 100.5954],
  '91': [6.6238, 100.0674],
  '92': [7.5563, 99.6114],
  '93': [7.6167, 100.074],
  '94': [6.8696, 101.2501],
  '95': [6.5411, 101.2804],
  '96': [6.4255, 101.8253],
};

/** Bangkok has the densest network; the big regional cities come next. */
const STORES_PER_PROVINCE: Record<string, number> = {
  '10': 96,
  '11': 14,
  '12': 14,
  '13': 12,
  '20': 16,
  '30': 12,
  '40': 12,
  '50': 14,
  '83': 12,
  '90': 12,
  '84': 10,
};
const DEFAULT_STORES = 4;

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same demo stores on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type StoreRow = typeof sevenElevenStores.$inferInsert;

/**
 * Several hundred demo 7-Eleven stores, each named after a real sub-district near its province capital (all of
 * Bangkok), with that sub-district's address and postcode, scattered within a few kilometres of the capital.
 */
export function sevenElevenSeeds(areas: AreaRows): StoreRow[] {
  const next = random(711);
  const stores: StoreRow[] = [];
  for (const province of areas.provinces) {
    const centre = PROVINCE_CENTRES[province.id];
    if (!centre) continue;
    const near =
      province.id === '10'
        ? areas.districts.filter((district) => district.provinceId === '10')
        : areas.districts.filter((district) => district.id === `${province.id}01`);
    const places = areas.subDistricts.filter((sub) => near.some((district) => district.id === sub.districtId));
    const radiusKm = province.id === '10' ? 14 : 6;
    const total = STORES_PER_PROVINCE[province.id] ?? DEFAULT_STORES;
    for (let index = 0; index < total && places.length > 0; index++) {
      const place = places[Math.floor(next() * places.length)]!;
      const district = near.find((candidate) => candidate.id === place.districtId)!;
      const postalCode = areas.postcodes.find((row) => row.subDistrictId === place.id)?.postalCode ?? '';
      const distanceKm = radiusKm * Math.sqrt(next());
      const bearing = next() * 2 * Math.PI;
      const lat = centre[0] + (distanceKm / 111.32) * Math.cos(bearing);
      const lng = centre[1] + (distanceKm / (111.32 * Math.cos((centre[0] * Math.PI) / 180))) * Math.sin(bearing);
      const houseNumber = `${1 + Math.floor(next() * 400)}/${1 + Math.floor(next() * 30)}`;
      const parts = { address: houseNumber, subDistrict: place.nameTh, district: district.nameTh, province: province.nameTh, postalCode };
      const partsEn = { address: houseNumber, subDistrict: place.nameEn, district: district.nameEn, province: province.nameEn, postalCode };
      stores.push({
        id: String(1000 + stores.length * 37).padStart(5, '0'),
        nameTh: `เซเว่น อีเลฟเว่น สาขา${place.nameTh}${index > 0 && stores.some((store) => store.nameTh.endsWith(place.nameTh)) ? ` ${index + 1}` : ''}`,
        nameEn: `7-Eleven ${place.nameEn}${index > 0 && stores.some((store) => store.nameEn === `7-Eleven ${place.nameEn}`) ? ` ${index + 1}` : ''}`,
        addressTh: formatAddress(parts),
        addressEn: formatAddress(partsEn, { language: 'eng' }),
        provinceId: province.id,
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
      });
    }
  }
  return stores;
}

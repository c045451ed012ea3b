import { SHIPPING_ADDRESS_TYPES } from '@talad/domain';
import { z } from 'zod';

/** Thai master data, saved addresses and 7-Eleven stores: spec §7 "Addresses". */

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const phone = z.string().min(9).max(20);
const provinceId = z.string().regex(/^\d{2}$/);
const districtId = z.string().regex(/^\d{4}$/);
const subDistrictId = z.string().regex(/^\d{4}(\d{2}|x\d{2})$/);

const location = {
  province_id: provinceId,
  district_id: districtId,
  sub_district_id: subDistrictId,
  postal_code: z.string().regex(/^\d{5}$/),
};
/** Where in Thailand: the chain province → district → sub-district → postcode; ids are official geocodes. */
export const thaiLocation = z.object(location);
export type ThaiLocation = z.infer<typeof thaiLocation>;

export const shippingAddressPayload = z.object({
  kind: z.literal('AddressShipping'),
  type: z.enum(SHIPPING_ADDRESS_TYPES),
  firstname: text(100),
  lastname: text(100),
  phone,
  address_line: text(300).describe('House number, village, soi, road'),
  building: optionalText(200).describe('Building, floor, room (condo and office)'),
  note: optionalText(300),
  is_default: z.boolean().optional(),
  ...location,
});
export type ShippingAddressPayload = z.input<typeof shippingAddressPayload>;
export type ShippingType = ShippingAddressPayload['type'];

const billingBase = {
  kind: z.literal('AddressInvoice'),
  phone,
  email: z.email().max(254).optional(),
  address_line: text(300),
  building: optionalText(200),
  is_default: z.boolean().optional(),
  ...location,
};

/** A person: 13-digit Thai citizen id with a valid check digit. */
export const individualBillingPayload = z.object({
  ...billingBase,
  billing_type: z.literal('individual'),
  firstname: text(100),
  lastname: text(100),
  citizen_id: z.string().regex(/^\d{13}$/, 'must be 13 digits'),
});
export type IndividualBillingPayload = z.input<typeof individualBillingPayload>;

/** A company: 13-digit tax id and branch ('00000' is the head office). */
export const juristicBillingPayload = z.object({
  ...billingBase,
  billing_type: z.literal('juristic'),
  company_name: text(200),
  tax_id: z.string().regex(/^\d{13}$/, 'must be 13 digits'),
  branch_code: z.string().regex(/^\d{5}$/, 'must be 5 digits (00000 = head office)'),
  branch_name: optionalText(200),
});
export type JuristicBillingPayload = z.input<typeof juristicBillingPayload>;

export const storePickupPayload = z.object({
  kind: z.literal('Address7-11'),
  store_id: z.string().regex(/^\d{5}$/),
  firstname: text(100),
  lastname: text(100),
  phone,
  is_default: z.boolean().optional(),
});
export type StorePickupPayload = z.input<typeof storePickupPayload>;

/** POST addresses and PUT addresses/{id}: is_default true makes it the default of its kind. */
export const addressPayload = z.discriminatedUnion('kind', [
  shippingAddressPayload,
  z.discriminatedUnion('billing_type', [individualBillingPayload, juristicBillingPayload]),
  storePickupPayload,
]);
export type AddressPayload = z.input<typeof addressPayload>;
export type AddressKind = AddressPayload['kind'];

export const sevenElevenStore = z.object({
  store_id: z.string(),
  name: z.string(),
  address: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_m: z.number().int().optional().describe('Metres from the searched point (nearme only)'),
});
export type SevenElevenStore = z.infer<typeof sevenElevenStore>;

export const areaNames = z.object({ province: z.string(), district: z.string(), sub_district: z.string() });
export type AreaNames = z.infer<typeof areaNames>;

/** What a saved address adds to what was sent. */
const saved = {
  id: z.string(),
  is_default: z.boolean(),
  full_address: z.string().describe("Ready to print, in the request's language (Bangkok gets แขวง/เขต, elsewhere ตำบล/อำเภอ)"),
  area: areaNames.nullable().describe("Names of the location's areas (shipping and billing); null for a 7-Eleven pickup"),
  store: sevenElevenStore.nullable().describe('The store (7-Eleven pickup); null otherwise'),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A saved address: what was sent, plus id, default flag, names of its areas and one printable line. */
export const address = z.discriminatedUnion('kind', [
  shippingAddressPayload.extend(saved),
  z.discriminatedUnion('billing_type', [individualBillingPayload.extend(saved), juristicBillingPayload.extend(saved)]),
  storePickupPayload.extend(saved),
]);
export type Address = z.infer<typeof address>;

export const addressParams = z.object({ id: z.uuid() });

/** One level of the Thai address tree; id is the official geocode (province 2, district 4, sub-district 6 digits). */
export const areaOption = z.object({
  id: z.string(),
  name: z.string().describe("Name in the request's language"),
  name_th: z.string(),
  name_en: z.string(),
});
export type AreaOption = z.infer<typeof areaOption>;

export const subDistrictOption = areaOption.extend({ postal_code: z.string() });
export type SubDistrictOption = z.infer<typeof subDistrictOption>;

export const postalCodeOption = z.object({ postal_code: z.string() });
export type PostalCodeOption = z.infer<typeof postalCodeOption>;

export const districtQuery = z.object({ province: provinceId });
export const subDistrictQuery = z.object({ province: provinceId, district: districtId });
export const postalCodeQuery = z.object({ subdistrict: subDistrictId, district: districtId });

export const nearMeQuery = z.object({
  at: z.string().max(60).describe('"lat,lng" in degrees'),
  rad: z.coerce.number().int().min(100).max(20_000).default(1500).describe('Radius in metres'),
});
export const storeSearchQuery = z.object({ keyword: z.string().trim().min(1).max(100) });

import { SHIPPING_ADDRESS_TYPES } from '@talad/domain';
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const phone = z.string().min(9).max(20);

const location = {
  province_id: z.string().regex(/^\d{2}$/),
  district_id: z.string().regex(/^\d{4}$/),
  sub_district_id: z.string().regex(/^\d{4}(\d{2}|x\d{2})$/),
  postal_code: z.string().regex(/^\d{5}$/),
};

const shipping = z.object({
  kind: z.literal('AddressShipping'),
  type: z.enum(SHIPPING_ADDRESS_TYPES),
  firstname: text(100),
  lastname: text(100),
  phone,
  address_line: text(300),
  building: optionalText(200),
  note: optionalText(300),
  is_default: z.boolean().optional(),
  ...location,
});

const billingBase = {
  kind: z.literal('AddressInvoice'),
  phone,
  email: z.email().max(254).optional(),
  address_line: text(300),
  building: optionalText(200),
  is_default: z.boolean().optional(),
  ...location,
};

const individual = z.object({
  ...billingBase,
  billing_type: z.literal('individual'),
  firstname: text(100),
  lastname: text(100),
  citizen_id: z.string().regex(/^\d{13}$/, 'must be 13 digits'),
});

const juristic = z.object({
  ...billingBase,
  billing_type: z.literal('juristic'),
  company_name: text(200),
  tax_id: z.string().regex(/^\d{13}$/, 'must be 13 digits'),
  branch_code: z.string().regex(/^\d{5}$/, 'must be 5 digits (00000 = head office)'),
  branch_name: optionalText(200),
});

const storePickup = z.object({
  kind: z.literal('Address7-11'),
  store_id: z.string().regex(/^\d{5}$/),
  firstname: text(100),
  lastname: text(100),
  phone,
  is_default: z.boolean().optional(),
});

export const addressPayload = z.discriminatedUnion('kind', [shipping, z.discriminatedUnion('billing_type', [individual, juristic]), storePickup]);
export type AddressPayload = z.infer<typeof addressPayload>;

export const sevenElevenStore = z.object({
  store_id: z.string(),
  name: z.string(),
  address: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance_m: z.number().int().optional(),
});

const saved = {
  id: z.string(),
  is_default: z.boolean(),
  full_address: z.string(),
  area: z.object({ province: z.string(), district: z.string(), sub_district: z.string() }).nullable(),
  store: sevenElevenStore.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const savedAddress = z.discriminatedUnion('kind', [
  shipping.extend({ ...saved, is_default: z.boolean() }),
  z.discriminatedUnion('billing_type', [individual.extend(saved), juristic.extend(saved)]),
  storePickup.extend(saved),
]);
export type SavedAddress = z.infer<typeof savedAddress>;

export const addressId = z.object({ id: z.uuid() });

export const areaOption = z.object({ id: z.string(), name: z.string(), name_th: z.string(), name_en: z.string() });
export const subDistrictOption = areaOption.extend({ postal_code: z.string() });
export const districtQuery = z.object({ province: z.string().regex(/^\d{2}$/) });
export const subDistrictQuery = z.object({ province: z.string().regex(/^\d{2}$/), district: z.string().regex(/^\d{4}$/) });
export const postalCodeQuery = z.object({ subdistrict: location.sub_district_id, district: z.string().regex(/^\d{4}$/) });

export const nearMeQuery = z.object({
  at: z.string().max(60),
  rad: z.coerce.number().int().min(100).max(20_000).default(1500),
});
export const storeSearchQuery = z.object({ keyword: z.string().trim().min(1).max(100) });

import type { Envelope } from '@talad/domain';
import type { ApiClient, RequestOptions } from '../client.ts';

/** Thai master data, saved addresses and 7-Eleven stores: spec §7 "Addresses" (issue #4). */

/** One level of the Thai address tree; id is the official geocode (province 2, district 4, sub-district 6 digits). */
export interface AreaOption {
  id: string;
  /** Name in the request's language. */
  name: string;
  name_th: string;
  name_en: string;
}

export interface SubDistrictOption extends AreaOption {
  postal_code: string;
}

export interface PostalCodeOption {
  postal_code: string;
}

export type ShippingType = 'home' | 'condo' | 'office' | 'other';
export type AddressKind = 'AddressShipping' | 'AddressInvoice' | 'Address7-11';

/** Where in Thailand: the chain province → district → sub-district → postcode of §7. */
export interface ThaiLocation {
  province_id: string;
  district_id: string;
  sub_district_id: string;
  postal_code: string;
}

export interface ShippingAddressPayload extends ThaiLocation {
  kind: 'AddressShipping';
  type: ShippingType;
  firstname: string;
  lastname: string;
  phone: string;
  /** House number, village, soi, road. */
  address_line: string;
  /** Building, floor, room (condo and office). */
  building?: string;
  note?: string;
  is_default?: boolean;
}

interface BillingBase extends ThaiLocation {
  kind: 'AddressInvoice';
  phone: string;
  email?: string;
  address_line: string;
  building?: string;
  is_default?: boolean;
}

/** A person: 13-digit Thai citizen id with a valid check digit. */
export interface IndividualBillingPayload extends BillingBase {
  billing_type: 'individual';
  firstname: string;
  lastname: string;
  citizen_id: string;
}

/** A company: 13-digit tax id and branch ('00000' is the head office). */
export interface JuristicBillingPayload extends BillingBase {
  billing_type: 'juristic';
  company_name: string;
  tax_id: string;
  branch_code: string;
  branch_name?: string;
}

export interface StorePickupPayload {
  kind: 'Address7-11';
  store_id: string;
  firstname: string;
  lastname: string;
  phone: string;
  is_default?: boolean;
}

export type AddressPayload = ShippingAddressPayload | IndividualBillingPayload | JuristicBillingPayload | StorePickupPayload;

export interface SevenElevenStore {
  store_id: string;
  name: string;
  address: string;
  province: string;
  lat: number;
  lng: number;
  /** Metres from the searched point (nearme only). */
  distance_m?: number;
}

export interface AreaNames {
  province: string;
  district: string;
  sub_district: string;
}

/** A saved address: what was sent, plus id, default flag, names of its areas and one printable line. */
export type Address = AddressPayload & {
  id: string;
  is_default: boolean;
  /** Ready to print, in the request's language (Bangkok gets แขวง/เขต, elsewhere ตำบล/อำเภอ). */
  full_address: string;
  /** Names of the location's areas (shipping and billing); null for a 7-Eleven pickup. */
  area: AreaNames | null;
  /** The store (7-Eleven pickup); null otherwise. */
  store: SevenElevenStore | null;
  created_at: string;
  updated_at: string;
};

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

export function getProvinces(api: ApiClient, options?: Options): Promise<Envelope<AreaOption[]>> {
  return api.get<AreaOption[]>('masters/province', options);
}

export function getDistricts(api: ApiClient, provinceId: string, options?: Options): Promise<Envelope<AreaOption[]>> {
  return api.get<AreaOption[]>('masters/district', { ...options, query: { province: provinceId } });
}

export function getSubDistricts(api: ApiClient, provinceId: string, districtId: string, options?: Options): Promise<Envelope<SubDistrictOption[]>> {
  return api.get<SubDistrictOption[]>('masters/sub-district', { ...options, query: { province: provinceId, district: districtId } });
}

export function getPostalCodes(api: ApiClient, subDistrictId: string, districtId: string, options?: Options): Promise<Envelope<PostalCodeOption[]>> {
  return api.get<PostalCodeOption[]>('masters/postal-code', { ...options, query: { subdistrict: subDistrictId, district: districtId } });
}

export function getShippingAddresses(api: ApiClient, options?: Options): Promise<Envelope<Address[]>> {
  return api.get<Address[]>('users/me/my-address/shipping', options);
}

export function getStorePickupAddresses(api: ApiClient, options?: Options): Promise<Envelope<Address[]>> {
  return api.get<Address[]>('users/me/my-address/store7-11', options);
}

export function getBillingAddresses(api: ApiClient, options?: Options): Promise<Envelope<Address[]>> {
  return api.get<Address[]>('users/me/my-address/billing', options);
}

export function getAddress(api: ApiClient, id: string, options?: Options): Promise<Envelope<Address>> {
  return api.get<Address>(`addresses/${encodeURIComponent(id)}`, options);
}

/** is_default true makes it the default of its kind; the first address of a kind is the default anyway. */
export function createAddress(api: ApiClient, address: AddressPayload): Promise<Envelope<Address>> {
  return api.post<Address>('addresses', address);
}

/** Replaces the whole address; its kind cannot change. */
export function updateAddress(api: ApiClient, id: string, address: AddressPayload): Promise<Envelope<Address>> {
  return api.put<Address>(`addresses/${encodeURIComponent(id)}`, address);
}

/** Deleting the default makes the newest remaining address of that kind the default. */
export function deleteAddress(api: ApiClient, id: string): Promise<Envelope<null>> {
  return api.delete<null>(`addresses/${encodeURIComponent(id)}`);
}

/** 7-Eleven stores within rad metres of (lat, lng), nearest first (spec: rad 1500). */
export function getStoresNearMe(api: ApiClient, at: { lat: number; lng: number }, rad = 1500, options?: Options): Promise<Envelope<SevenElevenStore[]>> {
  return api.get<SevenElevenStore[]>('allmap/stores/nearme', { ...options, query: { at: `${at.lat},${at.lng}`, rad } });
}

export function searchStores(api: ApiClient, keyword: string, options?: Options): Promise<Envelope<SevenElevenStore[]>> {
  return api.get<SevenElevenStore[]>('allmap/stores/search', { ...options, query: { keyword } });
}

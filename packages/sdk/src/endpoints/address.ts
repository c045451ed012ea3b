import type { Address, AddressPayload, AreaOption, PostalCodeOption, SevenElevenStore, SubDistrictOption } from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Thai master data, saved addresses and 7-Eleven stores: spec §7 "Addresses" (issue #4). */

export type {
  Address,
  AddressKind,
  AddressPayload,
  AreaNames,
  AreaOption,
  IndividualBillingPayload,
  JuristicBillingPayload,
  PostalCodeOption,
  SevenElevenStore,
  ShippingAddressPayload,
  ShippingType,
  StorePickupPayload,
  SubDistrictOption,
  ThaiLocation,
} from '@talad/contract';

export function getProvinces(api: ApiClient, options?: CallOptions): Promise<Envelope<AreaOption[]>> {
  return api.get<AreaOption[]>('masters/province', options);
}

export function getDistricts(api: ApiClient, provinceId: string, options?: CallOptions): Promise<Envelope<AreaOption[]>> {
  return api.get<AreaOption[]>('masters/district', { ...options, query: { province: provinceId } });
}

export function getSubDistricts(
  api: ApiClient,
  provinceId: string,
  districtId: string,
  options?: CallOptions,
): Promise<Envelope<SubDistrictOption[]>> {
  return api.get<SubDistrictOption[]>('masters/sub-district', { ...options, query: { province: provinceId, district: districtId } });
}

export function getPostalCodes(
  api: ApiClient,
  subDistrictId: string,
  districtId: string,
  options?: CallOptions,
): Promise<Envelope<PostalCodeOption[]>> {
  return api.get<PostalCodeOption[]>('masters/postal-code', { ...options, query: { subdistrict: subDistrictId, district: districtId } });
}

export function getShippingAddresses(api: ApiClient, options?: CallOptions): Promise<Envelope<Address[]>> {
  return api.get<Address[]>('users/me/my-address/shipping', options);
}

export function getStorePickupAddresses(api: ApiClient, options?: CallOptions): Promise<Envelope<Address[]>> {
  return api.get<Address[]>('users/me/my-address/store7-11', options);
}

export function getBillingAddresses(api: ApiClient, options?: CallOptions): Promise<Envelope<Address[]>> {
  return api.get<Address[]>('users/me/my-address/billing', options);
}

export function getAddress(api: ApiClient, id: string, options?: CallOptions): Promise<Envelope<Address>> {
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
export function getStoresNearMe(
  api: ApiClient,
  at: { lat: number; lng: number },
  rad = 1500,
  options?: CallOptions,
): Promise<Envelope<SevenElevenStore[]>> {
  return api.get<SevenElevenStore[]>('allmap/stores/nearme', { ...options, query: { at: `${at.lat},${at.lng}`, rad } });
}

export function searchStores(api: ApiClient, keyword: string, options?: CallOptions): Promise<Envelope<SevenElevenStore[]>> {
  return api.get<SevenElevenStore[]>('allmap/stores/search', { ...options, query: { keyword } });
}

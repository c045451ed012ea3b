import type { Address, AddressPayload } from '@talad/contract';
import { isThaiCitizenId, isThaiTaxId, type Locale } from '@talad/domain';
import { eq } from 'drizzle-orm';
import { formatAddress } from 'thai-address-universal';
import type { Database, Transaction } from '../../db/client.ts';
import { addresses, districts, provinces, subDistricts } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { requirePhone } from '../identity/index.ts';
import { storeById } from './stores.ts';

type AddressColumns = Omit<typeof addresses.$inferInsert, 'id' | 'customerId' | 'createdAt'>;

/** The payload as table columns, after the rules Zod cannot check alone (check digits, phone form). */
export function columnsOf(payload: AddressPayload): AddressColumns {
  const phone = requirePhone(payload.phone);
  if (payload.kind === 'Address7-11') {
    return { kind: payload.kind, firstname: payload.firstname, lastname: payload.lastname, phone, storeId: payload.store_id };
  }
  const place = {
    phone,
    addressLine: payload.address_line,
    building: payload.building || null,
    provinceId: payload.province_id,
    districtId: payload.district_id,
    subDistrictId: payload.sub_district_id,
    postalCode: payload.postal_code,
  };
  if (payload.kind === 'AddressShipping') {
    return {
      ...place,
      kind: payload.kind,
      type: payload.type,
      firstname: payload.firstname,
      lastname: payload.lastname,
      note: payload.note || null,
    };
  }
  if (payload.billing_type === 'individual') {
    if (!isThaiCitizenId(payload.citizen_id)) throw new AppError('CITIZEN_ID_INVALID');
    return {
      ...place,
      kind: payload.kind,
      billingType: 'individual',
      email: payload.email ?? null,
      firstname: payload.firstname,
      lastname: payload.lastname,
      citizenId: payload.citizen_id,
    };
  }
  if (!isThaiTaxId(payload.tax_id)) throw new AppError('TAX_ID_INVALID');
  return {
    ...place,
    kind: payload.kind,
    billingType: 'juristic',
    email: payload.email ?? null,
    companyName: payload.company_name,
    taxId: payload.tax_id,
    branchCode: payload.branch_code,
    branchName: payload.branch_name || null,
  };
}

/** Addresses with their sub-district, district and province, in one read (filter and order it like any select). */
export function addressesWithArea(db: Database | Transaction) {
  return db
    .select({ row: addresses, subDistrict: subDistricts, district: districts, province: provinces })
    .from(addresses)
    .leftJoin(subDistricts, eq(subDistricts.id, addresses.subDistrictId))
    .leftJoin(districts, eq(districts.id, subDistricts.districtId))
    .leftJoin(provinces, eq(provinces.id, districts.provinceId));
}

export type AddressWithArea = Awaited<ReturnType<typeof addressesWithArea>>[number];

function areaNames({ subDistrict, district, province }: AddressWithArea, locale: Locale) {
  if (!subDistrict || !district || !province) return null;
  const pick = (area: { nameTh: string; nameEn: string }) => (locale === 'en' ? area.nameEn : area.nameTh);
  return { province: pick(province), district: pick(district), sub_district: pick(subDistrict) };
}

const optional = <T>(value: T | null) => value ?? undefined;

/** A saved row as the API answers it, in the request's language. */
export async function savedAddressOf(db: Database, found: AddressWithArea, locale: Locale): Promise<Address> {
  const { row } = found;
  const common = {
    id: row.id,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  const person = { firstname: row.firstname ?? '', lastname: row.lastname ?? '', phone: row.phone };
  if (row.kind === 'Address7-11') {
    const store = row.storeId ? await storeById(db, locale, row.storeId) : null;
    return {
      ...common,
      ...person,
      kind: 'Address7-11',
      store_id: row.storeId ?? '',
      store,
      area: null,
      full_address: store ? `${store.name}, ${store.address}` : '',
    };
  }
  const area = areaNames(found, locale);
  const line = [row.addressLine, row.building].filter(Boolean).join(' ');
  const fullAddress = area
    ? formatAddress(
        {
          address: line,
          subDistrict: area.sub_district,
          district: area.district,
          province: area.province,
          postalCode: row.postalCode ?? '',
        },
        locale === 'en' ? { language: 'eng' } : {},
      )
    : line;
  const place = {
    ...common,
    phone: row.phone,
    address_line: row.addressLine ?? '',
    building: optional(row.building),
    province_id: row.provinceId ?? '',
    district_id: row.districtId ?? '',
    sub_district_id: row.subDistrictId ?? '',
    postal_code: row.postalCode ?? '',
    area,
    store: null,
    full_address: fullAddress,
  };
  if (row.kind === 'AddressShipping')
    return { ...place, ...person, kind: 'AddressShipping', type: row.type ?? 'home', note: optional(row.note) };
  if (row.billingType === 'individual') {
    return {
      ...place,
      ...person,
      kind: 'AddressInvoice',
      billing_type: 'individual',
      email: optional(row.email),
      citizen_id: row.citizenId ?? '',
    };
  }
  return {
    ...place,
    kind: 'AddressInvoice',
    billing_type: 'juristic',
    email: optional(row.email),
    company_name: row.companyName ?? '',
    tax_id: row.taxId ?? '',
    branch_code: row.branchCode ?? '',
    branch_name: optional(row.branchName),
  };
}

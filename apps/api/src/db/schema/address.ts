import { ADDRESS_KINDS, BILLING_KINDS, SHIPPING_ADDRESS_TYPES } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';

/** Thai areas from thai-address-universal; ids are the official geocodes (2, 4 and 6 digits). */
export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: text('id').primaryKey(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('districts_province_idx').on(table.provinceId)],
);

export const subDistricts = pgTable(
  'sub_districts',
  {
    id: text('id').primaryKey(),
    districtId: text('district_id')
      .notNull()
      .references(() => districts.id),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (table) => [index('sub_districts_district_idx').on(table.districtId)],
);

/** A few sub-districts are served by two post offices. */
export const subDistrictPostcodes = pgTable(
  'sub_district_postcodes',
  {
    subDistrictId: text('sub_district_id')
      .notNull()
      .references(() => subDistricts.id),
    postalCode: text('postal_code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.subDistrictId, table.postalCode] })],
);

export const sevenElevenStores = pgTable(
  'seven_eleven_stores',
  {
    id: text('id').primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    addressTh: text('address_th').notNull(),
    addressEn: text('address_en').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** "HH:MM-HH:MM" (STORE_HOURS_PATTERN); null for a store open 24 hours, as most are (decision 0070). */
    openingHours: text('opening_hours'),
  },
  (table) => [
    index('seven_eleven_stores_lat_idx').on(table.lat, table.lng),
    check('seven_eleven_stores_hours', sql`${table.openingHours} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]$'`),
  ],
);

/**
 * Saved addresses of every kind in one table: shipping (type home/condo/office/other), billing (individual or
 * juristic) and 7-Eleven pickup (store_id). Columns a kind does not use stay null.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ADDRESS_KINDS }).notNull(),
    type: text('type', { enum: SHIPPING_ADDRESS_TYPES }),
    billingType: text('billing_type', { enum: BILLING_KINDS }),
    firstname: text('firstname'),
    lastname: text('lastname'),
    companyName: text('company_name'),
    citizenId: text('citizen_id'),
    taxId: text('tax_id'),
    branchCode: text('branch_code'),
    branchName: text('branch_name'),
    phone: text('phone').notNull(),
    email: text('email'),
    addressLine: text('address_line'),
    building: text('building'),
    provinceId: text('province_id').references(() => provinces.id),
    districtId: text('district_id').references(() => districts.id),
    subDistrictId: text('sub_district_id').references(() => subDistricts.id),
    postalCode: text('postal_code'),
    storeId: text('store_id').references(() => sevenElevenStores.id),
    note: text('note'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('addresses_customer_idx').on(table.customerId, table.kind),
    // One default per member and kind, enforced by the database.
    uniqueIndex('addresses_one_default_idx')
      .on(table.customerId, table.kind)
      .where(sql`${table.isDefault}`),
  ],
);

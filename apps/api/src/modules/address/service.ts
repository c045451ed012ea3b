import type { AddressKind, AddressPayload } from '@talad/contract';
import type { Locale } from '@talad/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { addresses, sevenElevenStores } from '../../db/schema/index.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { AppError } from '../../platform/app-error.ts';
import { assertLocation } from './areas.ts';
import { addressesWithArea, columnsOf, savedAddressOf, type AddressWithArea } from './rows.ts';

/** Every read and write is scoped to the owner: another member's id is simply not found. */
async function ownAddress(db: Database | Transaction, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  if (!row) throw new AppError('ADDRESS_NOT_FOUND');
  return row;
}

async function assertPlace(db: Database, payload: AddressPayload) {
  if (payload.kind !== 'Address7-11') return assertLocation(db, payload);
  const [store] = await db.select({ id: sevenElevenStores.id }).from(sevenElevenStores).where(eq(sevenElevenStores.id, payload.store_id));
  if (!store) throw new AppError('STORE_NOT_FOUND');
}

async function hasDefault(tx: Transaction, customerId: string, kind: AddressKind, exceptId?: string) {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(
      and(
        eq(addresses.customerId, customerId),
        eq(addresses.kind, kind),
        eq(addresses.isDefault, true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
  return Boolean(current);
}

async function clearDefault(tx: Transaction, customerId: string, kind: AddressKind) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind), eq(addresses.isDefault, true)));
}

export async function listAddresses(db: Database, customerId: string, kind: AddressKind, locale: Locale) {
  const rows = await addressesWithArea(db)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind)))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  return Promise.all(rows.map((row) => savedAddressOf(db, row, locale)));
}

/** One member's address with its area: every order reads its delivery address so, built once (db/prepared.ts). */
const ownAddressWithArea = preparedStatement<{ id: string; customerId: string }>()((db, value) =>
  addressesWithArea(db).where(and(eq(addresses.id, value('id')), eq(addresses.customerId, value('customerId')))),
);

export async function getAddress(db: Database, customerId: string, id: string, locale: Locale) {
  const [found] = await ownAddressWithArea(db, { id, customerId });
  return addressFrom(db, found, locale);
}

/** The address of a row read already (the member's own only; undefined: not found). */
export function addressFrom(db: Database, found: AddressWithArea | undefined, locale: Locale) {
  if (!found) throw new AppError('ADDRESS_NOT_FOUND');
  return savedAddressOf(db, found, locale);
}

/** The first address of a kind is its default; is_default true moves the default to the new one. */
export async function createAddress(db: Database, customerId: string, payload: AddressPayload, locale: Locale) {
  const columns = columnsOf(payload);
  await assertPlace(db, payload);
  const row = await db.transaction(async (tx) => {
    const makeDefault = payload.is_default === true || !(await hasDefault(tx, customerId, payload.kind));
    if (makeDefault) await clearDefault(tx, customerId, payload.kind);
    const [inserted] = await tx
      .insert(addresses)
      .values({ ...columns, customerId, isDefault: makeDefault })
      .returning();
    if (!inserted) throw new Error('address was not stored');
    return inserted;
  });
  return getAddress(db, customerId, row.id, locale);
}

/** Replaces an address; the kind stays. is_default true makes it the default; false leaves the default as it is. */
export async function updateAddress(db: Database, customerId: string, id: string, payload: AddressPayload, locale: Locale) {
  const existing = await ownAddress(db, customerId, id);
  if (existing.kind !== payload.kind) throw new AppError('ADDRESS_KIND_LOCKED');
  const columns = columnsOf(payload);
  await assertPlace(db, payload);
  const row = await db.transaction(async (tx) => {
    if (payload.is_default === true && !existing.isDefault) await clearDefault(tx, customerId, payload.kind);
    const isDefault = existing.isDefault || payload.is_default === true;
    // Columns of another billing type are cleared by writing the full set of the new one over nulls.
    const cleared = {
      type: null,
      billingType: null,
      firstname: null,
      lastname: null,
      companyName: null,
      citizenId: null,
      taxId: null,
      branchCode: null,
      branchName: null,
      email: null,
      building: null,
      note: null,
    };
    const [updated] = await tx
      .update(addresses)
      .set({ ...cleared, ...columns, isDefault, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning();
    if (!updated) throw new AppError('ADDRESS_NOT_FOUND');
    return updated;
  });
  return getAddress(db, customerId, row.id, locale);
}

/** Removing the default hands it to the newest remaining address of the kind. */
export async function deleteAddress(db: Database, customerId: string, id: string) {
  await db.transaction(async (tx) => {
    const existing = await ownAddress(tx, customerId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    if (!existing.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, existing.kind)))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
  return null;
}

import { normalizeEmail, normalizeThaiPhone } from '@talad/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

export type Username = { kind: 'phone'; value: string } | { kind: 'email'; value: string };

/** A sign-in name is a Thai mobile number or an e-mail address; type, when given, says which. */
export function parseUsername(input: string, type?: 'phone' | 'email'): Username | null {
  const phone = type === 'email' ? null : normalizeThaiPhone(input);
  if (phone) return { kind: 'phone', value: phone };
  const email = type === 'phone' ? null : normalizeEmail(input);
  return email ? { kind: 'email', value: email } : null;
}

export function requirePhone(input: string): string {
  const phone = normalizeThaiPhone(input);
  if (!phone) throw new AppError('PHONE_INVALID');
  return phone;
}

export function requireEmail(input: string): string {
  const email = normalizeEmail(input);
  if (!email) throw new AppError('BAD_REQUEST');
  return email;
}

const memberColumns = {
  id: customers.id,
  passwordHash: customers.passwordHash,
};

/** The live member (not a guest, not deleted) with this phone or e-mail. */
export async function findMember(db: Database | Transaction, username: Username) {
  const column = username.kind === 'phone' ? customers.phone : customers.email;
  const [member] = await db
    .select(memberColumns)
    .from(customers)
    .where(and(eq(column, username.value), eq(customers.role, 'user'), isNull(customers.deletedAt)));
  return member;
}

/** Phones and e-mails are unique across accounts; a taken one is refused with its own message. */
export async function assertContactsFree(
  db: Database | Transaction,
  contacts: { phone?: string | null; email?: string | null },
  exceptId?: string,
) {
  const conditions = [
    contacts.phone ? eq(customers.phone, contacts.phone) : undefined,
    contacts.email ? eq(customers.email, contacts.email) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return;
  const holders = await db
    .select({ id: customers.id, phone: customers.phone, email: customers.email })
    .from(customers)
    .where(or(...conditions));
  for (const holder of holders) {
    if (holder.id === exceptId) continue;
    if (contacts.phone && holder.phone === contacts.phone) throw new AppError('PHONE_TAKEN');
    throw new AppError('EMAIL_TAKEN');
  }
}

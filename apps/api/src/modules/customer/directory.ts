import type { AdminCustomerDetail, AdminCustomerEntry, AdminCustomersPage, AdminCustomersQuery } from '@talad/contract';
import { ADMIN_CUSTOMER_RECENT } from '@talad/contract';
import { maskContact, normalizeThaiPhone, type CaseTopic, type CaseState } from '@talad/domain';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { cashbackEntries, customers, orders, supportCases } from '../../db/schema/index.ts';
import { containing } from '../../db/statements.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, exactTime, pageOfRows, pastKey } from '../../platform/keyset.ts';
import { cashbackBalance } from '../cashback/index.ts';
import { tierRowFor } from '../membership/index.ts';

/**
 * The desk's customers (issue #26): registered members, searched and read by staff with customers.read. Phones and
 * e-mails are masked unless the reader also holds customers.pii (`seesContacts`), and so is the search: without it, a
 * phone or an e-mail finds a member only when typed whole, so a support agent cannot recover a masked number digit by
 * digit through partial searches.
 */

type CustomerRow = typeof customers.$inferSelect;

/** The member as the staff address them: first and last name, else the display name. */
const nameOf = (row: Pick<CustomerRow, 'firstname' | 'lastname' | 'displayName'>) =>
  [row.firstname, row.lastname].filter((part) => part?.trim()).join(' ') || row.displayName?.trim() || '';

const fullName = sql`concat_ws(' ', ${customers.firstname}, ${customers.lastname}, ${customers.displayName})`;

/** What `q` finds: a whole phone or e-mail, or a part of the name (and a part of the phone or e-mail with PII rights). */
function searchOf(text: string, seesContacts: boolean): SQL {
  const phone = normalizeThaiPhone(text);
  if (phone) return eq(customers.phone, phone);
  if (text.includes('@')) return seesContacts ? ilike(customers.email, containing(text)) : eq(customers.email, text.toLowerCase());
  const byName = ilike(fullName, containing(text));
  const digits = text.replace(/[\s-]/g, '');
  if (seesContacts && /^\d{3,}$/.test(digits)) return sql`(${byName} or ${customers.phone} like ${containing(digits)})`;
  return byName;
}

function entryOf(row: CustomerRow, tier: AdminCustomerEntry['tier'], seesContacts: boolean): AdminCustomerEntry {
  const shown = (contact: string | null) => (contact === null || seesContacts ? contact : maskContact(contact));
  return {
    customer_id: row.id,
    name: nameOf(row),
    phone: shown(row.phone),
    email: shown(row.email),
    tier,
    yearly_spend: row.yearlySpend,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    deleted: row.deletedAt !== null,
  };
}

const tierOf = async (db: Database, row: CustomerRow) => (await tierRowFor(db, row.yearlySpend)).code;

const members = eq(customers.role, 'user');
/** The list's sort key: when the account was made (exact text), then its id, both descending. */
const cursorKey = z.tuple([z.string().max(64), z.uuid()]);

/** GET admin/customers: members, the newest first, narrowed by `q`; keyset pages. */
export async function customerList(db: Database, query: AdminCustomersQuery, seesContacts: boolean): Promise<AdminCustomersPage> {
  const filters = and(members, query.q ? searchOf(query.q, seesContacts) : undefined);
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
  const [rows, total] = await Promise.all([
    db
      .select({ row: customers, key: exactTime(customers.createdAt) })
      .from(customers)
      .where(after ? and(filters, pastKey([customers.createdAt, customers.id], after, 'desc')) : filters)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.size + 1),
    approximateTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(customers)
        .where(filters),
    ),
  ]);
  const tiers = await Promise.all(rows.map(({ row }) => tierOf(db, row)));
  const tierById = new Map(rows.map(({ row }, index) => [row.id, tiers[index]!]));
  const page = pageOfRows(
    rows,
    query.size,
    ({ row, key }) => [key, row.id],
    ({ row }) => entryOf(row, tierById.get(row.id)!, seesContacts),
  );
  return { ...page, ...total, contact_masked: !seesContacts };
}

/** GET admin/customers/{id}: the member with their newest orders, cashback entries and cases, and how many of each. */
export async function customerDetail(db: Database, customerId: string, seesContacts: boolean): Promise<AdminCustomerDetail> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), members));
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
  const [tier, orderRows, [orderCount], balance, ledger, [ledgerCount], caseRows, [caseCount]] = await Promise.all([
    tierOf(db, row),
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(ADMIN_CUSTOMER_RECENT),
    db.select({ value: count() }).from(orders).where(eq(orders.customerId, customerId)),
    cashbackBalance(db, customerId),
    db
      .select({ entry: cashbackEntries, orderNo: orders.orderNo })
      .from(cashbackEntries)
      .leftJoin(orders, eq(orders.id, cashbackEntries.orderId))
      .where(eq(cashbackEntries.customerId, customerId))
      .orderBy(desc(cashbackEntries.createdAt), desc(cashbackEntries.id))
      .limit(ADMIN_CUSTOMER_RECENT),
    db.select({ value: count() }).from(cashbackEntries).where(eq(cashbackEntries.customerId, customerId)),
    db
      .select({ row: supportCases, orderNo: orders.orderNo })
      .from(supportCases)
      .leftJoin(orders, eq(orders.id, supportCases.orderId))
      .where(eq(supportCases.customerId, customerId))
      .orderBy(desc(supportCases.updatedAt), desc(supportCases.id))
      .limit(ADMIN_CUSTOMER_RECENT),
    db.select({ value: count() }).from(supportCases).where(eq(supportCases.customerId, customerId)),
  ]);
  return {
    ...entryOf(row, tier, seesContacts),
    contact_masked: !seesContacts,
    orders: {
      total: orderCount?.value ?? 0,
      recent: orderRows.map((order) => ({
        order_id: order.id,
        order_no: order.orderNo,
        status: order.status,
        total: order.total,
        placed_at: order.placedAt.toISOString(),
      })),
    },
    cashback: {
      balance,
      total: ledgerCount?.value ?? 0,
      recent: ledger.map(({ entry, orderNo }) => ({
        id: entry.id,
        type: entry.type,
        status: entry.status,
        amount: entry.amount,
        order_no: orderNo,
        created_at: entry.createdAt.toISOString(),
      })),
    },
    cases: {
      total: caseCount?.value ?? 0,
      recent: caseRows.map(({ row: found, orderNo }) => ({
        case_no: found.caseNo,
        topic: found.topic as CaseTopic,
        status: found.status as CaseState,
        order_no: orderNo,
        opened_at: found.openedAt.toISOString(),
        updated_at: found.updatedAt.toISOString(),
      })),
    },
  };
}

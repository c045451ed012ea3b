import type { AdminOrderListItem, AdminOrderPage, AdminOrderQueue, AdminOrderState } from '@talad/contract';
import { normalizeEmail, normalizeThaiPhone } from '@talad/domain';
import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerNameOf, customers, orderLines, orders, payments, recipientNameOf, shipments } from '../../db/schema/index.ts';
import { likeEscaped, rowsOf } from '../../db/statements.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * The orders desk's list (issue #26, decision 0042): newest first in keyset pages on (placed_at, id) — page 5,000 costs
 * what page 1 does — each filter and search answered by an index of its own (migration 0025), and a total that is
 * counted exactly only up to TOTAL_CAP and estimated from the planner's statistics beyond it: an exact count over
 * hundreds of thousands of orders is what stalls other admins' lists.
 */

/** A name's members up to this many are searched by their ids (an index each), more by a subplan. */
const FEW_MEMBERS = 200;

/** Matches are counted exactly up to this many; beyond it the total is an estimate. */
export const TOTAL_CAP = 1_000;

export interface AdminOrderListQuery {
  status?: AdminOrderState | undefined;
  queue?: AdminOrderQueue | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  size: number;
}

interface Cursor {
  placedAt: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.placedAt}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string): Cursor {
  const [placedAt, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const valid =
    rest.length === 0 &&
    placedAt !== undefined &&
    !Number.isNaN(Date.parse(placedAt)) &&
    id !== undefined &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
  if (!valid) throw new AppError('BAD_REQUEST', { errors: [{ field: 'cursor', reason: 'must be a cursor this list gave' }] });
  return { placedAt: placedAt!, id: id! };
}

/**
 * Orders of the members `condition` picks. `= any(array(…))` makes the members one value computed first, so the planner
 * can combine orders' customer index with another index (a BitmapOr) instead of testing every order against a subquery.
 */
const ofMembers = (condition: SQL) => sql`${orders.customerId} = any(array(select ${customers.id} from ${customers} where ${condition}))`;

/**
 * What the search box's text names, each by its own index: an order number (or its start), an e-mail address (the
 * member's), a phone (the order's contact phone or the member's), else a name by its start (the member's first name,
 * or first and last, or the recipient's). The answer is the alternatives an order may match (OR'ed for the page; each
 * counted by its own index for the total), none without a search.
 */
export async function orderSearchOf(db: Database, q: string | undefined): Promise<SQL[]> {
  if (!q) return [];
  const text = q.trim();
  if (/^[A-Za-z]{2}\d{0,12}$/.test(text)) return [like(orders.orderNo, `${likeEscaped(text.toUpperCase())}%`)];
  const email = text.includes('@') ? normalizeEmail(text) : null;
  if (email) return [ofMembers(sql`${customers.email} = ${email}`)];
  const phone = normalizeThaiPhone(text);
  if (phone) return [eq(orders.contactPhone, phone), ofMembers(sql`${customers.phone} = ${phone}`)];
  const pattern = `${likeEscaped(text.toLowerCase())}%`;
  const recipient = sql`${recipientNameOf(orders.delivery)} like ${pattern}`;
  // Few members of that name: their ids as one array, so the planner combines the two indexes (a BitmapOr). Many (a
  // common first name): a hashed subplan tests each order in constant time, newest first, where an array of thousands
  // would be read through for each order. Either way the members come from the name index alone (its INCLUDE columns,
  // migration 0029), not from their rows.
  const members = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customerNameOf(customers)} like ${pattern}`)
    .limit(FEW_MEMBERS + 1);
  if (members.length === 0) return [recipient];
  if (members.length <= FEW_MEMBERS) {
    return [recipient, sql`${orders.customerId} = any(${`{${members.map((member) => member.id).join(',')}}`}::uuid[])`];
  }
  return [
    recipient,
    sql`${orders.customerId} in (select ${customers.id} from ${customers} where ${customerNameOf(customers)} like ${pattern})`,
  ];
}

/** The order has a parcel that `condition` picks. */
const hasParcel = (condition: SQL) => sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${condition})`;

/**
 * The order has no packed parcel, asked order by order through shipments_order_idx: OFFSET 0 keeps PostgreSQL from
 * turning it into an anti-join that hashes every parcel the shop ever sent (200,000 orders: 220–390 ms against 35–80 ms
 * for the capped count, load average near 38; the measurements are in decision 0042).
 */
const noPackedParcel = sql`not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.status} <> 'CANCELLED' and ${shipments.packedAt} is not null offset 0)`;

/**
 * Each work queue as the desk's next verb decides it (admin-detail.ts deskActions), the order's state first so that its
 * index narrows the orders before their parcels are looked at: an order waiting for SHIPMENT whose parcel is not packed
 * (a paid order has none yet; a COD order's opens unpacked as it is placed) is packed; a packed parcel still SHIPPING is
 * handed to the carrier, the first time (SHIPMENT) or again after a retry (RECEIPT); a failed delivery
 * (DELIVERYFAILED, the order still RECEIPT) is retried or returned.
 */
const QUEUE_FILTERS: Record<AdminOrderQueue, SQL> = {
  to_pack: sql`${orders.status} = 'SHIPMENT' and ${noPackedParcel}`,
  to_ship: sql`${orders.status} in ('SHIPMENT', 'RECEIPT') and ${hasParcel(sql`${shipments.status} = 'SHIPPING' and ${shipments.packedAt} is not null`)}`,
  returns: sql`${orders.status} = 'RECEIPT' and ${hasParcel(sql`${shipments.status} = 'DELIVERYFAILED'`)}`,
};

/** The planner's estimate of the orders a state holds (pg_class and pg_stats); null before the table was analysed. */
async function estimatedTotal(db: Database, status: AdminOrderState | undefined): Promise<number | null> {
  const rows = rowsOf<{ estimate: number | string | null }>(
    await db.execute(sql`
      select case when c.reltuples < 0 then null
        when ${status ?? null}::text is null then c.reltuples
        else c.reltuples * coalesce((
          select s.most_common_freqs[array_position(s.most_common_vals::text::text[], ${status ?? ''}::text)]
          from pg_stats s where s.schemaname = current_schema() and s.tablename = 'orders' and s.attname = 'status'
        ), 0) end as estimate
      from pg_class c where c.oid = 'orders'::regclass`),
  );
  const estimate = rows[0]?.estimate;
  return estimate === null || estimate === undefined ? null : Math.round(Number(estimate));
}

/** Each alternative's orders by its own index, at most TOTAL_CAP + 1 of each, and their union (see approximateTotal). */
function boundedMatches(state: SQL | undefined, search: SQL[]): SQL {
  const bounded = (condition: SQL | undefined) =>
    sql`(select ${orders.id} from ${orders} where ${and(state, condition) ?? sql`true`} limit ${TOTAL_CAP + 1})`;
  return search.length > 1 ? sql.join(search.map(bounded), sql` union `) : bounded(search[0]);
}

/**
 * Exact up to TOTAL_CAP (a bounded count that stops at CAP + 1 rows), else the statistics' estimate (never below the
 * cap). A search's alternatives are counted each by its own index, at most CAP + 1 rows each, and their union's size
 * taken: exact while every one is within the cap, and above the cap as soon as one is — where one statement with their
 * OR read the orders through and computed a recipient's name for each (a common first name: 37 → 19 ms at 200,000).
 */
async function approximateTotal(db: Database, counted: number, query: AdminOrderListQuery) {
  if (counted <= TOTAL_CAP) return { approximate_total: counted, total_exact: true };
  // The statistics know the orders' states, not their parcels': a search or a queue past the cap is "more than" it.
  const estimate = query.q || query.queue ? null : await estimatedTotal(db, query.status);
  return { approximate_total: Math.max(estimate ?? 0, TOTAL_CAP + 1), total_exact: false };
}

async function countWithinCap(db: Database, state: SQL | undefined, search: SQL[]): Promise<number> {
  const rows = rowsOf<{ count: number | string }>(
    await db.execute(sql`select count(*) as count from (${boundedMatches(state, search)}) as capped`),
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * A search's matching orders, when there are no more than TOTAL_CAP of them: its page is then sorted from these (a
 * primary-key read each), never found by walking the orders back in time — a rare name whose orders are old would walk
 * past every newer order (a recipient's name of 40 orders among 200,000: p99 270–320 ms, the planner expecting more).
 * Past the cap (null) the walk back finds a page soon.
 */
async function fewMatches(db: Database, state: SQL | undefined, search: SQL[]): Promise<string[] | null> {
  const rows = rowsOf<{ id: string }>(await db.execute(sql`select id from (${boundedMatches(state, search)}) as capped`));
  return rows.length <= TOTAL_CAP ? rows.map((row) => row.id) : null;
}

/** GET admin/orders ?status&queue&q&cursor&size */
export async function listAdminOrders(db: Database, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  const state = and(query.status ? eq(orders.status, query.status) : undefined, query.queue ? QUEUE_FILTERS[query.queue] : undefined);
  const search = await orderSearchOf(db, query.q);
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  // A search's few matches are its page's candidates (fewMatches); many, or no search, are found walking back in time.
  const matched = search.length > 0 ? await fewMatches(db, state, search) : null;
  const condition = matched ? sql`${orders.id} = any(${`{${matched.join(',')}}`}::uuid[])` : search.length > 0 ? or(...search) : undefined;
  // A search's count is its few matches', or past the cap; a list's or a queue's is counted up to the cap meanwhile.
  const counted = search.length > 0 ? Promise.resolve(matched ? matched.length : TOTAL_CAP + 1) : countWithinCap(db, state, search);
  // The page's ids first, from the indexes alone where they can answer (the order number's start is tested on
  // orders_placed_idx's INCLUDE column walking back in time, no order read; migration 0029), then those rows' columns.
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        matched ? undefined : state,
        condition,
        after ? sql`(${orders.placedAt}, ${orders.id}) < (${after.placedAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(query.size + 1)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        placedAt: orders.placedAt,
        cursorAt: sql<string>`to_char(${orders.placedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        customerId: orders.customerId,
        firstname: customers.firstname,
        lastname: customers.lastname,
        displayName: customers.displayName,
        phone: customers.phone,
        email: customers.email,
        recipient: sql<string | null>`coalesce(${orders.delivery} #>> '{recipient,name}',
          nullif(trim(coalesce(${orders.delivery} #>> '{address,firstname}', '') || ' ' || coalesce(${orders.delivery} #>> '{address,lastname}', '')), ''))`,
        contactPhone: orders.contactPhone,
        paymentMethod: orders.paymentMethod,
        // The attempt that counts: the one that took the money (PAID, or REFUNDED after it), else the newest.
        paymentStatus: sql<string | null>`(select ${payments.status} from ${payments} where ${payments.orderId} = ${orders.id}
          order by (${payments.status} in ('PAID', 'REFUNDED')) desc, ${payments.createdAt} desc limit 1)`,
        shipmentStatus: sql<string | null>`(select ${shipments.status} from ${shipments} where ${shipments.orderId} = ${orders.id}
          order by ${shipments.createdAt} desc limit 1)`,
        deliveryType: sql<string>`${orders.delivery} ->> 'type'`,
        itemCount:
          sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
            Number,
          ),
        total: orders.total,
        refundedTotal: orders.refundedTotal,
      })
      .from(ids)
      .innerJoin(orders, eq(orders.id, ids.id))
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .orderBy(desc(orders.placedAt), desc(orders.id)),
    counted.then((count) => approximateTotal(db, count, query)),
  ]);
  const shown = rows.slice(0, query.size);
  const last = shown.at(-1);
  return {
    items: shown.map((row): AdminOrderListItem => ({
      id: row.id,
      order_no: row.orderNo,
      status: row.status as AdminOrderState,
      placed_at: row.placedAt.toISOString(),
      customer: {
        id: row.customerId,
        name: [row.firstname, row.lastname].filter(Boolean).join(' ') || (row.displayName ?? ''),
        phone: row.phone,
        email: row.email,
      },
      recipient_name: row.recipient,
      contact_phone: row.contactPhone,
      payment_method: row.paymentMethod,
      payment_status: row.paymentStatus as AdminOrderListItem['payment_status'],
      shipment_status: row.shipmentStatus as AdminOrderListItem['shipment_status'],
      delivery_type: row.deliveryType === 'store7_11' ? 'store7_11' : 'home',
      item_count: row.itemCount,
      total: row.total,
      refunded_total: row.refundedTotal,
    })),
    // The cursor keeps the time to the microsecond (a JavaScript date would drop them and skip or repeat rows).
    next_cursor: rows.length > query.size && last ? encodeCursor({ placedAt: last.cursorAt, id: last.id }) : null,
    ...total,
  };
}

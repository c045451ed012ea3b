import {
  ORDER_FLOW,
  PAYMENT_FLOW,
  SHIPMENT_FLOW,
  transition,
  type Actor,
  type Flow,
  type OrderState,
  type PaymentState,
  type ShipmentState,
} from '@talad/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { perShape, preparedSql } from '../../db/prepared.ts';
import { rowsOf } from '../../db/statements.ts';
import { orderEvents, orders, payments, shipments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { runEffects, type EffectContext, type Moves } from './effects.ts';

/**
 * The one place the state tables of @talad/domain are applied (decision 0013): the guard, a conditional UPDATE that
 * lets only one of two racing moves win, a history row in order_events, and the named effects, all in the caller's
 * transaction. A move to the state the row is already in changes nothing and answers `moved: false`.
 */
export type Machine = 'order' | 'payment' | 'shipment';

export interface MoveAnswer<State extends string> {
  orderId: string;
  from: State;
  to: State;
  /** False when the row was already in `to` (a repeated or lost race): nothing was written, no effect ran. */
  moved: boolean;
}

type AnyState = OrderState | PaymentState | ShipmentState;
type OrderRow = typeof orders.$inferInsert;
type PaymentRow = typeof payments.$inferInsert;

const TABLES = {
  order: { table: orders, flow: ORDER_FLOW, notFound: 'ORDER_NOT_FOUND' },
  payment: { table: payments, flow: PAYMENT_FLOW, notFound: 'NOT_FOUND' },
  shipment: { table: shipments, flow: SHIPMENT_FLOW, notFound: 'SHIPMENT_NOT_FOUND' },
} as const;

async function currentState(tx: Transaction, machine: Machine, id: string): Promise<{ status: string; orderId: string } | undefined> {
  if (machine === 'order') {
    const [row] = await tx.select({ status: orders.status, orderId: orders.id }).from(orders).where(eq(orders.id, id));
    return row;
  }
  const table = TABLES[machine].table;
  const [row] = await tx.select({ status: table.status, orderId: table.orderId }).from(table).where(eq(table.id, id));
  return row;
}

/** The history row's columns, as one statement's parameters (`event.*`), inserted for each row `written` answers. */
const historyOf = (written: SQLWrapper, value: (name: string) => SQLWrapper) => sql`
    with written as (${written.getSQL()})
    insert into ${orderEvents} (order_id, machine, from_state, to_state, actor, reason)
    select ${value('event.orderId')}::uuid, ${value('event.machine')}, ${value('event.from')}, ${value('event.to')},
      ${value('event.actor')}, ${value('event.reason')} from written
    returning 1 as written`;

const eventValues = (event: HistoryRow) => ({
  'event.orderId': event.orderId,
  'event.machine': event.machine,
  'event.from': event.from,
  'event.to': event.to,
  'event.actor': event.actor,
  'event.reason': event.reason,
});

/**
 * The guard's conditional UPDATE and its history row: one statement per machine and set of columns written (`also`,
 * and an order's cancel reason), built once (db/prepared.ts) — every move of every order, payment and shipment runs it.
 */
const conditionalMove = perShape((shape: string) => {
  const [machine, ...columns] = shape.split(',') as [Machine, ...string[]];
  return preparedSql<Record<string, unknown>>()((value, db) => {
    const table = TABLES[machine].table;
    const also = Object.fromEntries(columns.map((column) => [column, value(`set.${column}`)]));
    const write = db
      .update(table)
      .set({ ...also, status: value('to'), updatedAt: sql`now()` } as never)
      .where(and(eq(table.id, value('id')), eq(table.status, value('from'))))
      .returning({ id: table.id });
    return historyOf(write, value);
  });
});

/**
 * An order's move and the order's first shipment (SHIPPING, being packed), with both history rows (the order's first),
 * in one statement built once: a COD order placed moves to SHIPMENT and opens its shipment at once. The shipment and the
 * history rows are written only if the guard's conditional UPDATE moved the order.
 */
const moveWithNewShipment = preparedSql<Record<string, unknown>>()((value, db) => {
  const moved = db
    .update(orders)
    .set({ status: value('to'), updatedAt: sql`now()` } as never)
    .where(and(eq(orders.id, value('id')), eq(orders.status, value('from'))))
    .returning({ id: orders.id });
  return sql`
    with moved as (${moved.getSQL()}),
    opened as (
      insert into ${shipments} (id, order_id, status) select ${value('shipment.id')}::uuid, id, 'SHIPPING' from moved returning id
    )
    insert into ${orderEvents} (order_id, machine, from_state, to_state, actor, reason)
    select ${value('event.orderId')}::uuid, event.machine, event.from_state, event.to_state, event.actor, event.reason
    from opened, (values
      ('order', ${value('event.from')}::text, ${value('event.to')}::text, ${value('event.actor')}::text, ${value('event.reason')}::text),
      ('shipment', null, 'SHIPPING', ${value('event.actor')}::text, null)
    ) as event (machine, from_state, to_state, actor, reason)
    returning 1 as written`;
});

async function conditionalUpdate(
  tx: Transaction,
  machine: Machine,
  id: string,
  from: string,
  to: string,
  event: HistoryRow,
  reason?: string,
  also: Record<string, unknown> = {},
  newShipment?: { id: string },
): Promise<boolean> {
  if (newShipment) {
    if (machine !== 'order' || to !== 'SHIPMENT') throw new Error('a new shipment opens only with an order’s move to SHIPMENT');
    const written = await moveWithNewShipment(tx, { id, from, to, 'shipment.id': newShipment.id, ...eventValues(event) });
    return rowsOf(written).length > 0;
  }
  const set: Record<string, unknown> = { ...also };
  delete set.status;
  delete set.updatedAt;
  if (machine === 'order' && to === 'CANCELLED') set.cancelReason = reason ?? null;
  const columns = Object.keys(set).sort();
  const values: Record<string, unknown> = { id, from, to, ...eventValues(event) };
  for (const column of columns) values[`set.${column}`] = set[column];
  const written = await conditionalMove([machine, ...columns].join(','))(tx, values);
  return rowsOf(written).length > 0;
}

interface HistoryRow {
  orderId: string;
  machine: Machine;
  from: string | null;
  to: string;
  actor: Actor;
  reason: string | null;
}

/**
 * The row as the caller wrote or read it in this transaction: the first try judges the move from it instead of reading
 * the row again. Should it be stale, the conditional update finds no row and the next try reads the row.
 */
export interface KnownRow {
  status: string;
  orderId: string;
}

export interface MoveOptions<Row> {
  known?: KnownRow;
  /** The order's row as the caller holds it (locked), for a chained move of the order: judged from it instead of a read. */
  order?: KnownRow;
  /** Columns the move's own UPDATE writes too (what the gateway said of a payment): written only if the move is made. */
  also?: Partial<Row>;
  /**
   * An order's move to SHIPMENT opens the order's first shipment (SHIPPING) with this id in the same statement, by the
   * same actor: for an order inserted in this transaction, which no one else sees and which has no shipment yet.
   */
  newShipment?: { id: string };
}

async function move<State extends AnyState>(
  tx: Transaction,
  machine: Machine,
  id: string,
  to: State,
  actor: Actor,
  reason?: string,
  { known, order, also, newShipment }: MoveOptions<Record<string, unknown>> = {},
): Promise<MoveAnswer<State>> {
  const flow = TABLES[machine].flow as unknown as Flow<string, string>;
  // A race lost under READ COMMITTED re-reads the row and judges the move again from the state it found.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = attempt === 0 && known ? known : await currentState(tx, machine, id);
    if (!found) throw new AppError(TABLES[machine].notFound);
    const from = found.status as State;
    if (from === to) return { orderId: found.orderId, from, to, moved: false };
    const guard = transition(flow, from, to, actor);
    if (!guard.ok) throw new AppError(guard.error);
    const event = { orderId: found.orderId, machine, from, to, actor, reason: reason ?? null };
    if (!(await conditionalUpdate(tx, machine, id, from, to, event, reason, also, newShipment))) continue;
    const context: EffectContext = { tx, machine, id, orderId: found.orderId, from, to, actor, reason, moves: MOVES, knownOrder: order };
    await runEffects(context, guard.effects);
    return { orderId: found.orderId, from, to, moved: true };
  }
  throw new AppError('STATE_TRANSITION_INVALID');
}

/** Moves an order through ORDER_FLOW (guard, conditional update, history, effects) inside `tx`. */
export function moveOrder(
  tx: Transaction,
  orderId: string,
  to: OrderState,
  actor: Actor,
  reason?: string,
  options?: MoveOptions<OrderRow>,
) {
  return move<OrderState>(tx, 'order', orderId, to, actor, reason, options);
}

/** Moves one payment attempt through PAYMENT_FLOW inside `tx`. */
export function movePayment(
  tx: Transaction,
  paymentId: string,
  to: PaymentState,
  actor: Actor,
  reason?: string,
  options?: MoveOptions<PaymentRow>,
) {
  return move<PaymentState>(tx, 'payment', paymentId, to, actor, reason, options);
}

/** Moves one shipment through SHIPMENT_FLOW inside `tx`. */
export function moveShipment(tx: Transaction, shipmentId: string, to: ShipmentState, actor: Actor, reason?: string) {
  return move<ShipmentState>(tx, 'shipment', shipmentId, to, actor, reason);
}

const MOVES: Moves = { order: moveOrder, payment: movePayment, shipment: moveShipment };

/**
 * Starts a shipment (SHIPPING, being packed) for an order waiting for SHIPMENT, with its history row; answers its id.
 * (A COD order placed opens its first one with its move to SHIPMENT: MoveOptions.newShipment.)
 */
export async function openShipment(tx: Transaction, orderId: string, actor: Actor): Promise<string> {
  // The order's row lock makes two packers agree on one shipment.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [open] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), sql`${shipments.status} <> 'CANCELLED'`))
    .orderBy(sql`${shipments.createdAt} desc`)
    .limit(1);
  if (open) return open.id;
  const id = randomUUID();
  const event = { orderId, machine: 'shipment' as const, from: null, to: 'SHIPPING', actor, reason: null };
  await shipmentWithHistory(tx, { id, orderId, ...eventValues(event) });
  return id;
}

/** A new shipment and its history row, in one statement built once (every paid order opens one). */
const shipmentWithHistory = preparedSql<Record<string, unknown>>()((value, db) =>
  historyOf(
    db
      .insert(shipments)
      .values({ id: value('id'), orderId: value('orderId'), status: 'SHIPPING' })
      .returning({ id: shipments.id }),
    value,
  ),
);

import {
  ORDER_FLOW,
  transition,
  type Actor,
  type Flow,
  type OrderState,
  type PAYMENT_FLOW,
  type PaymentState,
  type SHIPMENT_FLOW,
  type ShipmentState,
} from '@talad/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { rowsOf } from '../../db/statements.ts';
import {
  flashSaleItems,
  flashSalePurchases,
  jobs,
  orderLines,
  orders,
  payments,
  products,
  productVariants,
  shipments,
} from '../../db/schema/index.ts';
import { earnCashback, returnCashback } from '../cashback/index.ts';
import { returnCouponUses } from '../coupon/index.ts';
import { cashbackRateOf, countOrderSpend } from '../membership/index.ts';
import { openReviewsOf } from '../review/index.ts';
import { issueCreditNote, issueSaleDocument } from '../tax-document/index.ts';
import { ORDER_MESSAGE_JOB, PAYMENT_REFUND_JOB, messageFor } from './message-kinds.ts';
import { noticeOrderMove } from './order-notices.ts';
import { closePickup, issuePickupCode } from './pickup.ts';
import type { KnownRow } from './transitions.ts';

type EffectOf<F> = F extends Flow<string, infer Effect> ? Effect : never;
export type EffectName = EffectOf<typeof ORDER_FLOW> | EffectOf<typeof PAYMENT_FLOW> | EffectOf<typeof SHIPMENT_FLOW>;

/** What a move hands its effects; `moves` lets an effect move another machine (chaining) without an import cycle. */
export interface EffectContext {
  tx: Transaction;
  machine: 'order' | 'payment' | 'shipment';
  /** The moved row's id (the order's, the payment's or the shipment's). */
  id: string;
  orderId: string;
  from: string;
  to: string;
  actor: Actor;
  reason: string | undefined;
  moves: Moves;
  /** The order's row as the mover's caller holds it, if it does (a payment notification locked it). */
  knownOrder?: KnownRow | undefined;
}

export interface Moves {
  order(tx: Transaction, orderId: string, to: OrderState, actor: Actor, reason?: string, options?: { known?: KnownRow }): Promise<unknown>;
  payment(tx: Transaction, paymentId: string, to: PaymentState, actor: Actor, reason?: string): Promise<unknown>;
  shipment(tx: Transaction, shipmentId: string, to: ShipmentState, actor: Actor, reason?: string): Promise<unknown>;
}

/** Gives back the stock of every line, the flash-sale quota it took and the shopper's flash-sale purchase count. */
async function releaseStock({ tx, orderId }: EffectContext) {
  const [order] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  const lines = await tx
    // Units a refund already put back on sale (decision 0042) are not given back twice.
    .select({
      variantId: orderLines.variantId,
      quantity: sql<number>`${orderLines.quantity} - ${orderLines.restockedQuantity}`.mapWith(Number),
      flashSaleId: orderLines.flashSaleId,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.quantity} > ${orderLines.restockedQuantity}`))
    // Variants in id order, as placing an order takes them: a cancel and a purchase never wait on each other in a circle.
    .orderBy(asc(orderLines.variantId), asc(orderLines.id));
  const byProduct = new Map<number, number>();
  for (const line of lines) {
    const [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ productId: productVariants.productId });
    if (variant) byProduct.set(variant.productId, (byProduct.get(variant.productId) ?? 0) + line.quantity);
    if (!variant || line.flashSaleId === null) continue;
    await tx
      .update(flashSaleItems)
      .set({ sold: sql`greatest(${flashSaleItems.sold} - ${line.quantity}, 0)` })
      .where(and(eq(flashSaleItems.flashSaleId, line.flashSaleId), eq(flashSaleItems.productId, variant.productId)));
    if (!order) continue;
    await tx
      .update(flashSalePurchases)
      .set({ quantity: sql`greatest(${flashSalePurchases.quantity} - ${line.quantity}, 0)` })
      .where(
        and(
          eq(flashSalePurchases.flashSaleId, line.flashSaleId),
          eq(flashSalePurchases.productId, variant.productId),
          eq(flashSalePurchases.customerId, order.customerId),
        ),
      );
  }
  // The product's totals that listings filter and sort by, as placing the order changed them (product id order).
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, sold: sql`greatest(${products.sold} - ${quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}

/** A completed order earns ORDER cashback at its member's tier rate now, and the PROMOTION cashback priced into it. */
async function earnOrderCashback({ tx, orderId }: EffectContext) {
  const [order] = await tx.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await earnCashback(tx, orderId, await cashbackRateOf(tx, order.customerId));
}

/**
 * A message the shopper is sent for this move (shipped, delivered, cancelled) is enqueued as a job: sent after commit.
 * Shipped and delivered also join the member's order updates (notifications) at once.
 */
async function notifyShopper({ tx, machine, to, actor, orderId }: EffectContext) {
  const kind = messageFor(machine, to, actor);
  if (!kind) return;
  await enqueueMessage(tx, { orderId, message: kind });
  await noticeOrderMove(tx, orderId, kind);
}

/** The message job of a move (every paid order queues one): built once (db/prepared.ts). */
const enqueueMessage = preparedStatement<{ orderId: string; message: string }>()((db, value) =>
  db.insert(jobs).values({
    kind: ORDER_MESSAGE_JOB,
    payload: sql`jsonb_build_object('orderId', ${value('orderId')}::uuid, 'message', ${value('message')}::text)`,
  }),
);

/** Moves the order too when its table allows the move from where it now is; otherwise the chain stops quietly. */
async function chainOrder(context: EffectContext, to: OrderState, reason?: string) {
  // A stale known row is safe: the move's conditional update then finds no row and reads the order itself.
  const [order] = context.knownOrder
    ? [context.knownOrder]
    : await context.tx.select({ status: orders.status }).from(orders).where(eq(orders.id, context.orderId));
  if (!order || order.status === to) return;
  if (!transition(ORDER_FLOW, order.status as OrderState, to, 'system').ok) return;
  await context.moves.order(context.tx, context.orderId, to, 'system', reason, {
    known: { status: order.status, orderId: context.orderId },
  });
}

async function movePaymentsOf(context: EffectContext, from: PaymentState, to: PaymentState, onlyCod = false) {
  const rows = await context.tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, context.orderId), eq(payments.status, from), onlyCod ? eq(payments.method, 'COD') : undefined));
  for (const row of rows) await context.moves.payment(context.tx, row.id, to, 'system', context.reason);
}

/**
 * The gateway's money goes back through a job (the refund is a call out, decision 0013): one open job per attempt,
 * however often a cancellation or a late notification asks for it. The job moves the attempt PAID → REFUNDED.
 */
async function enqueueRefund(tx: Transaction, paymentId: string) {
  await tx
    .insert(jobs)
    .values({ kind: PAYMENT_REFUND_JOB, dedupeKey: `${PAYMENT_REFUND_JOB}:${paymentId}`, payload: { paymentId } })
    .onConflictDoNothing();
}

/**
 * A collected COD's cash is handed back as the order is cancelled: what the desk had not refunded yet counts as refunded
 * now — the attempt's refunded amount becomes all it took and the order's refunded total rises by the rest (decision
 * 0042), as the gateway's refund job does for a card — so the shopper's and the desk's totals say what went back.
 */
async function refundCollectedCash(context: EffectContext, paymentId: string) {
  // RETURNING sees the new row: what was left is read in the same statement from the row as it was.
  const [counted] = rowsOf<{ left: number }>(
    await context.tx.execute(sql`
      update ${payments} set refunded_amount = amount, refunded_at = now()
      from (select id, amount - refunded_amount as left from ${payments} where id = ${paymentId} for update) as was
      where ${payments.id} = was.id and ${payments.status} = 'PAID'
      returning was.left`),
  );
  await context.moves.payment(context.tx, paymentId, 'REFUNDED', 'system', context.reason);
  const left = Number(counted?.left ?? 0);
  if (left <= 0) return;
  await context.tx
    .update(orders)
    .set({ refundedTotal: sql`least(${orders.refundedTotal} + ${left}, ${orders.total})` })
    .where(eq(orders.id, context.orderId));
}

/** What was paid goes back: the gateway's payments by the refund job, a collected COD at once (staff hand the cash back). */
async function refundPaid(context: EffectContext) {
  const paid = await context.tx
    .select({ id: payments.id, method: payments.method })
    .from(payments)
    .where(and(eq(payments.orderId, context.orderId), eq(payments.status, 'PAID')));
  for (const payment of paid) {
    if (payment.method === 'COD') await refundCollectedCash(context, payment.id);
    else await enqueueRefund(context.tx, payment.id);
  }
}

/**
 * Money for an attempt that was already closed (declined then paid on the same page, a method changed in another tab,
 * the order expired or cancelled while the shopper was on the gateway's page). The gateway charges an invoice once,
 * so if the order still waits for payment this pays it (any other open attempt is closed); otherwise it is refunded.
 */
async function settleLatePayment(context: EffectContext) {
  const [order] = await context.tx.select({ status: orders.status }).from(orders).where(eq(orders.id, context.orderId));
  if (order?.status !== 'PAYMENT') return enqueueRefund(context.tx, context.id);
  await movePaymentsOf(context, 'PENDING', 'CANCELLED');
  await chainOrder(context, 'SHIPMENT');
  await notifyShopper(context);
}

async function cancelShipment(context: EffectContext) {
  const rows = await context.tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, context.orderId), eq(shipments.status, 'SHIPPING')));
  for (const row of rows) await context.moves.shipment(context.tx, row.id, 'CANCELLED', 'system', context.reason);
}

/** The one registry of named effects: a name in a table without an entry here fails to compile. */
const EFFECTS: Record<EffectName, (context: EffectContext) => Promise<void>> = {
  releaseStock,
  returnCoupons: ({ tx, orderId }) => returnCouponUses(tx, orderId),
  returnCashback: ({ tx, orderId }) => returnCashback(tx, orderId),
  // Before addTierSpend: the order earns at the tier its member had when it completed.
  earnCashback: earnOrderCashback,
  // Its total counts toward the member's tier for the next 12 months (a new tier is told to the member).
  addTierSpend: ({ tx, orderId }) => countOrderSpend(tx, orderId),
  notifyShopper,
  // Completing an order opens a review per bought line (the review module says why it keeps rows).
  openReviews: ({ tx, orderId }) => openReviewsOf(tx, orderId),
  // An unpaid attempt is closed when its order is cancelled; a paid one is refunded, an uncollected COD cancelled.
  closePayment: (context) => movePaymentsOf(context, 'PENDING', 'CANCELLED'),
  refundPayment: async (context) => {
    await refundPaid(context);
    await movePaymentsOf(context, 'PENDING', 'CANCELLED');
  },
  settleLatePayment,
  // A paid order's receipt or full tax invoice (decision 0067): once per order, however often the money is reported.
  issueSaleDocument: async ({ tx, orderId }) => {
    await issueSaleDocument(tx, orderId);
  },
  // A paid order cancelled: a credit note for what its tax document still carries (earlier refunds took the rest).
  creditCancelledSale: async ({ tx, orderId, reason }) => {
    await issueCreditNote(tx, orderId, { amount: null, reason: reason ?? 'order cancelled' });
  },
  cancelShipment,
  moveOrderToShipment: (context) => chainOrder(context, 'SHIPMENT'),
  moveOrderToReceipt: (context) => chainOrder(context, 'RECEIPT'),
  cancelOrder: (context) => chainOrder(context, 'CANCELLED', context.reason ?? 'ORDEREXPIRED'),
  returnOrder: (context) => chainOrder(context, 'CANCELLED', context.reason ?? 'RETURNED'),
  // Cash on delivery is collected when the parcel is delivered.
  collectCod: (context) => movePaymentsOf(context, 'PENDING', 'PAID', true),
  // The parcel reached its 7-Eleven store: its code, before notifyShopper tells it (decision 0070).
  issuePickupCode,
  closePickup,
};

export async function runEffects(context: EffectContext, effects: readonly string[]) {
  for (const effect of effects) await EFFECTS[effect as EffectName](context);
}

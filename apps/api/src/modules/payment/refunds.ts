import { randomBytes } from 'node:crypto';
import type { AdminRefund, RefundAsk, RefundPreview } from '@talad/contract';
import { gatewayAmount, refundFigures, type ErrorName, type RefundFigures, type RefundOrder, type RefundProblem } from '@talad/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { jobs, orderLines, orders, payments, products, productVariants, refundLines, refunds } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { requestHash } from '../../platform/idempotency.ts';
import type { Job, JobDefinition } from '../../platform/jobs.ts';
import { recordAudit, systemActor } from '../audit/index.ts';
import { earnedCashbackOf, returnCashback, returnSpentCashback, reverseEarnedCashback } from '../cashback/index.ts';
import { returnCouponUses } from '../coupon/index.ts';
import { keepOrderSpend } from '../membership/index.ts';
import { notifyMember } from '../notification/index.ts';
import { deskOrder, movePayment, ORDER_MESSAGE_JOB, refundsOf, type DeskCaller } from '../order/index.ts';
import { issueCreditNote } from '../tax-document/index.ts';
import { GatewayUnavailable, type GatewayClient } from './gateway-client.ts';

/**
 * Refunds from the orders desk (issue #26, decision 0042): partial by line and quantity, the delivery fee, or an amount,
 * with a reason, restocking if asked. The refund is decided in one transaction under the order's row lock — the
 * figures, the refunded totals (whose CHECKs make more than was paid impossible), the lines, the stock, the cashback,
 * the audit entry and a retry job — and only then asked of the gateway, by a reference of its own that the gateway
 * refunds once: an unreachable gateway leaves it PENDING for the job, never paid twice.
 */

export const ORDER_REFUND_JOB = 'order-refund';
/** The retry job waits this long first: the request's own attempt usually settles the refund before it runs. */
const RETRY_AFTER_MS = 60_000;

const PROBLEM_ERRORS: Record<RefundProblem, ErrorName> = {
  NOTHING_PAID: 'ORDER_REFUND_NOTHING_PAID',
  UNKNOWN_LINE: 'ORDER_REFUND_LINE_UNKNOWN',
  LINE_QUANTITY: 'ORDER_REFUND_LINE_QUANTITY',
  SHIPPING_REFUNDED: 'ORDER_REFUND_SHIPPING_REFUNDED',
  NOTHING_TO_REFUND: 'ORDER_REFUND_NOTHING',
  AMOUNT_OVER_ITEMS: 'ORDER_REFUND_AMOUNT_OVER_ITEMS',
  OVER_REFUNDABLE: 'ORDER_REFUND_EXCEEDS_PAID',
};

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The order as the refund rules see it, and the attempt that took the money. */
async function refundState(tx: Transaction | Database, order: OrderRow): Promise<{ state: RefundOrder; paid: PaymentRow | undefined }> {
  const [attempts, lines, earlier] = await Promise.all([
    tx.select().from(payments).where(eq(payments.orderId, order.id)),
    tx
      .select({
        id: orderLines.id,
        quantity: orderLines.quantity,
        lineTotal: orderLines.lineTotal,
        refundedQuantity: orderLines.refundedQuantity,
        refundedAmount: sql<number>`coalesce((select sum(${refundLines.amount}) from ${refundLines}
          where ${refundLines.orderLineId} = ${orderLines.id}), 0)`.mapWith(Number),
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    tx
      .select({
        shipping: sql<number>`coalesce(sum(${refunds.shippingAmount}), 0)`.mapWith(Number),
        cashbackReturned: sql<number>`coalesce(sum(${refunds.cashbackReturned}), 0)`.mapWith(Number),
      })
      .from(refunds)
      .where(eq(refunds.orderId, order.id)),
  ]);
  // The attempt that took the money: PAID, or REFUNDED once all of it is back (then nothing is left to refund).
  const paid = attempts.find((attempt) => attempt.status === 'PAID') ?? attempts.find((attempt) => attempt.status === 'REFUNDED');
  return {
    paid,
    state: {
      total: order.total,
      shippingFee: order.shippingFee,
      cashbackUsed: order.cashbackUsed,
      paid: order.status === 'CANCELLED' ? 0 : (paid?.amount ?? 0),
      refunded: paid ? paid.refundedAmount : order.refundedTotal,
      shippingRefunded: earlier[0]?.shipping ?? 0,
      cashbackReturned: earlier[0]?.cashbackReturned ?? 0,
      lines,
    },
  };
}

function figuresOf(order: OrderRow, state: RefundOrder, ask: RefundAsk): RefundFigures {
  if (order.status === 'CANCELLED') throw new AppError('ORDER_REFUND_NOT_ALLOWED');
  const answer = refundFigures(state, ask);
  if (!answer.ok) throw new AppError(PROBLEM_ERRORS[answer.problem]);
  return answer.figures;
}

/** POST admin/orders/{order_no}/refunds/preview: the figures the refund dialog shows, nothing written. */
export async function previewRefund(db: Database, orderNo: string, ask: RefundAsk): Promise<RefundPreview> {
  const order = await deskOrder(db, orderNo);
  const { state, paid } = await refundState(db, order);
  const figures = figuresOf(order, state, ask);
  const earned = await db.transaction((tx) => earnedCashbackOf(tx, order.id));
  return {
    amount: figures.amount,
    lines: figures.lines.map((line) => ({ line_id: line.lineId, quantity: line.quantity, amount: line.amount })),
    shipping_amount: figures.shippingAmount,
    method: paid?.method === 'COD' ? 'CASH' : 'GATEWAY',
    cashback_reversed: figures.earnedShare(earned),
    cashback_returned: figures.cashbackReturned,
    paid_total: state.paid,
    refunded_total: state.refunded,
    refundable_after: state.paid - figures.refundedAfter,
    ends_payment: figures.endsPayment,
  };
}

/** Units of refunded lines go back on sale, each variant and its product (variant id order, as placing takes them). */
async function restock(tx: Transaction, lines: RefundFigures['lines']) {
  if (lines.length === 0) return [];
  const rows = await tx
    .select({ id: orderLines.id, variantId: orderLines.variantId })
    .from(orderLines)
    .where(
      inArray(
        orderLines.id,
        lines.map((line) => line.lineId),
      ),
    );
  const restocked: Array<{ line_id: number; variant_id: number; quantity: number }> = [];
  const ordered = lines
    .map((line) => ({ ...line, variantId: rows.find((row) => row.id === line.lineId)!.variantId }))
    .sort((a, b) => a.variantId - b.variantId);
  for (const line of ordered) {
    // Conditional: never more units back on sale than were refunded.
    const marked = await tx
      .update(orderLines)
      .set({ restockedQuantity: sql`${orderLines.restockedQuantity} + ${line.quantity}` })
      .where(and(eq(orderLines.id, line.lineId), sql`${orderLines.restockedQuantity} + ${line.quantity} <= ${orderLines.refundedQuantity}`))
      .returning({ id: orderLines.id });
    if (marked.length === 0) continue;
    const [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ productId: productVariants.productId });
    if (variant) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}`, sold: sql`greatest(${products.sold} - ${line.quantity}, 0)` })
        .where(eq(products.id, variant.productId));
    }
    restocked.push({ line_id: line.lineId, variant_id: line.variantId, quantity: line.quantity });
  }
  return restocked;
}

/** The cashback side (decision 0042): everything paid back is a cancellation's; a part moves the ledger in proportion. */
async function settleCashback(tx: Transaction, order: OrderRow, figures: RefundFigures) {
  const earned = await earnedCashbackOf(tx, order.id);
  if (figures.endsPayment) {
    await returnCashback(tx, order.id);
    await returnCouponUses(tx, order.id);
    return { returned: figures.cashbackReturned, reversed: earned };
  }
  const returned = await returnSpentCashback(tx, order.id, figures.cashbackReturned);
  const reversed = await reverseEarnedCashback(tx, order.id, order.customerId, figures.earnedShare(earned));
  return { returned, reversed };
}

export interface RefundAnswer {
  refundId: string;
  /** The same Idempotency-Key answered again: nothing new was written. */
  replayed: boolean;
}

/**
 * Decides and records one refund (the transaction above); the gateway is asked afterwards (`sendRefund`). The same key
 * with the same body answers the same refund; with another body IDEMPOTENCY_KEY_REUSED.
 */
export async function recordRefund(db: Database, orderNo: string, ask: RefundAsk, key: string, caller: DeskCaller): Promise<RefundAnswer> {
  if (caller.actor.kind !== 'staff') throw new Error('a refund is asked by a staff member');
  const staff = caller.actor;
  const hash = requestHash(ask);
  return db.transaction(async (tx) => {
    const found = await deskOrder(tx, orderNo);
    // The order's row lock: refunds of one order are decided one after the other, each seeing the one before.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const [earlier] = await tx
      .select({ id: refunds.id, requestHash: refunds.requestHash })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, key)));
    if (earlier) {
      if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { refundId: earlier.id, replayed: true };
    }
    const { state, paid } = await refundState(tx, order);
    const figures = figuresOf(order, state, ask);
    if (!paid) throw new AppError('ORDER_REFUND_NOTHING_PAID');
    // The database's guarantee (the CHECKs) backs the rules' own: a refund past what was paid fails here whoever asks.
    const reserved = await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${figures.amount}` })
      .where(and(eq(payments.id, paid.id), sql`${payments.refundedAmount} + ${figures.amount} <= ${payments.amount}`))
      .returning({ id: payments.id });
    if (reserved.length === 0) throw new AppError('ORDER_REFUND_EXCEEDS_PAID');
    await tx
      .update(orders)
      .set({ refundedTotal: sql`${orders.refundedTotal} + ${figures.amount}`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    // A completed order's tier spend is what the member kept (decision 0042).
    await keepOrderSpend(tx, order.id);
    for (const line of figures.lines) {
      const counted = await tx
        .update(orderLines)
        .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${line.quantity}` })
        .where(and(eq(orderLines.id, line.lineId), sql`${orderLines.refundedQuantity} + ${line.quantity} <= ${orderLines.quantity}`))
        .returning({ id: orderLines.id });
      if (counted.length === 0) throw new AppError('ORDER_REFUND_LINE_QUANTITY');
    }
    const cash = paid.method === 'COD';
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: paid.id,
        // Cash on delivery is handed back by the staff member who records it: done as it is written.
        status: cash ? 'SUCCEEDED' : 'PENDING',
        method: cash ? 'CASH' : 'GATEWAY',
        amount: figures.amount,
        shippingAmount: figures.shippingAmount,
        reason: ask.reason,
        restock: ask.restock ?? false,
        staffId: staff.id,
        staffLabel: staff.label,
        idempotencyKey: key,
        requestHash: hash,
        gatewayReference: `RF${randomBytes(9).toString('base64url')}`,
        completedAt: cash ? sql`now()` : null,
      })
      .returning({ id: refunds.id });
    if (!refund) throw new Error('refund insert answered no row');
    if (figures.lines.length > 0) {
      await tx
        .insert(refundLines)
        .values(
          figures.lines.map((line) => ({ refundId: refund.id, orderLineId: line.lineId, quantity: line.quantity, amount: line.amount })),
        );
    }
    const restocked = ask.restock ? await restock(tx, figures.lines) : [];
    // The money given back lowers the sale's value: its credit note, in this transaction (decision 0067).
    await issueCreditNote(tx, order.id, { amount: figures.amount, reason: ask.reason, refundId: refund.id });
    const cashback = await settleCashback(tx, order, figures);
    await tx
      .update(refunds)
      .set({ cashbackReturned: cashback.returned, cashbackReversed: cashback.reversed })
      .where(eq(refunds.id, refund.id));
    await recordAudit(tx, {
      actor: staff,
      action: 'order.refund',
      entity: { type: 'order', id: order.id },
      before: { refunded_total: order.refundedTotal },
      after: {
        refunded_total: order.refundedTotal + figures.amount,
        refund_id: refund.id,
        amount: figures.amount,
        shipping_amount: figures.shippingAmount,
        lines: figures.lines.map((line) => ({ line_id: line.lineId, quantity: line.quantity, amount: line.amount })),
        method: cash ? 'CASH' : 'GATEWAY',
        restocked,
        cashback_returned: cashback.returned,
        cashback_reversed: cashback.reversed,
      },
      reason: ask.reason,
      ...(caller.context ? { context: caller.context } : {}),
    });
    if (cash) await settled(tx, refund.id, 'staff');
    else
      await tx.insert(jobs).values({
        kind: ORDER_REFUND_JOB,
        dedupeKey: `${ORDER_REFUND_JOB}:${refund.id}`,
        payload: { refundId: refund.id },
        runAt: new Date(Date.now() + RETRY_AFTER_MS),
      });
    return { refundId: refund.id, replayed: false };
  });
}

/**
 * A refund done (the gateway's yes, or cash handed back): the shopper is told, and once everything the attempt took is
 * back and no refund of it is still open, the attempt moves PAID → REFUNDED through the payment table (which tells the
 * shopper it was refunded); a part tells them what came back.
 */
async function settled(tx: Transaction, refundId: string, actor: 'staff' | 'system') {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return;
  const [attempt] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
  const open = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, refund.paymentId), ne(refunds.status, 'SUCCEEDED')));
  if (attempt && attempt.status === 'PAID' && attempt.refundedAmount === attempt.amount && open.length === 0) {
    await tx
      .update(payments)
      .set({ refundedAt: sql`now()` })
      .where(eq(payments.id, attempt.id));
    await movePayment(tx, attempt.id, 'REFUNDED', actor, refund.reason);
    return;
  }
  const [order] = await tx
    .select({ orderNo: orders.orderNo, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (!order) return;
  await tx.insert(jobs).values({ kind: ORDER_MESSAGE_JOB, payload: { orderId: refund.orderId, message: 'partly_refunded' } });
  const baht = gatewayAmount(refund.amount);
  await notifyMember(tx, order.customerId, {
    kind: 'order',
    title: { th: `คืนเงินบางส่วนของคำสั่งซื้อ ${order.orderNo}`, en: `Part of order ${order.orderNo} was refunded` },
    body: {
      th: `เราคืนเงิน ฿${baht} ${refund.method === 'CASH' ? 'เป็นเงินสดแล้ว' : 'ไปยังช่องทางที่คุณชำระแล้ว'}`,
      en: `We refunded ฿${baht} ${refund.method === 'CASH' ? 'in cash' : 'the way you paid'}.`,
    },
    link: `/account/my-order/${refund.orderId}`,
  });
}

export type RefundOutcome = 'succeeded' | 'pending' | 'refused';

/**
 * Asks the gateway for one recorded refund by its own reference; a repeat (the job after the request, two runners) is
 * answered with the same refund by the gateway and written once here (the status change is conditional).
 */
export async function sendRefund(
  db: Database,
  gateway: GatewayClient,
  refundId: string,
  actor: 'staff' | 'system',
): Promise<RefundOutcome> {
  const [refund] = await db
    .select({
      orderId: refunds.orderId,
      status: refunds.status,
      amount: refunds.amount,
      reference: refunds.gatewayReference,
      invoiceNo: payments.invoiceNo,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!refund || refund.status === 'SUCCEEDED') return 'succeeded';
  const failed = (status: 'PENDING' | 'FAILED', error: string) =>
    db
      .update(refunds)
      .set({ status, lastError: error, attempts: sql`${refunds.attempts} + 1`, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refundId), ne(refunds.status, 'SUCCEEDED')));
  let answer: Record<string, unknown>;
  try {
    answer = await gateway.refund(refund.invoiceNo ?? '', gatewayAmount(refund.amount), refund.reference);
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    await failed('PENDING', error.message);
    return 'pending';
  }
  if (answer.respCode !== '0000') {
    await failed('FAILED', `the gateway refused the refund (${String(answer.respCode)})`);
    return 'refused';
  }
  const refundRef = typeof answer.refundRef === 'string' ? answer.refundRef : null;
  await db.transaction(async (tx) => {
    const done = await tx
      .update(refunds)
      .set({
        status: 'SUCCEEDED',
        gatewayRefundRef: refundRef,
        lastError: null,
        attempts: sql`${refunds.attempts} + 1`,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(refunds.id, refundId), ne(refunds.status, 'SUCCEEDED')))
      .returning({ id: refunds.id });
    if (done.length === 0) return;
    // Money moved later, by the job, when the staff member's entry said it was only asked: a second entry says when.
    if (actor === 'system') {
      await recordAudit(tx, {
        actor: systemActor(ORDER_REFUND_JOB),
        action: 'order.refund_settle',
        entity: { type: 'order', id: refund.orderId },
        before: { refund_status: refund.status },
        after: { refund_status: 'SUCCEEDED', refund_id: refundId, amount: refund.amount, gateway_refund_ref: refundRef },
      });
    }
    await settled(tx, refundId, actor);
  });
  return 'succeeded';
}

/** The retry job: asks again until the gateway says yes (a failure fails the run, and the runner tries later). */
export function orderRefundJob(db: Database, gateway: GatewayClient): JobDefinition {
  return {
    kind: ORDER_REFUND_JOB,
    run: async (job: Job) => {
      const outcome = await sendRefund(db, gateway, String(job.payload.refundId), 'system');
      if (outcome !== 'succeeded') throw new Error(`refund ${outcome}`);
      return outcome;
    },
  };
}

/** Open refunds without an open retry job get one: a refund whose job gave up is asked again (the refund sweep runs it). */
export async function sweepOrderRefunds(db: Database): Promise<number> {
  const open = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(ne(refunds.status, 'SUCCEEDED'), eq(refunds.method, 'GATEWAY')));
  if (open.length === 0) return 0;
  const queued = await db
    .insert(jobs)
    .values(open.map(({ id }) => ({ kind: ORDER_REFUND_JOB, dedupeKey: `${ORDER_REFUND_JOB}:${id}`, payload: { refundId: id } })))
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return queued.length;
}

/** One refund as the desk shows it. */
export async function refundById(db: Database, orderId: string, refundId: string): Promise<AdminRefund> {
  const found = (await refundsOf(db, orderId)).find((refund) => refund.id === refundId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

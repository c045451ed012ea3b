import { gatewayAmount } from '@talad/domain';
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { jobs, orders, payments } from '../../db/schema/index.ts';
import type { Job, JobDefinition } from '../../platform/jobs.ts';
import { movePayment, PAYMENT_REFUND_JOB } from '../order/index.ts';
import { GatewayUnavailable, type GatewayClient } from './gateway-client.ts';
import { applyGatewayResult, resultOf } from './results.ts';
import { sweepOrderRefunds } from './refunds.ts';
import { CARD_FORGET_JOB, forgetCardToken } from './saved-cards.ts';

/**
 * The payment jobs (decision 0019): reconciliation finds what a lost notification would have told; refunds give back
 * what a cancelled order was paid, or money that arrived for an attempt already closed. Each is safe to run twice and
 * at once: results are applied by idempotencyID under the order's lock, moves are conditional, and the gateway answers
 * a repeated refund with the same refund.
 */

const BATCH = 100;

/**
 * Asks the gateway about every gateway attempt still PENDING `afterSeconds` after it opened (not flagged for staff), and
 * applies each answer exactly as its notification would have been applied. Oldest first, in batches, all of them.
 */
export async function reconcilePayments(
  db: Database,
  gateway: GatewayClient,
  log: FastifyBaseLogger,
  afterSeconds: number,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - afterSeconds * 1000);
  let applied = 0;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const due: Array<{ id: string; invoiceNo: string | null; gatewayToken: string | null; createdAt: Date }> = await db
      .select({ id: payments.id, invoiceNo: payments.invoiceNo, gatewayToken: payments.gatewayToken, createdAt: payments.createdAt })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'PENDING'),
          isNotNull(payments.gatewayToken),
          isNull(payments.flag),
          lte(payments.createdAt, before),
          after
            ? or(gt(payments.createdAt, after.createdAt), and(eq(payments.createdAt, after.createdAt), gt(payments.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(BATCH);
    for (const attempt of due) {
      try {
        const result = resultOf(await gateway.inquiry(attempt.invoiceNo!, attempt.gatewayToken!));
        // No event yet (the shopper is still choosing): nothing to apply.
        if (result && (await applyGatewayResult(db, result, log, now)) !== 'replayed') applied += 1;
      } catch (error) {
        if (!(error instanceof GatewayUnavailable)) throw error;
        log.warn({ reason: error.message }, 'reconciliation stopped: gateway unavailable');
        return applied;
      }
    }
    if (due.length < BATCH) return applied;
    const last = due.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export const PAYMENT_RECONCILE_JOB = 'reconcile-payments';

export function reconcilePaymentsJob(
  db: Database,
  gateway: GatewayClient,
  settings: PaymentSettings,
  log: FastifyBaseLogger,
): JobDefinition {
  return {
    kind: PAYMENT_RECONCILE_JOB,
    everyMs: settings.reconcileEverySeconds * 1000,
    run: () => reconcilePayments(db, gateway, log, settings.reconcileAfterSeconds),
  };
}

/**
 * Refunds one paid gateway attempt of a cancelled order through the gateway, then moves it PAID → REFUNDED (which
 * tells the shopper). An attempt already refunded, or an order that is not cancelled, is left alone. A refusal or an
 * unreachable gateway fails the run: the job runner retries it, and the sweep below asks again later.
 */
export async function refundAttempt(db: Database, gateway: GatewayClient, paymentId: string, now: Date = new Date()): Promise<string> {
  const [attempt] = await db
    .select({
      status: payments.status,
      invoiceNo: payments.invoiceNo,
      amount: payments.amount,
      refundedAmount: payments.refundedAmount,
      orderId: payments.orderId,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (attempt?.status !== 'PAID' || !attempt.invoiceNo) return 'nothing to refund';
  if (attempt.orderStatus !== 'CANCELLED') return 'not refunded: the order is not cancelled';
  // What the orders desk refunded already (decision 0042) is not refunded again: the rest, by a reference of its own.
  const left = attempt.amount - attempt.refundedAmount;
  let refundRef = '';
  if (left > 0) {
    const partly = attempt.refundedAmount > 0;
    const answer = await gateway.refund(attempt.invoiceNo, gatewayAmount(left), partly ? `CX${paymentId.replaceAll('-', '')}` : undefined);
    if (answer.respCode !== '0000') throw new Error(`the gateway refused the refund (${String(answer.respCode)})`);
    refundRef = typeof answer.refundRef === 'string' ? answer.refundRef : '';
  }
  await db.transaction(async (tx) => {
    const counted = await tx
      .update(payments)
      .set({ refundedAt: now, refundedAmount: payments.amount })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PAID')))
      .returning({ id: payments.id });
    if (counted.length > 0 && left > 0) {
      await tx
        .update(orders)
        .set({ refundedTotal: sql`least(${orders.refundedTotal} + ${left}, ${orders.total})` })
        .where(eq(orders.id, attempt.orderId));
    }
    await movePayment(tx, paymentId, 'REFUNDED', 'system', refundRef ? `refundRef ${refundRef}` : 'refunded');
  });
  return 'refunded';
}

export function refundJob(db: Database, gateway: GatewayClient): JobDefinition {
  return { kind: PAYMENT_REFUND_JOB, run: (job: Job) => refundAttempt(db, gateway, String(job.payload.paymentId)) };
}

/** Paid gateway attempts of cancelled orders without an open refund job get one: a refund whose job gave up is asked again. */
export async function sweepRefunds(db: Database): Promise<number> {
  const owed = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'PAID'), isNotNull(payments.gatewayToken), eq(orders.status, 'CANCELLED')));
  if (owed.length === 0) return 0;
  const queued = await db
    .insert(jobs)
    .values(owed.map(({ id }) => ({ kind: PAYMENT_REFUND_JOB, dedupeKey: `${PAYMENT_REFUND_JOB}:${id}`, payload: { paymentId: id } })))
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return queued.length;
}

export function refundSweepJob(db: Database): JobDefinition {
  // The orders desk's refunds are swept with them (decision 0042).
  return { kind: 'sweep-payment-refunds', everyMs: 5 * 60_000, run: async () => (await sweepRefunds(db)) + (await sweepOrderRefunds(db)) };
}

export function cardForgetJob(gateway: GatewayClient): JobDefinition {
  return {
    kind: CARD_FORGET_JOB,
    run: async (job: Job) => {
      if (!(await forgetCardToken(gateway, String(job.payload.cardToken)))) throw new Error('the gateway did not forget the card token');
      return 'forgotten';
    },
  };
}

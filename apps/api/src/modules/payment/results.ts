import { parseGatewayDateTime, satangOfGatewayAmount } from '@talad/domain';
import { and, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { orders, paymentNotifications, payments } from '../../db/schema/index.ts';
import { movePayment } from '../order/index.ts';
import type { Claims } from './gateway-client.ts';
import { keepSavedCard, maskedCardOf } from './saved-cards.ts';
import { applyToVerification, isVerificationInvoice } from './verified-card.ts';

/**
 * One result of the gateway about one attempt — a backend notification, or an inquiry's answer, which carries the
 * same claims and the same idempotencyID for the same state (decision 0019) — applied once, in one transaction.
 */
const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max));
const gatewayResult = z.object({
  merchantID: z.string(),
  invoiceNo: z.string().min(1).max(50),
  amount: z.union([z.string().max(20), z.number()]),
  currencyCode: z.string().max(3),
  tranRef: text(50).optional(),
  approvalCode: text(50).optional(),
  agentCode: z.string().max(20).optional(),
  /** Masked by the gateway (411111XXXXXX1111): only the last four are kept. */
  cardNo: z.string().max(32).optional(),
  cardType: z.string().max(30).optional(),
  cardToken: z.string().min(1).max(100).optional(),
  cardFingerprint: z.string().min(1).max(100).optional(),
  cardExpiryMonth: z.coerce.number().int().min(1).max(12).optional(),
  cardExpiryYear: z.coerce.number().int().min(2000).max(2100).optional(),
  cardHolderName: z.string().max(100).optional(),
  installmentPeriod: z.coerce.number().int().min(1).max(60).optional(),
  installmentBank: z.string().max(20).optional(),
  paymentCode: text(40).optional(),
  paymentExpiry: z.string().max(30).optional(),
  qrPayload: z.string().max(1000).optional(),
  respCode: text(10),
  respDesc: z.string().max(500).default(''),
  userDefined1: z.string().max(150).default(''),
  idempotencyID: z.string().min(1).max(200),
});
export type GatewayResult = z.infer<typeof gatewayResult>;

/** The claims as a result to apply, or null when they are not one (an inquiry about a token nobody paid has no event). */
export function resultOf(claims: Claims): GatewayResult | null {
  return gatewayResult.safeParse(claims).data ?? null;
}

/** What a result did; `card-added` and `card-failed` are cards being added from /account/my-card (decision 0069). */
export type Outcome = 'paid' | 'failed' | 'slip' | 'flagged' | 'ignored' | 'unknown' | 'replayed' | 'card-added' | 'card-failed';

/** 2C2P's codes for "nothing final yet" and "refunded" (our refund job records refunds itself). */
const NOT_AN_OUTCOME = new Set(['1001', '1005', '2000', '2001', '2002', '4200']);
/** The shopper cancelled, or a refusal (4xxx issuer and expiry, 9xxx gateway). */
const isFailure = (code: string) => code === '0003' || /^[49]\d{3}$/.test(code);

/** A gateway attempt, with the status of its order as locked with it. */
type Attempt = typeof payments.$inferSelect & { orderStatus: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks the order the result is about and reads its attempt after the lock: by userDefined1 (the attempt's id, as the
 * API sent it, with its invoice), else the newest gateway attempt of the invoice's order. A notification, the
 * reconciliation job, an expiry and the shopper's own moves of one order thus happen one after the other.
 */
async function lockedAttempt(tx: Transaction, result: GatewayResult): Promise<Attempt | undefined> {
  const [found] = UUID.test(result.userDefined1)
    ? await attemptById(tx, { id: result.userDefined1, invoiceNo: result.invoiceNo })
    : await newestAttemptOfInvoice(tx, { invoiceNo: result.invoiceNo });
  return found && { ...found.attempt, orderStatus: found.orderStatus };
}

/** One statement: the attempt, with its order's row locked (only the order's: `of orders`); built once (db/prepared.ts). */
const lockingAttempt = (db: Database, where: SQL | undefined) =>
  db
    .select({ attempt: payments, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for('update', { of: orders });

const attemptById = preparedStatement<{ id: string; invoiceNo: string }>()((db, value) =>
  lockingAttempt(db, and(eq(payments.id, value('id')), eq(payments.invoiceNo, value('invoiceNo')))),
);

const newestAttemptOfInvoice = preparedStatement<{ invoiceNo: string }>()((db, value) =>
  lockingAttempt(db, and(eq(orders.orderNo, value('invoiceNo')), isNotNull(payments.gatewayToken))),
);

const cardOf = (result: GatewayResult) => maskedCardOf(result.cardNo, result.cardType);

/** What the gateway tells of the attempt, whatever the outcome: its reference, its answer, the card's brand and last four. */
function detailsOf(result: GatewayResult) {
  return {
    providerRef: result.tranRef || null,
    respCode: result.respCode,
    respDesc: result.respDesc,
    ...cardOf(result),
    ...(result.installmentBank && result.installmentPeriod
      ? { installmentBank: result.installmentBank, installmentMonths: result.installmentPeriod }
      : {}),
  };
}

/** Why money the gateway reports cannot be taken as this attempt's payment; null when it can. */
async function flagOf(tx: Transaction, attempt: Attempt, result: GatewayResult): Promise<string | null> {
  if (satangOfGatewayAmount(result.amount) !== attempt.amount) return 'AMOUNT_MISMATCH';
  if (result.currencyCode !== 'THB') return 'CURRENCY_MISMATCH';
  // A pending attempt never has a paid sibling (paying closes the others). The gateway charges an invoice once; should
  // it ever not, money for a closed attempt of an order already paid waits for staff, never a second PAID.
  return attempt.status === 'PENDING' ? null : otherPaidAttempt(tx, attempt);
}

async function markPaid(tx: Transaction, attempt: Attempt, result: GatewayResult, now: Date, log: FastifyBaseLogger): Promise<Outcome> {
  if (attempt.status === 'PAID' || attempt.status === 'REFUNDED') return 'ignored';
  const flag = await flagOf(tx, attempt, result);
  if (flag) {
    await tx
      .update(payments)
      .set({ flag, ...detailsOf(result) })
      .where(eq(payments.id, attempt.id));
    log.warn({ paymentId: attempt.id, flag }, 'payment result does not match its attempt: flagged, not paid');
    return 'flagged';
  }
  // PENDING → PAID moves the order to SHIPMENT and queues the "paid" message; a closed attempt's money is settled
  // (pays the order if it still waits, else is refunded) by the table's own effect.
  await movePayment(tx, attempt.id, 'PAID', 'gateway', result.tranRef ? `tranRef ${result.tranRef}` : undefined, {
    known: attempt,
    order: { status: attempt.orderStatus, orderId: attempt.orderId },
    also: { ...detailsOf(result), approvalCode: result.approvalCode || null, paidAt: now },
  });
  const card = cardOf(result);
  if (result.cardToken && attempt.saveCard && card)
    await keepSavedCard(tx, attempt.orderId, {
      gatewayToken: result.cardToken,
      brand: card.cardBrand,
      last4: card.cardLast4,
      expMonth: result.cardExpiryMonth ?? null,
      expYear: result.cardExpiryYear ?? null,
      holder: result.cardHolderName ?? '',
      fingerprint: result.cardFingerprint ?? null,
      type: attempt.method === 'INSTALLMENT' ? 'INSTALLMENT' : 'CREDITCARD',
    });
  return 'paid';
}

async function otherPaidAttempt(tx: Transaction, attempt: Attempt): Promise<'DUPLICATE_PAYMENT' | null> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, attempt.orderId), eq(payments.status, 'PAID'), ne(payments.id, attempt.id)));
  return paid ? 'DUPLICATE_PAYMENT' : null;
}

async function recordSlip(tx: Transaction, attempt: Attempt, result: GatewayResult): Promise<Outcome> {
  if (attempt.status !== 'PENDING' || !result.paymentCode) return 'ignored';
  await tx
    .update(payments)
    .set({
      ...detailsOf(result),
      slipCode: result.paymentCode,
      slipPartner: result.agentCode || attempt.slipPartner,
      slipQr: result.qrPayload ?? null,
      slipDeadline: parseGatewayDateTime(result.paymentExpiry ?? ''),
    })
    .where(eq(payments.id, attempt.id));
  return 'slip';
}

async function markFailed(tx: Transaction, attempt: Attempt, result: GatewayResult): Promise<Outcome> {
  // A late or repeated failure (after PAID, after the shopper moved on) changes nothing.
  if (attempt.status !== 'PENDING') return 'ignored';
  await movePayment(tx, attempt.id, 'FAILED', 'gateway', result.respCode, { known: attempt, also: detailsOf(result) });
  return 'failed';
}

function applyTo(tx: Transaction, attempt: Attempt, result: GatewayResult, now: Date, log: FastifyBaseLogger): Promise<Outcome> {
  if (result.respCode === '0000') return markPaid(tx, attempt, result, now, log);
  if (result.respCode === '0001') return recordSlip(tx, attempt, result);
  if (NOT_AN_OUTCOME.has(result.respCode) || !isFailure(result.respCode)) return Promise.resolve('ignored');
  return markFailed(tx, attempt, result);
}

// Every notification runs these two: built once (db/prepared.ts).
const recordEvent = preparedStatement<{ idempotencyId: string; respCode: string }>()((db, value) =>
  db
    .insert(paymentNotifications)
    .values({ idempotencyId: value('idempotencyId'), respCode: value('respCode'), outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id }),
);

const recordOutcome = preparedStatement<{ id: number; paymentId: string | null; outcome: Outcome }>()((db, value) =>
  db
    .update(paymentNotifications)
    .set({ paymentId: sql`${value('paymentId')}::uuid`, outcome: sql`${value('outcome')}` })
    .where(eq(paymentNotifications.id, value('id'))),
);

/**
 * Applies a result once: its idempotencyID is recorded first (a replay, or a duplicate racing it, finds the row and
 * changes nothing), then the order's row is locked. All in one transaction: a failure records nothing, and the
 * gateway's retry applies it again.
 */
export async function applyGatewayResult(db: Database, result: GatewayResult, log: FastifyBaseLogger, now = new Date()): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [recorded] = await recordEvent(tx, { idempotencyId: result.idempotencyID, respCode: result.respCode });
    if (!recorded) return 'replayed';
    // A card being added from /account/my-card (decision 0069): no order, no attempt; the verification is told.
    if (isVerificationInvoice(result.invoiceNo)) {
      const verified = await applyToVerification(tx, result, now);
      await recordOutcome(tx, { id: recorded.id, paymentId: null, outcome: verified });
      return verified;
    }
    const attempt = await lockedAttempt(tx, result);
    if (!attempt) log.warn({ respCode: result.respCode }, 'payment result for no attempt of ours');
    const outcome: Outcome = attempt ? await applyTo(tx, attempt, result, now, log) : 'unknown';
    await recordOutcome(tx, { id: recorded.id, paymentId: attempt?.id ?? null, outcome });
    return outcome;
  });
}

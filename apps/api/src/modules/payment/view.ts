import type { OrderPayment, PaymentAttempt } from '@talad/contract';
import {
  attemptThatCounts,
  INSTALLMENT_BANKS,
  INSTALLMENT_MONTHS,
  installmentAllowed,
  installmentSchedule,
  type InstallmentMonths,
  type Locale,
  type Satang,
} from '@talad/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentSettings } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { orderLines, orders, payments, products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { paymentMethodsFor, type CheckoutSettings, type PaymentFacts } from '../checkout/index.ts';

type Db = Database | Transaction;
type OrderRow = typeof orders.$inferSelect;
type AttemptRow = typeof payments.$inferSelect;

/** The member's own order, or ORDER_NOT_FOUND: another member's id answers exactly like an unknown one. */
export async function ownOrder(db: Db, customerId: string, orderId: string, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** The flags and badges of the order's products as they are now (gifts aside: they are not paid for). */
export async function paymentFactsOf(db: Db, orderId: string): Promise<PaymentFacts[]> {
  return db
    .select({ flags: products.flags, badges: products.badges })
    .from(orderLines)
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.isGift, false)));
}

const isPlan = (months: number | null): months is InstallmentMonths => INSTALLMENT_MONTHS.some((each) => each === months);

const SLIP_KINDS = { ATM: 'ATM', COUNTER: 'COUNTER', PROMPTPAY: 'PROMPTPAY' } as const;

export function attemptOf(row: AttemptRow): PaymentAttempt {
  const slipKind = SLIP_KINDS[row.method as keyof typeof SLIP_KINDS];
  return {
    payment_id: row.id,
    method: row.method,
    status: row.status as PaymentAttempt['status'],
    amount: row.amount,
    failure: row.status === 'FAILED' && row.respCode ? { code: row.respCode, message: row.respDesc ?? '' } : null,
    card:
      row.cardBrand && row.cardLast4
        ? { brand: row.cardBrand as NonNullable<PaymentAttempt['card']>['brand'], last4: row.cardLast4 }
        : null,
    installment:
      row.installmentBank && isPlan(row.installmentMonths)
        ? {
            bank: row.installmentBank as NonNullable<PaymentAttempt['installment']>['bank'],
            months: row.installmentMonths,
            monthly: installmentSchedule(row.amount, row.installmentMonths).monthly,
          }
        : null,
    slip:
      slipKind && row.slipCode && row.slipDeadline
        ? {
            kind: slipKind,
            payment_code: row.slipCode,
            partner: (row.slipPartner ?? null) as NonNullable<PaymentAttempt['slip']>['partner'],
            qr_payload: row.slipQr,
            deadline: row.slipDeadline.toISOString(),
          }
        : null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Every plan of every bank this amount reaches, with its monthly figure. */
export function installmentPlans(total: Satang): OrderPayment['installment_plans'] {
  return INSTALLMENT_BANKS.flatMap((bank) =>
    INSTALLMENT_MONTHS.filter((months) => installmentAllowed(total, months)).map((months) => ({
      bank,
      months,
      monthly: installmentSchedule(total, months).monthly,
    })),
  );
}

/** The sandbox gateway's simulator page (it pays slips and QR codes as a bank would); none with a real gateway. */
export function simulatorOf(settings: Pick<PaymentSettings, 'sandbox' | 'gatewayPublicUrl'>): string | null {
  return settings.sandbox ? `${settings.gatewayPublicUrl}/sandbox` : null;
}

/** PAID once the order was paid and went on; ORDEREXPIRED once its deadline cancelled it (spec §3 payment results). */
function resultOf(order: OrderRow, attempts: AttemptRow[]): OrderPayment['result'] {
  if (order.status === 'CANCELLED') return order.cancelReason === 'ORDEREXPIRED' ? 'ORDEREXPIRED' : null;
  return order.status !== 'PAYMENT' && attempts.some((attempt) => attempt.status === 'PAID') ? 'PAID' : null;
}

/** GET orders/{id}/payment: what /payment, processing, complete and failed show. */
export async function orderPayment(
  db: Database,
  customerId: string,
  orderId: string,
  checkout: CheckoutSettings,
  locale: Locale,
  now: Date,
): Promise<Omit<OrderPayment, 'simulator_url'>> {
  const order = await ownOrder(db, customerId, orderId);
  const [attempts, facts] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)),
    paymentFactsOf(db, orderId),
  ]);
  const methods = paymentMethodsFor(facts, order.total, checkout, locale);
  const installments = methods.some((option) => option.method === 'INSTALLMENT' && option.eligible);
  const latest = attemptThatCounts(attempts);
  const waiting = order.status === 'PAYMENT';
  return {
    order_id: order.id,
    order_no: order.orderNo,
    order_status: order.status,
    amount_due: order.total,
    expires_at: waiting ? (order.expiresAt?.toISOString() ?? null) : null,
    result: resultOf(order, attempts),
    payable: waiting && (!order.expiresAt || order.expiresAt > now),
    latest: latest ? attemptOf(latest) : null,
    methods,
    installment_plans: installments ? installmentPlans(order.total) : [],
  };
}

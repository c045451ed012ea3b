/**
 * Payments scenario (issue #13, "Speed"): the gateway's backend notifications (decision 0019) arriving at 50
 * connections, a quarter of them duplicates of events already sent (the gateway retries, a notification and an
 * inquiry tell the same event). Each distinct event pays one attempt of an unpaid order. Afterwards the database must
 * show every attempt paid at most once: one PAID move and one "paid" message per paid attempt, whatever the duplicates.
 */
import { createHmac } from 'node:crypto';
import { loadavg } from 'node:os';
import { gatewayAmount } from '@talad/domain';
import autocannon from 'autocannon';
import type { Measured } from './commerce.ts';
import type { Sql } from './database.ts';
import { BASE } from './server.ts';

/** The merchant secret the API under measurement is started with (GATEWAY_MERCHANT_SECRET): the bench signs as the gateway. */
export const BENCH_MERCHANT_SECRET = 'bench-gateway-merchant-secret-0123456789';
const MERCHANT_ID = 'TALAD';
/** Every fourth notification repeats a recent one. */
const DUPLICATE_EVERY = 4;
/** Duplicates are drawn from the last events sent, so many arrive while their first copy is still being applied. */
const RECENT = 200;

export interface BenchAttempt {
  paymentId: string;
  invoiceNo: string;
  amount: number;
}

/**
 * `count` unpaid card orders of `customerId`, each with the attempt the gateway was asked about (invoice, token), as
 * POST orders/{id}/payments leaves them. Order numbers carry `tag`, so a second run on the same database adds its own.
 */
export async function prepareAttempts(sql: Sql, customerId: string, count: number, tag: string): Promise<BenchAttempt[]> {
  const rows = await sql.query<{ id: string; invoice_no: string; amount: number }>(
    `with placed as (
       insert into orders (order_no, customer_id, status, payment_method, delivery, contact_phone, locale, subtotal,
                           discount_total, shipping_fee, cashback_used, cashback_earned, vat_included, total, pricing, expires_at)
       select 'BN' || $2 || lpad(n::text, 7, '0'), $1::uuid, 'PAYMENT', 'CREDITCARD', '{"type":"home"}', '0891234567', 'th',
              10000 + n, 0, 0, 0, 0, round((10000 + n) * 7 / 107.0), 10000 + n, '{}', now() + interval '1 day'
       from generate_series(1, $3::int) as n
       returning id, order_no, total)
     insert into payments (order_id, method, status, amount, channel, invoice_no, gateway_token)
     select id, 'CREDITCARD', 'PENDING', total, 'CC', order_no, 'bench-' || order_no from placed
     returning id, invoice_no, amount`,
    [customerId, tag, count],
  );
  return rows.map((row) => ({ paymentId: row.id, invoiceNo: row.invoice_no, amount: Number(row.amount) }));
}

/** HS256 over the claims with the merchant secret, as the gateway signs its notifications. */
function signedPayload(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', BENCH_MERCHANT_SECRET).update(unsigned).digest('base64url')}`;
}

/** A card payment approved for `attempt`, as the gateway tells it (one idempotencyID per event). */
function paidNotification(attempt: BenchAttempt, event: number): string {
  return signedPayload({
    merchantID: MERCHANT_ID,
    invoiceNo: attempt.invoiceNo,
    amount: gatewayAmount(attempt.amount),
    currencyCode: 'THB',
    tranRef: String(1_000_000_000 + event),
    cardNo: '411111XXXXXX1111',
    cardType: 'Visa',
    respCode: '0000',
    respDesc: 'Success',
    userDefined1: attempt.paymentId,
    idempotencyID: `bench-event-${attempt.paymentId}`,
  });
}

export interface NotificationRun {
  measured: Measured;
  distinct: number;
  duplicates: number;
}

/** Sends the notifications for `seconds` at `connections`; each event is signed before the clock starts. */
export async function sendNotifications(attempts: BenchAttempt[], connections: number, seconds: number): Promise<NotificationRun> {
  const bodies = attempts.map((attempt, index) => JSON.stringify({ payload: paidNotification(attempt, index) }));
  let fresh = 0;
  let requests = 0;
  let duplicates = 0;
  const next = () => {
    requests += 1;
    // Once every event went out (a very fast run), everything else is a duplicate.
    if ((requests % DUPLICATE_EVERY === 0 && fresh > 0) || fresh === bodies.length) {
      duplicates += 1;
      return bodies[fresh - 1 - Math.floor(Math.random() * Math.min(fresh, RECENT))]!;
    }
    return bodies[fresh++]!;
  };
  const before = loadavg()[0] ?? 0;
  const result = await autocannon({
    url: BASE,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/payments/2c2p/notify',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: next() }),
      },
    ],
  });
  return {
    measured: { name: 'POST /payments/2c2p/notify (paid, ¼ duplicates)', result, load: [before, loadavg()[0] ?? 0] },
    distinct: fresh,
    duplicates,
  };
}

export interface PaymentCheck {
  paid: number;
  /** Attempts with more than one PAID move: must be 0. */
  paidTwice: number;
  paidMessages: number;
  recorded: number;
}

/** What the run left in the database for the attempts of `tag`. */
export async function checkPayments(sql: Sql, tag: string): Promise<PaymentCheck> {
  const [check] = await sql.query<PaymentCheck>(
    `with bench as (select p.id, p.order_id, p.status from payments p where p.invoice_no like 'BN' || $1 || '%'),
          moves as (select e.order_id, count(*) as n from order_events e
                    where e.order_id in (select order_id from bench) and e.machine = 'payment' and e.to_state = 'PAID'
                    group by e.order_id)
     select (select count(*) from bench where status = 'PAID')::int as "paid",
            (select count(*) from moves where n > 1)::int as "paidTwice",
            (select count(*) from jobs where kind = 'order-message' and payload->>'message' = 'paid'
               and (payload->>'orderId')::uuid in (select order_id from bench))::int as "paidMessages",
            (select count(*) from payment_notifications where payment_id in (select id from bench))::int as "recorded"`,
    [tag],
  );
  if (!check) throw new Error('the payment check answered nothing');
  return check;
}

import { brandName, type Brand, type Locale } from '@talad/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders, payments, shipments } from '../../db/schema/index.ts';
import type { Job, JobDefinition } from '../../platform/jobs.ts';
import type { MessageSender } from '../../platform/messaging.ts';
import { ORDER_MESSAGE_JOB, ORDER_MESSAGE_KINDS, type OrderMessageKind } from './message-kinds.ts';
import { readyForPickupText, waitingParcel } from './pickup.ts';
import { moveOrder, movePayment } from './transitions.ts';

/** The text of "paid", "shipped", "delivered", "cancelled" and "refunded" in the order's language, signed with the brand's name. */
export function orderMessageText(
  kind: Exclude<OrderMessageKind, 'ready_for_pickup'>,
  locale: Locale,
  brand: Brand,
  order: { orderNo: string; carrier?: string | null; trackingNo?: string | null; reason?: string | null },
) {
  const shop = brandName(brand);
  const parcel = order.trackingNo ? ` (${order.carrier ?? ''} ${order.trackingNo})`.replace('( ', '(') : '';
  const texts: Record<Exclude<OrderMessageKind, 'ready_for_pickup'>, Record<Locale, { subject: string; body: string }>> = {
    paid: {
      th: {
        subject: `${shop}: ได้รับชำระเงินคำสั่งซื้อ ${order.orderNo} แล้ว`,
        body: `เราได้รับการชำระเงินสำหรับคำสั่งซื้อ ${order.orderNo} แล้ว และกำลังเตรียมจัดส่ง — ${shop}`,
      },
      en: {
        subject: `${shop}: payment received for order ${order.orderNo}`,
        body: `We received the payment for your order ${order.orderNo} and are preparing it for shipping. — ${shop}`,
      },
    },
    refunded: {
      th: {
        subject: `${shop}: คืนเงินคำสั่งซื้อ ${order.orderNo} แล้ว`,
        body: `เราได้คืนเงินของคำสั่งซื้อ ${order.orderNo} ไปยังช่องทางที่คุณชำระแล้ว เงินจะเข้าเมื่อใดขึ้นกับธนาคารหรือผู้ให้บริการ — ${shop}`,
      },
      en: {
        subject: `${shop}: order ${order.orderNo} was refunded`,
        body: `The payment for your order ${order.orderNo} was refunded the way you paid; when it shows depends on your bank or provider. — ${shop}`,
      },
    },
    partly_refunded: {
      th: {
        subject: `${shop}: คืนเงินบางส่วนของคำสั่งซื้อ ${order.orderNo} แล้ว`,
        body: `เราได้คืนเงินบางส่วนของคำสั่งซื้อ ${order.orderNo} ดูรายการและยอดที่คืนได้ในหน้าคำสั่งซื้อของคุณ — ${shop}`,
      },
      en: {
        subject: `${shop}: part of order ${order.orderNo} was refunded`,
        body: `We refunded part of your order ${order.orderNo}; your order page shows what came back and how much. — ${shop}`,
      },
    },
    shipped: {
      th: { subject: `${shop}: คำสั่งซื้อ ${order.orderNo} จัดส่งแล้ว`, body: `คำสั่งซื้อ ${order.orderNo} ของคุณถูกส่งออกแล้ว${parcel} — ${shop}` },
      en: { subject: `${shop}: order ${order.orderNo} has shipped`, body: `Your order ${order.orderNo} is on its way${parcel}. — ${shop}` },
    },
    delivered: {
      th: {
        subject: `${shop}: คำสั่งซื้อ ${order.orderNo} จัดส่งสำเร็จ`,
        body: `คำสั่งซื้อ ${order.orderNo} ถูกจัดส่งถึงแล้ว กรุณายืนยันการรับสินค้า — ${shop}`,
      },
      en: {
        subject: `${shop}: order ${order.orderNo} was delivered`,
        body: `Your order ${order.orderNo} was delivered. Please confirm you received it. — ${shop}`,
      },
    },
    cancelled: {
      th: {
        subject: `${shop}: คำสั่งซื้อ ${order.orderNo} ถูกยกเลิก`,
        body: `คำสั่งซื้อ ${order.orderNo} ถูกยกเลิกแล้ว สินค้า คูปอง และแคชแบ็กถูกคืนเรียบร้อย — ${shop}`,
      },
      en: {
        subject: `${shop}: order ${order.orderNo} was cancelled`,
        body: `Your order ${order.orderNo} was cancelled; its coupons and cashback are yours again. — ${shop}`,
      },
    },
  };
  return texts[kind][locale];
}

/** Sends one order message: by e-mail when the member has one, else by SMS to their phone (or the order's). */
export async function sendOrderMessage(db: Database, sender: MessageSender, brand: Brand, orderId: string, kind: OrderMessageKind) {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      locale: orders.locale,
      contactPhone: orders.contactPhone,
      reason: orders.cancelReason,
      email: customers.email,
      phone: customers.phone,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return false;
  const locale = row.locale === 'en' ? 'en' : 'th';
  if (kind === 'ready_for_pickup') return sendReadyForPickup(db, sender, brand, orderId, { ...row, locale });
  const [shipment] = await db
    .select({ carrier: shipments.carrier, trackingNo: shipments.trackingNo })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(sql`${shipments.createdAt} desc`)
    .limit(1);
  const text = orderMessageText(kind, locale, brand, { ...row, ...shipment });
  const to = row.email ?? row.phone ?? row.contactPhone;
  await sender.send({ channel: row.email ? 'email' : 'sms', to, subject: text.subject, body: text.body, purpose: `order-${kind}` });
  return true;
}

/**
 * The parcel at its store (decision 0070): the code goes by e-mail and by SMS both (the member stands at the counter
 * with a phone); nothing once the parcel has left the store (picked up before the job ran).
 */
async function sendReadyForPickup(
  db: Database,
  sender: MessageSender,
  brand: Brand,
  orderId: string,
  row: { orderNo: string; locale: Locale; email: string | null; phone: string | null; contactPhone: string },
) {
  const parcel = await waitingParcel(db, orderId);
  if (!parcel) return false;
  const text = readyForPickupText(row.orderNo, parcel, row.locale);
  const signed = { subject: `${brandName(brand)}: ${text.title}`, body: `${text.body} — ${brandName(brand)}`, code: parcel.code };
  if (row.email) await sender.send({ channel: 'email', to: row.email, ...signed, purpose: 'order-ready_for_pickup' });
  await sender.send({ channel: 'sms', to: row.phone ?? row.contactPhone, ...signed, purpose: 'order-ready_for_pickup' });
  return true;
}

/** The job runner's definition of order messages (main.ts registers it with the app's message sender). */
export function orderMessageJob(db: Database, sender: MessageSender, brand: Brand): JobDefinition {
  return {
    kind: ORDER_MESSAGE_JOB,
    run: (job: Job) => {
      const kind = ORDER_MESSAGE_KINDS.find((known) => known === job.payload.message);
      return kind ? sendOrderMessage(db, sender, brand, String(job.payload.orderId), kind) : Promise.resolve(false);
    },
  };
}

const EXPIRY_BATCH = 100;

/**
 * Cancels unpaid orders whose payment deadline passed (payment EXPIRED = ORDEREXPIRED, everything given back). Each
 * order in its own transaction, through the conditional moves: two runs at once, or a run after a crash, cancel each
 * order once. Orders that fell due while the API was down are simply past due when it runs again.
 */
export async function expireUnpaidOrders(db: Database, now: Date = new Date()): Promise<number> {
  let expired = 0;
  // Batches until none is due; each batch's orders leave PAYMENT, so the loop ends.
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'PAYMENT'), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(EXPIRY_BATCH);
    for (const { id } of due) {
      const moved = await db.transaction(async (tx) => {
        // Judged again under the order's row lock: paid or cancelled meanwhile, it is left alone.
        const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
        if (order?.status !== 'PAYMENT') return false;
        const pending = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, id), eq(payments.status, 'PENDING')));
        let cancelled = false;
        // The attempt expires (its cancelOrder effect cancels the order); an order without one is cancelled itself.
        for (const payment of pending)
          cancelled = (await movePayment(tx, payment.id, 'EXPIRED', 'system', 'ORDEREXPIRED')).moved || cancelled;
        const cancel = await moveOrder(tx, id, 'CANCELLED', 'system', 'ORDEREXPIRED');
        return cancelled || cancel.moved;
      });
      if (moved) expired += 1;
    }
    if (due.length < EXPIRY_BATCH) return expired;
  }
}

export const ORDER_EXPIRY_JOB = 'expire-unpaid-orders';

/** Every minute; scheduled once per database however many instances start. */
export function expireOrdersJob(db: Database): JobDefinition {
  return { kind: ORDER_EXPIRY_JOB, everyMs: 60_000, run: () => expireUnpaidOrders(db) };
}

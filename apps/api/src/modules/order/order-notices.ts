import type { LocalizedText } from '@talad/domain';
import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/index.ts';
import { notifyMember } from '../notification/index.ts';
import type { OrderMessageKind } from './message-kinds.ts';
import { readyForPickupText, waitingParcel } from './pickup.ts';

/** The moves that the member's order-updates list tells, besides the message sent (spec: an order shipped or delivered). */
const NOTICE_KINDS = ['shipped', 'ready_for_pickup', 'delivered'] as const satisfies readonly OrderMessageKind[];
type NoticeKind = (typeof NOTICE_KINDS)[number];

interface Parcel {
  orderNo: string;
  carrier: string | null;
  trackingNo: string | null;
}

/** The notice's title and body in Thai and English; the carrier and tracking number when the parcel has them. */
export function orderNoticeText(
  kind: Exclude<NoticeKind, 'ready_for_pickup'>,
  { orderNo, carrier, trackingNo }: Parcel,
): { title: LocalizedText; body: LocalizedText } {
  const tracked = trackingNo ? [carrier, trackingNo].filter(Boolean).join(' ') : null;
  if (kind === 'shipped') {
    return {
      title: { th: `คำสั่งซื้อ ${orderNo} จัดส่งแล้ว`, en: `Order ${orderNo} has shipped` },
      body: {
        th: tracked ? `พัสดุของคุณออกจากคลังสินค้าแล้ว ติดตามได้ด้วยเลขพัสดุ ${tracked}` : 'พัสดุของคุณออกจากคลังสินค้าแล้ว',
        en: tracked ? `Your parcel has left our warehouse; track it with ${tracked}.` : 'Your parcel has left our warehouse.',
      },
    };
  }
  return {
    title: { th: `คำสั่งซื้อ ${orderNo} จัดส่งสำเร็จ`, en: `Order ${orderNo} was delivered` },
    body: {
      th: 'พัสดุถึงปลายทางแล้ว กรุณากดยืนยันรับสินค้าเมื่อได้รับของครบ',
      en: 'Your parcel has arrived; please confirm you received it once everything is there.',
    },
  };
}

/**
 * Puts a shipped or delivered order in its member's order updates (the move runs once, so it is told once), in the
 * move's transaction: the notice exists exactly when the move does.
 */
export async function noticeOrderMove(tx: Transaction, orderId: string, kind: OrderMessageKind) {
  const notice = NOTICE_KINDS.find((known) => known === kind);
  if (!notice) return;
  const [order] = await tx.select({ orderNo: orders.orderNo, customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const link = `/account/my-order/${orderId}`;
  if (notice === 'ready_for_pickup') {
    // Written after the code (issuePickupCode runs first in the move's effects), in the same transaction.
    const parcel = await waitingParcel(tx, orderId);
    if (!parcel) return;
    const [th, en] = [readyForPickupText(order.orderNo, parcel, 'th'), readyForPickupText(order.orderNo, parcel, 'en')];
    await notifyMember(tx, order.customerId, {
      kind: 'order',
      title: { th: th.title, en: en.title },
      body: { th: th.body, en: en.body },
      link,
    });
    return;
  }
  const [shipment] = await tx
    .select({ carrier: shipments.carrier, trackingNo: shipments.trackingNo })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  const text = orderNoticeText(notice, {
    orderNo: order.orderNo,
    carrier: shipment?.carrier ?? null,
    trackingNo: shipment?.trackingNo ?? null,
  });
  await notifyMember(tx, order.customerId, { kind: 'order', ...text, link });
}

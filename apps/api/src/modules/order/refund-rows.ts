import type { AdminRefund, AdminStaffRef, ShopperRefund } from '@talad/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { refundLines, refunds } from '../../db/schema/index.ts';

type Db = Database | Transaction;

/** A staff member as the audit log names them ("Name <e-mail>") made a reference again; null without one. */
export function staffRefOf(id: string | null, label: string | null): AdminStaffRef | null {
  if (!id || !label) return null;
  const match = /^(.*) <([^<>]*)>$/.exec(label);
  return { id, name: match?.[1] ?? label, email: match?.[2] ?? '' };
}

/** An order's refunds, oldest first, with their lines. */
export async function refundsOf(db: Db, orderId: string): Promise<AdminRefund[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(refundLines)
    .where(
      inArray(
        refundLines.refundId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(refundLines.orderLineId));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    shipping_amount: row.shippingAmount,
    lines: lines
      .filter((line) => line.refundId === row.id)
      .map((line) => ({ line_id: line.orderLineId, quantity: line.quantity, amount: line.amount })),
    reason: row.reason,
    restock: row.restock,
    method: row.method,
    gateway_refund_ref: row.gatewayRefundRef,
    cashback_reversed: row.cashbackReversed,
    cashback_returned: row.cashbackReturned,
    staff: staffRefOf(row.staffId, row.staffLabel),
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    last_error: row.lastError,
  }));
}

/** What the shopper sees of the refunds: how much, which lines, when; never who or why. */
export function shopperRefundsOf(all: AdminRefund[]): ShopperRefund[] {
  return all.map((refund) => ({
    amount: refund.amount,
    status: refund.status,
    method: refund.method,
    lines: refund.lines.map((line) => ({ line_id: line.line_id, quantity: line.quantity })),
    shipping: refund.shipping_amount > 0,
    created_at: refund.created_at,
    completed_at: refund.completed_at,
  }));
}

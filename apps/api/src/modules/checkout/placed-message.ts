import type { PlacedOrder } from '@talad/contract';
import { formatBaht, maskContact, type Locale } from '@talad/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { customers, orders } from '../../db/schema/index.ts';
import type { Job, JobDefinition } from '../../platform/jobs.ts';
import type { MessageSender } from '../../platform/messaging.ts';

type Db = Database | Transaction;

/** Enqueued by the order's own transaction, so the message goes out exactly for orders that were committed. */
export const ORDER_PLACED_JOB = 'order-placed-message';

export function orderPlacedText(locale: Locale, orderNo: string, total: number, cod: boolean) {
  const amount = formatBaht(total, locale);
  return locale === 'en'
    ? {
        subject: `Order ${orderNo} placed`,
        body: `Thank you for your order ${orderNo}. Total ${amount}${cod ? ', paid in cash on delivery' : ''}.`,
      }
    : {
        subject: `ได้รับคำสั่งซื้อ ${orderNo} แล้ว`,
        body: `ขอบคุณสำหรับคำสั่งซื้อ ${orderNo} ยอดรวม ${amount}${cod ? ' ชำระเงินปลายทาง' : ''}`,
      };
}

/** What "order placed" says and to whom: built once (db/prepared.ts), as every order sends one. */
const placedMessageFacts = preparedStatement<{ orderId: string }>()((db, value) =>
  db
    .select({
      orderNo: orders.orderNo,
      total: orders.total,
      locale: orders.locale,
      method: orders.paymentMethod,
      email: customers.email,
      phone: customers.phone,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, value('orderId'))),
);

/** Where "order placed" goes: by e-mail when the member has an address, else by SMS to their phone; null with neither. */
function recipientOf(contact: { email: string | null; phone: string | null }): { channel: 'email' | 'sms'; to: string } | null {
  if (contact.email) return { channel: 'email', to: contact.email };
  return contact.phone ? { channel: 'sms', to: contact.phone } : null;
}

/** What the order-placed page tells the shopper: where the message is going, masked. */
export async function placedConfirmation(db: Db, customerId: string): Promise<PlacedOrder['confirmation']> {
  const [contact] = await db.select({ email: customers.email, phone: customers.phone }).from(customers).where(eq(customers.id, customerId));
  const recipient = contact ? recipientOf(contact) : null;
  return recipient && { channel: recipient.channel, to: maskContact(recipient.to) };
}

/** Sends "order placed" in the shopper's language (the order's locale): by e-mail when known, else by SMS. */
export async function sendOrderPlaced(db: Database, sender: MessageSender, orderId: string): Promise<boolean> {
  const [row] = await placedMessageFacts(db, { orderId });
  const recipient = row ? recipientOf(row) : null;
  if (!row || !recipient) return false;
  const text = orderPlacedText(row.locale === 'en' ? 'en' : 'th', row.orderNo, row.total, row.method === 'COD');
  await sender.send({ ...recipient, subject: text.subject, body: text.body, purpose: 'order-placed' });
  return true;
}

/** The job runner's definition (main.ts registers it with app.messages). */
export function orderPlacedMessageJob(db: Database, sender: MessageSender): JobDefinition {
  return {
    kind: ORDER_PLACED_JOB,
    run: (job: Job) => sendOrderPlaced(db, sender, String(job.payload.orderId)),
  };
}

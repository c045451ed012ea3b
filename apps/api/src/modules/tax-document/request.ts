import type { Address } from '@talad/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { getAddress } from '../address/index.ts';
import { buyerOf, type DocumentBuyer } from './content.ts';
import { liveSaleDocument, lockedOrder, replaceWithTaxInvoice } from './issue.ts';
import { memberOrder, taxInvoiceRefusal } from './read.ts';

const BUYER_FIELDS = ['name', 'taxId', 'branchCode', 'address'] as const;

/** One of the member's tax-invoice addresses as the invoice's buyer (Thai full address), or BILLING_ADDRESS_NOT_FOUND. */
async function buyerFromBook(db: Database, customerId: string, addressId: string): Promise<DocumentBuyer> {
  let billing: Address | undefined;
  try {
    billing = await getAddress(db, customerId, addressId, 'th');
  } catch (error) {
    if (!(error instanceof AppError) || error.errorName !== 'ADDRESS_NOT_FOUND') throw error;
  }
  const buyer = billing ? buyerOf(billing) : null;
  if (!buyer) throw new AppError('BILLING_ADDRESS_NOT_FOUND');
  return buyer;
}

/**
 * POST orders/{id}/documents/tax-invoice: a member asks for a full tax invoice after payment, within the calendar month
 * of payment (Bangkok), before any credit note. The receipt — or an invoice whose buyer changes — is cancelled and
 * replaced under the order's row lock; asking again for the same buyer changes nothing.
 */
export async function requestTaxInvoice(db: Database, customerId: string, orderId: string, addressId: string, now: Date): Promise<void> {
  const order = await memberOrder(db, customerId, orderId);
  const buyer = await buyerFromBook(db, customerId, addressId);
  await db.transaction(async (tx) => {
    const locked = await lockedOrder(tx, order.id);
    const live = locked ? await liveSaleDocument(tx, order.id) : undefined;
    if (!locked || !live) throw new AppError('TAX_INVOICE_NOT_PAID');
    const rows = await tx.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id)).orderBy(asc(taxDocuments.issuedAt));
    const refusal = taxInvoiceRefusal(rows, now);
    if (refusal) throw new AppError(refusal);
    // Field by field: jsonb keeps an object's keys in an order of its own.
    const issuedTo = (live.content as { buyer?: DocumentBuyer | null }).buyer;
    const same = live.kind === 'TAX_INVOICE' && !!issuedTo && BUYER_FIELDS.every((field) => issuedTo[field] === buyer[field]);
    if (same) return;
    await replaceWithTaxInvoice(tx, locked, live, buyer);
  });
}

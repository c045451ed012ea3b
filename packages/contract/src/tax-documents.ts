import { TAX_DOCUMENT_KINDS } from '@talad/domain';
import { z } from 'zod';
import { adminOrderNo } from './admin/orders.ts';

/**
 * Thai tax documents of an order (issue #29, decision 0067): the receipt (abbreviated tax invoice) every paid order
 * gets, the full tax invoice a member asks for, and the credit notes of refunds. Each `url` answers the PDF
 * (application/pdf) to the order's owner — or, under /admin, to staff with orders.read — and 404 to anyone else.
 */

export const taxDocumentKind = z.enum(TAX_DOCUMENT_KINDS);

/** A document's number: its series (prefix + Buddhist-era year) and six digits, e.g. RC2569-000042. */
export const taxDocumentNumber = z.string().regex(/^(RC|TX|CN)\d{4}-\d{6}$/, 'must be a document number such as RC2569-000042');

export const taxDocument = z.object({
  kind: taxDocumentKind,
  number: taxDocumentNumber,
  issued_at: z.iso.datetime({ offset: true }),
  url: z.string().describe("The PDF's path on this API, signed and authorised like any call"),
  total: z.number().int().describe('Satang stated (a credit note: the amount credited)'),
  vat: z.number().int().describe('Satang of VAT inside the total'),
  /** A credit note's invoice (or receipt); a replaced document's replacement. */
  against: taxDocumentNumber.nullable(),
  cancelled: z.boolean(),
  cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  replaced_by: taxDocumentNumber.nullable(),
});
export type TaxDocument = z.infer<typeof taxDocument>;

export const orderDocuments = z.object({
  items: z.array(taxDocument),
  /** Whether the member can still ask for a full tax invoice (paid, within the month of payment, no credit note yet). */
  can_request_tax_invoice: z.boolean(),
});
export type OrderDocuments = z.infer<typeof orderDocuments>;

export const orderDocumentParams = z.object({ id: z.uuid('must be an order id'), number: taxDocumentNumber });

/** Asking for a full tax invoice after payment: one of the member's tax-invoice addresses (the address book's). */
export const taxInvoiceRequestBody = z.object({ billing_address_id: z.uuid('must be a tax-invoice address id') });
export type TaxInvoiceRequestBody = z.infer<typeof taxInvoiceRequestBody>;

export const adminOrderDocumentParams = z.object({ order_no: adminOrderNo, number: taxDocumentNumber });

const shopText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** The shop as its tax documents name the seller (settings.write to change; audited). */
export const shopTaxDetails = z.object({
  legal_name: z.object({ th: shopText(200), en: shopText(200) }),
  tax_id: z.string().regex(/^\d{13}$/, 'must be 13 digits'),
  branch_code: z.string().regex(/^\d{5}$/, 'must be 5 digits (00000 = head office)'),
  address: z.object({ th: shopText(400), en: shopText(400) }),
  phone: z.string().trim().min(9).max(20),
});
export type ShopTaxDetails = z.infer<typeof shopTaxDetails>;

export const shopTaxDetailsBody = shopTaxDetails.extend({ reason: shopText(300).describe('Why the details change (audited)') });
export type ShopTaxDetailsBody = z.infer<typeof shopTaxDetailsBody>;

/** A document's PDF answer (the errors are the usual envelope). */
export const pdfAnswers = {
  200: {
    description: 'The document as a PDF (A4, Thai font embedded)',
    content: { 'application/pdf': { schema: z.string().describe('binary') } },
  },
};

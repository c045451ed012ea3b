import type { OrderDocuments } from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** An order's Thai tax documents (issue #29, decision 0067): the list, a full tax invoice asked for, a document's PDF. */

export type { OrderDocuments, TaxDocument } from '@talad/contract';

/** My order's receipt, full tax invoice and credit notes (cancelled ones marked), and whether a full invoice can be asked. */
export function getOrderDocuments(api: ApiClient, orderId: string, options?: CallOptions): Promise<Envelope<OrderDocuments>> {
  return api.get<OrderDocuments>(`orders/${encodeURIComponent(orderId)}/documents`, options);
}

/** Asks for a full tax invoice to one of my tax-invoice addresses (the receipt is replaced); answers the documents now. */
export function requestTaxInvoice(
  api: ApiClient,
  orderId: string,
  billingAddressId: string,
  options?: CallOptions,
): Promise<Envelope<OrderDocuments>> {
  return api.post<OrderDocuments>(
    `orders/${encodeURIComponent(orderId)}/documents/tax-invoice`,
    { billing_address_id: billingAddressId },
    options,
  );
}

/** A document's PDF (its `url` from the list), as the API answered it: the caller saves or shows the body. */
export function getDocumentPdf(api: ApiClient, url: string, options?: CallOptions): Promise<Response> {
  return api.file(url.replace(/^\/+/, ''), options);
}

import type { Address, ShopTaxDetails } from '@talad/contract';
import { HEAD_OFFICE_BRANCH, type DocumentLine, type TaxDocumentKind } from '@talad/domain';

/** The buyer a full tax invoice names (s. 86/4 (3)): from the member's tax-invoice address, copied as it was. */
export interface DocumentBuyer {
  name: string;
  /** A company's tax id, or a person's citizen id (their tax id); null for a shopper known only by their delivery. */
  taxId: string | null;
  /** A company's branch (00000 = head office); null for a person. */
  branchCode: string | null;
  address: string;
}

/** What a document states, frozen at issue: the PDF is drawn from this alone. */
export interface DocumentContent {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  orderNo: string;
  seller: ShopTaxDetails;
  buyer: DocumentBuyer | null;
  lines: DocumentLine[];
  total: number;
  vat: number;
  beforeVat: number;
  /** The receipt a full tax invoice replaces (its number), when it does. */
  replaces: string | null;
  /** A credit note's reference to its invoice and the values s. 86/10 asks for. */
  credit: {
    againstNumber: string;
    againstKind: TaxDocumentKind;
    againstIssuedAt: string;
    originalTotal: number;
    correctTotal: number;
    reason: string;
  } | null;
}

/** The buyer of a tax-invoice address (the address book's AddressInvoice), as the invoice prints them. */
export function buyerOf(billing: Address): DocumentBuyer | null {
  if (billing.kind !== 'AddressInvoice') return null;
  const address = billing.full_address;
  if (billing.billing_type === 'juristic') {
    return {
      name: billing.company_name,
      taxId: billing.tax_id,
      branchCode: billing.branch_code || HEAD_OFFICE_BRANCH,
      address,
    };
  }
  return { name: `${billing.firstname} ${billing.lastname}`, taxId: billing.citizen_id, branchCode: null, address };
}

/**
 * The buyer of a credit note against a receipt, which named none: s. 86/10 (3) asks a credit note for the buyer's name
 * and address, and the order's delivery is who the goods went to (the parcel's recipient, or the pickup store's).
 */
export function buyerOfDelivery(delivery: unknown): DocumentBuyer | null {
  const shape = delivery as {
    type?: string;
    address?: { firstname?: string; lastname?: string; full_address?: string } | null;
    store?: { name?: string; address?: string } | null;
    recipient?: { name?: string } | null;
  };
  if (shape.type === 'store7_11' && shape.recipient?.name) {
    return {
      name: shape.recipient.name,
      taxId: null,
      branchCode: null,
      address: [shape.store?.name, shape.store?.address].filter(Boolean).join(' '),
    };
  }
  const address = shape.address;
  if (!address?.firstname) return null;
  return {
    name: `${address.firstname} ${address.lastname ?? ''}`.trim(),
    taxId: null,
    branchCode: null,
    address: address.full_address ?? '',
  };
}

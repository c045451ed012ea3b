import { HEAD_OFFICE_BRANCH } from '@talad/domain';
import type { Address } from '@talad/sdk';

type Translate = (key: string) => string;

/** Who an address is for: the company of a company's tax invoice, otherwise the person. */
export function addressName(address: Address): string {
  if (address.kind === 'AddressInvoice' && address.billing_type === 'juristic') return address.company_name;
  return `${address.firstname} ${address.lastname}`;
}

/** Which office of a company the invoice is for: the head office (branch 00000), or the branch's code and name. */
function branchOf(address: { branch_code: string; branch_name?: string | null }, t: Translate): string {
  if (address.branch_code === HEAD_OFFICE_BRANCH) return t('taxInvoice.headOffice');
  return [`${t('taxInvoice.branchCode')} ${address.branch_code}`, address.branch_name].filter(Boolean).join(' ');
}

/** The ids a tax invoice is issued to: a company's tax id and branch, or a person's citizen id; null for other addresses. */
export function taxInvoiceIds(address: Address, t: Translate): string | null {
  if (address.kind !== 'AddressInvoice') return null;
  return address.billing_type === 'juristic'
    ? `${t('taxInvoice.taxId')} ${address.tax_id} · ${branchOf(address, t)}`
    : `${t('taxInvoice.citizenId')} ${address.citizen_id}`;
}

import { useTranslation } from '../../lib/i18n.ts';
import { AccountPage } from '../../features/account/account-page.tsx';
import { AddressBook } from '../../features/address/address-book.tsx';
import { BILLING_SECTIONS } from '../../features/address/address-sections.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('taxInvoice.title', 'taxInvoice.intro');

/** /account/address-tax-invoice: billing addresses for tax invoices, for a person or a company. */
export default function TaxInvoiceAddressPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('taxInvoice.title')} intro={t('taxInvoice.intro')} testId="tax-invoice-book">
      <AddressBook sections={BILLING_SECTIONS} mobileBase="/account/address-tax-invoice" />
    </AccountPage>
  );
}

import { useTranslation } from '../../lib/i18n.ts';
import { AccountPage } from '../../features/account/account-page.tsx';
import { AddressBook } from '../../features/address/address-book.tsx';
import { DELIVERY_SECTIONS } from '../../features/address/address-sections.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('address.title', 'address.intro');

/** /account/address: shipping addresses and 7-Eleven pickup addresses, each kind with its default. */
export default function AddressPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('address.title')} intro={t('address.intro')} testId="address-book">
      <AddressBook sections={DELIVERY_SECTIONS} mobileBase="/account/address" />
    </AccountPage>
  );
}

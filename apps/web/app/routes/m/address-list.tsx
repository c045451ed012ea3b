import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { AddressBook } from '../../features/address/address-book.tsx';
import { useMobileAddressArea } from '../../features/address/mobile-address-area.ts';
import { privateMetaOf } from '../../lib/private-meta.ts';

/** One module lists both books: the tab names the one on screen. */
export const meta = privateMetaOf((pathname) =>
  pathname.includes('/address-tax-invoice')
    ? { titleKey: 'taxInvoice.title', descriptionKey: 'taxInvoice.intro' }
    : { titleKey: 'address.title', descriptionKey: 'address.intro' },
);

/** /m/account/address and /m/account/address-tax-invoice: the lists, with links to create and update/:id. */
export default function MobileAddressList() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const { billing, sections, base } = useMobileAddressArea();
  return (
    <>
      <Link to={to('/account')} className="mb-3 inline-block text-sm font-semibold text-primary">
        ‹ {t('account.title')}
      </Link>
      <AccountPage
        title={t(billing ? 'taxInvoice.title' : 'address.title')}
        intro={t(billing ? 'taxInvoice.intro' : 'address.intro')}
        testId={billing ? 'tax-invoice-book' : 'address-book'}
      >
        <AddressBook sections={sections} mobileBase={base} />
      </AccountPage>
    </>
  );
}

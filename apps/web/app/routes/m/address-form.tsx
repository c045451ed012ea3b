import { getAddress } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { sectionOfKind, sectionOfSlug } from '../../features/address/address-sections.ts';
import { useMobileAddressArea } from '../../features/address/mobile-address-area.ts';
import { privateMetaOf } from '../../lib/private-meta.ts';

/** The tab says which book and whether an address is added or changed (both books and both steps share this module). */
export const meta = privateMetaOf((pathname) => {
  const taxInvoice = pathname.includes('/address-tax-invoice/');
  const book = taxInvoice ? 'taxInvoice.intro' : 'address.intro';
  if (pathname.includes('/update/')) return { titleKey: 'address.editTitle', descriptionKey: book };
  return { titleKey: taxInvoice ? 'taxInvoice.add' : 'address.addShipping', descriptionKey: book };
});

function UpdateAddress({ id, back }: { id: string; back: () => void }) {
  const { t } = useTranslation();
  const saved = useMemberData(`GET addresses/${id}`, (api, locale) => getAddress(api, id, { locale }));
  const section = saved.data ? sectionOfKind(saved.data.kind) : null;
  return (
    <AccountPage title={t('address.editTitle')} testId="address-update" status={saved.status}>
      {section && saved.data && <section.Form saved={saved.data} onSaved={back} onCancel={back} />}
    </AccountPage>
  );
}

/** /m/account/address[-tax-invoice]/create (?kind=shipping|store7-11|billing) and …/update/:id; both return to the list. */
export default function MobileAddressForm() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { to } = useFlowPaths();
  const { sections, base } = useMobileAddressArea();
  const list = to(base);
  const back = () => void navigate(list);
  const section = sectionOfSlug(search.get('kind'), sections);

  return (
    <>
      <Link to={list} className="mb-3 inline-block text-sm font-semibold text-primary">
        ‹ {t(sections[0]!.titleKey)}
      </Link>
      {id ? (
        <UpdateAddress id={id} back={back} />
      ) : (
        <AccountPage title={t(section.addKey)} testId="address-create">
          <section.Form saved={null} onSaved={back} onCancel={back} />
        </AccountPage>
      )}
    </>
  );
}

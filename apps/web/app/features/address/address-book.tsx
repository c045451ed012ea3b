import type { Address } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useMemberData } from '../account/use-member-data.ts';
import { useFlowPaths } from '../auth/flow-paths.ts';
import { Modal } from '../../ui/modal.tsx';
import { AddressCard } from './address-card.tsx';
import type { AddressSection } from './address-sections.ts';

/**
 * Desktop edits in a dialog over the list; /m goes to the create and update/:id screens under `mobileBase`
 * (/account/address or /account/address-tax-invoice).
 */
type Editing = { section: AddressSection; address: Address | null } | null;

function SectionList({ section, mobileBase, onEdit }: { section: AddressSection; mobileBase: string; onEdit: (editing: Editing) => void }) {
  const { t } = useTranslation();
  const { mobile, to } = useFlowPaths();
  const addresses = useMemberData(`GET ${section.slug} addresses`, (api, locale) => section.load(api, { locale }));

  return (
    <section aria-labelledby={`${section.slug}-title`} className="space-y-3" data-testid={`addresses-${section.slug}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${section.slug}-title`} className="text-lg font-bold text-gray-900">
          {t(section.titleKey)}
        </h2>
        {mobile ? (
          <Link to={`${to(`${mobileBase}/create`)}?kind=${section.slug}`} className="btn btn-outline">
            {t(section.addKey)}
          </Link>
        ) : (
          <button type="button" className="btn btn-outline" onClick={() => onEdit({ section, address: null })}>
            {t(section.addKey)}
          </button>
        )}
      </div>
      {addresses.status === 'failed' && (
        <p role="alert" className="text-sm text-error-strong">
          {t('account.loadFailed')}
        </p>
      )}
      {addresses.status === 'ready' && addresses.data.length === 0 && <p className="text-sm text-gray-600">{t(section.emptyKey)}</p>}
      {addresses.status === 'ready' && (
        <ul className="grid gap-3 lg:grid-cols-2">
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              edit={mobile ? { href: to(`${mobileBase}/update/${address.id}`) } : { onClick: () => onEdit({ section, address }) }}
              onDeleted={addresses.reload}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function AddressBook({ sections, mobileBase }: { sections: AddressSection[]; mobileBase: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  // A new key per save re-reads the lists, so a new default shows at once.
  const [version, setVersion] = useState(0);
  const close = () => setEditing(null);

  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <SectionList key={`${section.slug}-${version}`} section={section} mobileBase={mobileBase} onEdit={setEditing} />
      ))}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && close()}
        title={editing ? t(editing.address ? 'address.editTitle' : editing.section.addKey) : ''}
        closeLabel={t('form.close')}
        className="max-w-2xl"
      >
        {editing && (
          <editing.section.Form
            saved={editing.address}
            onCancel={close}
            onSaved={() => {
              close();
              setVersion(version + 1);
            }}
          />
        )}
      </Modal>
    </div>
  );
}

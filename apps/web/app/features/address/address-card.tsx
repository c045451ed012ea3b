import { deleteAddress, type Address } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { Modal } from '../../ui/modal.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { FormError } from '../../ui/fields.tsx';
import { addressName, taxInvoiceIds } from './address-names.ts';

/** The label a shopper knows an address by: its type, its billing kind, or the store. */
function addressLabel(address: Address, t: (key: string) => string): string {
  if (address.kind === 'AddressShipping') return t(`address.types.${address.type}`);
  if (address.kind === 'AddressInvoice') return t(`taxInvoice.types.${address.billing_type}`);
  return t('store.pickup');
}

interface AddressCardProps {
  address: Address;
  /** A link to the edit screen (/m), or a button that opens the edit form in place (desktop). */
  edit: { href: string } | { onClick: () => void };
  onDeleted: () => void;
}

export function AddressCard({ address, edit, onDeleted }: AddressCardProps) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    const answer = await run((api) => deleteAddress(api, address.id));
    setConfirming(false);
    if (answer.ok) onDeleted();
  };
  const name = addressName(address);
  const ids = taxInvoiceIds(address, t);

  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="address-card">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{addressLabel(address, t)}</span>
        {address.is_default && (
          <span className="rounded bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{t('address.default')}</span>
        )}
      </div>
      <p className="mt-2 font-semibold text-gray-900">
        {name} <span className="font-normal text-gray-600">· {address.phone}</span>
      </p>
      {ids && <p className="text-xs text-gray-600">{ids}</p>}
      <p className="mt-1 text-sm text-gray-700">{address.full_address}</p>
      <div className="mt-3 flex gap-4">
        {'href' in edit ? (
          <Link to={edit.href} className="text-sm font-semibold text-primary" aria-label={`${t('address.edit')} ${name}`}>
            {t('address.edit')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={edit.onClick}
            className="text-sm font-semibold text-primary"
            aria-label={`${t('address.edit')} ${name}`}
          >
            {t('address.edit')}
          </button>
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy}
          className="text-sm font-semibold text-error-strong"
          aria-label={`${t('address.delete')} ${name}`}
        >
          {t('address.delete')}
        </button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('address.confirmDelete')}
        description={address.full_address}
        closeLabel={t('form.close')}
      >
        <div className="flex justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className="btn bg-error-strong text-white hover:bg-error-strong/90"
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('address.delete')}
          </button>
        </div>
      </Modal>
      <FormError message={error} />
    </li>
  );
}

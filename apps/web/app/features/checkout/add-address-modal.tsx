import type { Address } from '@talad/sdk';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Modal } from '../../ui/modal.tsx';
import type { AddressFormProps } from '../address/use-save-address.ts';

/** While a form loaded on demand is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-6 text-center text-sm text-gray-600">
      {t('loading.label')}
    </p>
  );
}

/** "Add new" at checkout: the address book's own form in a dialog; the new address is chosen once saved. */
export function AddAddressModal({
  open,
  onOpenChange,
  title,
  Form,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  Form: ComponentType<AddressFormProps>;
  onAdded: (address: Address) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={t('form.close')} className="max-w-2xl">
      <Suspense fallback={<Loading />}>
        <Form
          saved={null}
          onCancel={() => onOpenChange(false)}
          onSaved={(address) => {
            onOpenChange(false);
            onAdded(address);
          }}
        />
      </Suspense>
    </Modal>
  );
}

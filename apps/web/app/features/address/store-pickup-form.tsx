import type { SevenElevenStore } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { cleanUsername, isThaiMobile } from '../auth/validation.ts';
import { FormError, TextField } from '../../ui/fields.tsx';
import { DefaultCheckbox, FormButtons } from './form-parts.tsx';
import { StorePicker } from './store-picker.tsx';
import { useSaveAddress, type AddressFormProps } from './use-save-address.ts';

type Errors = Partial<Record<'store' | 'firstname' | 'lastname' | 'phone', string>>;

/** A 7-Eleven pickup address: the store, and who collects the parcel. The store search is its own form beside it. */
export function StorePickupForm({ saved, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const initial = saved?.kind === 'Address7-11' ? saved : null;
  const [store, setStore] = useState<SevenElevenStore | null>(initial?.store ?? null);
  const [form, setForm] = useState({
    firstname: initial?.firstname ?? '',
    lastname: initial?.lastname ?? '',
    phone: initial?.phone ?? '',
    is_default: initial?.is_default ?? false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const { save, busy, error } = useSaveAddress(saved, onSaved);
  const set = (name: 'firstname' | 'lastname' | 'phone') => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      store: store ? undefined : t('validation.store'),
      firstname: form.firstname.trim() ? undefined : t('validation.firstname'),
      lastname: form.lastname.trim() ? undefined : t('validation.lastname'),
      phone: isThaiMobile(form.phone) ? undefined : t('validation.phone'),
    };
    setErrors(found);
    if (!store || Object.values(found).some(Boolean)) return;
    await save({
      kind: 'Address7-11',
      store_id: store.store_id,
      firstname: form.firstname.trim(),
      lastname: form.lastname.trim(),
      phone: cleanUsername(form.phone),
      is_default: form.is_default,
    });
  };

  return (
    <div className="space-y-4">
      <StorePicker chosen={store} onChoose={setStore} error={errors.store} />
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t('store.form')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.firstname')}
            value={form.firstname}
            onChange={set('firstname')}
            autoComplete="given-name"
            error={errors.firstname}
          />
          <TextField
            label={t('profile.lastname')}
            value={form.lastname}
            onChange={set('lastname')}
            autoComplete="family-name"
            error={errors.lastname}
          />
          <TextField
            label={t('auth.phone')}
            value={form.phone}
            onChange={set('phone')}
            inputMode="tel"
            autoComplete="tel-national"
            error={errors.phone}
          />
        </div>
        <DefaultCheckbox checked={form.is_default} onChange={(is_default) => setForm({ ...form, is_default })} />
        <FormError message={error} />
        <FormButtons busy={busy} onCancel={onCancel} />
      </form>
    </div>
  );
}

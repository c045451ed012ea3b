import type { ShippingAddressPayload, ShippingType } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { cleanUsername, isThaiMobile } from '../auth/validation.ts';
import { FormError, TextField } from '../../ui/fields.tsx';
import { FormButtons, DefaultCheckbox } from './form-parts.tsx';
import { locationErrors, locationOf, ThaiLocationFields } from './thai-location-fields.tsx';
import { useSaveAddress, type AddressFormProps } from './use-save-address.ts';

const SHIPPING_TYPES: readonly ShippingType[] = ['home', 'condo', 'office', 'other'];

type Errors = Partial<
  Record<'firstname' | 'lastname' | 'phone' | 'address_line' | 'province_id' | 'district_id' | 'sub_district_id' | 'postal_code', string>
>;

/** A shipping address: type (home, condo, office, other), recipient, street, and the Thai location chain. */
export function ShippingAddressForm({ saved, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const initial = saved?.kind === 'AddressShipping' ? saved : null;
  const [form, setForm] = useState({
    type: initial?.type ?? ('home' as ShippingType),
    firstname: initial?.firstname ?? '',
    lastname: initial?.lastname ?? '',
    phone: initial?.phone ?? '',
    address_line: initial?.address_line ?? '',
    building: initial?.building ?? '',
    note: initial?.note ?? '',
    is_default: initial?.is_default ?? false,
  });
  const [location, setLocation] = useState(() => locationOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const { save, busy, error } = useSaveAddress(saved, onSaved);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      firstname: form.firstname.trim() ? undefined : t('validation.firstname'),
      lastname: form.lastname.trim() ? undefined : t('validation.lastname'),
      phone: isThaiMobile(form.phone) ? undefined : t('validation.phone'),
      address_line: form.address_line.trim() ? undefined : t('validation.addressLine'),
      ...locationErrors(location, (field) => t(`validation.location.${field}`)),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const payload: ShippingAddressPayload = {
      kind: 'AddressShipping',
      ...form,
      ...location,
      phone: cleanUsername(form.phone),
      building: form.building || undefined,
      note: form.note || undefined,
    };
    await save(payload);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t('address.shippingForm')}>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">{t('address.type')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SHIPPING_TYPES.map((type) => (
            <label
              key={type}
              className={`btn cursor-pointer border ${form.type === type ? 'border-primary bg-primary/10 text-primary' : 'border-gray-300 text-gray-700'}`}
            >
              <input
                type="radio"
                name="shipping-type"
                value={type}
                checked={form.type === type}
                onChange={() => setForm({ ...form, type })}
                className="sr-only"
              />
              {t(`address.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
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
      <TextField
        label={t('address.addressLine')}
        hint={t('address.addressLineHint')}
        value={form.address_line}
        onChange={set('address_line')}
        autoComplete="address-line1"
        error={errors.address_line}
      />
      {(form.type === 'condo' || form.type === 'office') && (
        <TextField label={t('address.building')} value={form.building} onChange={set('building')} autoComplete="address-line2" />
      )}
      <ThaiLocationFields value={location} onChange={setLocation} errors={errors} />
      <TextField label={t('address.note')} value={form.note} onChange={set('note')} />
      <DefaultCheckbox checked={form.is_default} onChange={(is_default) => setForm({ ...form, is_default })} />
      <FormError message={error} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}

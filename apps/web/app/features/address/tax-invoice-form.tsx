import { HEAD_OFFICE_BRANCH, isBranchCode, isThaiCitizenId, isThaiTaxId } from '@talad/domain';
import type { IndividualBillingPayload, JuristicBillingPayload } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { cleanUsername, isEmail, isThaiMobile } from '../auth/validation.ts';
import { FormError, TextField } from '../../ui/fields.tsx';
import { DefaultCheckbox, FormButtons } from './form-parts.tsx';
import { locationErrors, locationOf, ThaiLocationFields, type LocationErrors } from './thai-location-fields.tsx';
import { useSaveAddress, type AddressFormProps } from './use-save-address.ts';

type BillingType = 'individual' | 'juristic';
type Field = 'firstname' | 'lastname' | 'citizen_id' | 'company_name' | 'tax_id' | 'branch_code' | 'phone' | 'email' | 'address_line';
type Errors = Partial<Record<Field, string>> & LocationErrors;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A tax-invoice (billing) address for a person (citizen id) or a company (tax id and branch). */
export function TaxInvoiceForm({ saved, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const initial = saved?.kind === 'AddressInvoice' ? saved : null;
  const [billingType, setBillingType] = useState<BillingType>(initial?.billing_type ?? 'individual');
  const [form, setForm] = useState({
    firstname: initial?.billing_type === 'individual' ? initial.firstname : '',
    lastname: initial?.billing_type === 'individual' ? initial.lastname : '',
    citizen_id: initial?.billing_type === 'individual' ? initial.citizen_id : '',
    company_name: initial?.billing_type === 'juristic' ? initial.company_name : '',
    tax_id: initial?.billing_type === 'juristic' ? initial.tax_id : '',
    branch_code: initial?.billing_type === 'juristic' ? initial.branch_code : HEAD_OFFICE_BRANCH,
    branch_name: initial?.billing_type === 'juristic' ? (initial.branch_name ?? '') : '',
    phone: initial?.phone ?? '',
    email: initial?.email ?? '',
    address_line: initial?.address_line ?? '',
    building: initial?.building ?? '',
    is_default: initial?.is_default ?? false,
  });
  const [location, setLocation] = useState(() => locationOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const { save, busy, error } = useSaveAddress(saved, onSaved);
  const set =
    (name: keyof typeof form, clean: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: clean(event.target.value) });
  const headOffice = form.branch_code === HEAD_OFFICE_BRANCH;

  const check = (): Errors => {
    const common: Errors = {
      phone: isThaiMobile(form.phone) ? undefined : t('validation.phone'),
      email: !form.email || isEmail(form.email) ? undefined : t('validation.email'),
      address_line: form.address_line.trim() ? undefined : t('validation.addressLine'),
      ...locationErrors(location, (field) => t(`validation.location.${field}`)),
    };
    if (billingType === 'individual') {
      return {
        ...common,
        firstname: form.firstname.trim() ? undefined : t('validation.firstname'),
        lastname: form.lastname.trim() ? undefined : t('validation.lastname'),
        citizen_id: isThaiCitizenId(form.citizen_id)
          ? undefined
          : t(form.citizen_id.length === 13 ? 'validation.citizenIdCheckDigit' : 'validation.citizenIdLength'),
      };
    }
    return {
      ...common,
      company_name: form.company_name.trim() ? undefined : t('validation.companyName'),
      tax_id: isThaiTaxId(form.tax_id) ? undefined : t(form.tax_id.length === 13 ? 'validation.taxIdCheckDigit' : 'validation.taxIdLength'),
      branch_code: isBranchCode(form.branch_code) ? undefined : t('validation.branchCode'),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const common = {
      kind: 'AddressInvoice' as const,
      ...location,
      phone: cleanUsername(form.phone),
      email: form.email.trim() || undefined,
      address_line: form.address_line,
      building: form.building || undefined,
      is_default: form.is_default,
    };
    const payload: IndividualBillingPayload | JuristicBillingPayload =
      billingType === 'individual'
        ? {
            ...common,
            billing_type: 'individual',
            firstname: form.firstname.trim(),
            lastname: form.lastname.trim(),
            citizen_id: form.citizen_id,
          }
        : {
            ...common,
            billing_type: 'juristic',
            company_name: form.company_name.trim(),
            tax_id: form.tax_id,
            branch_code: form.branch_code,
            branch_name: headOffice ? undefined : form.branch_name.trim() || undefined,
          };
    await save(payload);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t('taxInvoice.form')}>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">{t('taxInvoice.billingType')}</legend>
        <div className="mt-2 flex gap-2">
          {(['individual', 'juristic'] as const).map((type) => (
            <label
              key={type}
              className={`btn cursor-pointer border ${billingType === type ? 'border-primary bg-primary/10 text-primary' : 'border-gray-300 text-gray-700'}`}
            >
              <input
                type="radio"
                name="billing-type"
                value={type}
                checked={billingType === type}
                disabled={Boolean(initial)}
                onChange={() => setBillingType(type)}
                className="sr-only"
              />
              {t(`taxInvoice.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {billingType === 'individual' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('profile.firstname')} value={form.firstname} onChange={set('firstname')} error={errors.firstname} />
          <TextField label={t('profile.lastname')} value={form.lastname} onChange={set('lastname')} error={errors.lastname} />
          <TextField
            label={t('taxInvoice.citizenId')}
            value={form.citizen_id}
            onChange={set('citizen_id', digitsOnly)}
            inputMode="numeric"
            maxLength={13}
            error={errors.citizen_id}
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('taxInvoice.companyName')}
            value={form.company_name}
            onChange={set('company_name')}
            autoComplete="organization"
            error={errors.company_name}
          />
          <TextField
            label={t('taxInvoice.taxId')}
            value={form.tax_id}
            onChange={set('tax_id', digitsOnly)}
            inputMode="numeric"
            maxLength={13}
            error={errors.tax_id}
          />
          <label className="flex items-center gap-3 self-end pb-3 text-sm text-gray-800">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={headOffice}
              onChange={(event) => setForm({ ...form, branch_code: event.target.checked ? HEAD_OFFICE_BRANCH : '' })}
            />
            {t('taxInvoice.headOffice')}
          </label>
          {!headOffice && (
            <>
              <TextField
                label={t('taxInvoice.branchCode')}
                value={form.branch_code}
                onChange={set('branch_code', digitsOnly)}
                inputMode="numeric"
                maxLength={5}
                error={errors.branch_code}
              />
              <TextField label={t('taxInvoice.branchName')} value={form.branch_name} onChange={set('branch_name')} />
            </>
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('auth.phone')}
          value={form.phone}
          onChange={set('phone')}
          inputMode="tel"
          autoComplete="tel-national"
          error={errors.phone}
        />
        <TextField
          label={t('profile.emailOptional')}
          type="email"
          value={form.email}
          onChange={set('email')}
          autoComplete="email"
          error={errors.email}
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
      <TextField label={t('address.building')} value={form.building} onChange={set('building')} autoComplete="address-line2" />
      <ThaiLocationFields value={location} onChange={setLocation} errors={errors} />
      <DefaultCheckbox checked={form.is_default} onChange={(is_default) => setForm({ ...form, is_default })} />
      <FormError message={error} />
      <FormButtons busy={busy} onCancel={onCancel} />
    </form>
  );
}

import type { Address } from '@talad/sdk';
import { lazy, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { addressName, taxInvoiceIds } from '../address/address-names.ts';
import { AddAddressModal } from './add-address-modal.tsx';
import type { CheckoutChoices } from './checkout-choices.ts';
import { ChoiceCard, CheckoutSection } from './choice-card.tsx';

// The address book's form loads when the shopper opens "add new", not with the checkout (bench/README.md, Commerce).
const TaxInvoiceForm = lazy(() => import('../address/tax-invoice-form.tsx').then((module) => ({ default: module.TaxInvoiceForm })));

/**
 * A full tax invoice to one of the saved billing addresses (individual or company), or none. Asked for, it needs an
 * address: the first saved one is chosen, and without any the form to add one opens; until one is chosen the section
 * says so and the order waits (the preview's BILLING_ADDRESS_REQUIRED holds "place order").
 */
export function BillingSection({
  addresses,
  choices,
  onChange,
  onAddressAdded,
}: {
  addresses: Address[];
  choices: CheckoutChoices;
  onChange: (choices: CheckoutChoices) => void;
  onAddressAdded: (address: Address) => void;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const want = (checked: boolean) => {
    onChange({ ...choices, taxInvoice: checked, billingAddressId: checked ? (addresses[0]?.id ?? null) : null });
    if (checked && addresses.length === 0) setAdding(true);
  };
  const wanted = choices.taxInvoice;
  return (
    <CheckoutSection id="checkout-tax-invoice" title={t('checkout.taxInvoice')}>
      <label className="flex items-center gap-3 text-sm text-gray-800">
        <input type="checkbox" className="size-4 accent-primary" checked={wanted} onChange={(event) => want(event.target.checked)} />
        {t('checkout.wantTaxInvoice')}
      </label>
      {wanted && (
        <div className="mt-3 space-y-2">
          {!choices.billingAddressId && (
            <p role="alert" data-testid="tax-invoice-needed" className="text-sm text-error-strong">
              {addresses.length === 0 ? t('checkout.noTaxInvoice') : t('checkout.chooseTaxInvoice')}
            </p>
          )}
          <div role="radiogroup" aria-label={t('checkout.taxInvoice')} className="grid gap-2 lg:grid-cols-2">
            {addresses.map((address) => (
              <ChoiceCard
                key={address.id}
                name="billing"
                value={address.id}
                checked={choices.billingAddressId === address.id}
                onChoose={() => onChange({ ...choices, billingAddressId: address.id })}
                title={addressName(address)}
              >
                {address.kind === 'AddressInvoice' && t(`taxInvoice.types.${address.billing_type}`)} · {taxInvoiceIds(address, t)}
                <span className="block">{address.full_address}</span>
              </ChoiceCard>
            ))}
          </div>
          <button type="button" className="btn btn-outline h-9 px-3 text-sm" onClick={() => setAdding(true)}>
            {t('checkout.addTaxInvoice')}
          </button>
        </div>
      )}
      <AddAddressModal
        open={adding}
        onOpenChange={setAdding}
        title={t('checkout.addTaxInvoice')}
        Form={TaxInvoiceForm}
        onAdded={onAddressAdded}
      />
    </CheckoutSection>
  );
}

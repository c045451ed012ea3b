import { formatBaht } from '@talad/domain';
import type { Address, CheckoutOptions } from '@talad/sdk';
import { lazy, Suspense, useState } from 'react';
import { formatCalendarDay } from '../../lib/dates.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { TextField } from '../../ui/fields.tsx';
import { addressName } from '../address/address-names.ts';
import { AddAddressModal, Loading } from './add-address-modal.tsx';
import { withSavedPickup, type CheckoutChoices } from './checkout-choices.ts';
import { ChoiceCard, CheckoutSection } from './choice-card.tsx';

// The address book's form and the store locator load when the shopper opens them, not with the checkout (bench/README.md, Commerce).
const ShippingAddressForm = lazy(() =>
  import('../address/shipping-address-form.tsx').then((module) => ({ default: module.ShippingAddressForm })),
);
const StorePicker = lazy(() => import('../address/store-picker.tsx').then((module) => ({ default: module.StorePicker })));

interface Props {
  options: CheckoutOptions;
  choices: CheckoutChoices;
  onChange: (choices: CheckoutChoices) => void;
  /** After a new address is saved: read the options again, then choose it. */
  onAddressAdded: (address: Address) => void;
}

function HomeAddresses({ options, choices, onChange, onAddressAdded }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const addresses = options.delivery.home.addresses;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-gray-800">{t('checkout.shippingAddress')}</h3>
        <button type="button" className="text-sm font-semibold text-primary" onClick={() => setAdding(true)}>
          {t('checkout.addAddress')}
        </button>
      </div>
      {addresses.length === 0 && <p className="text-sm text-gray-600">{t('checkout.noAddress')}</p>}
      <div role="radiogroup" aria-label={t('checkout.shippingAddress')} className="grid gap-2 lg:grid-cols-2">
        {addresses.map((address) => (
          <ChoiceCard
            key={address.id}
            name="address"
            value={address.id}
            checked={choices.addressId === address.id}
            onChoose={() => onChange({ ...choices, addressId: address.id })}
            title={
              <>
                {addressName(address)} <span className="font-normal text-gray-600">· {address.phone}</span>
                {address.is_default && (
                  <span className="ml-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">{t('address.default')}</span>
                )}
              </>
            }
          >
            {address.full_address}
          </ChoiceCard>
        ))}
      </div>
      <AddAddressModal
        open={adding}
        onOpenChange={setAdding}
        title={t('checkout.addAddress')}
        Form={ShippingAddressForm}
        onAdded={onAddressAdded}
      />
    </div>
  );
}

function StorePickup({ options, choices, onChange }: Props) {
  const { t } = useTranslation();
  const saved = options.delivery.store7_11.saved;
  const [searching, setSearching] = useState(saved.length === 0);
  return (
    <div className="space-y-3">
      {saved.length > 0 && (
        <div role="radiogroup" aria-label={t('checkout.savedStores')} className="grid gap-2 lg:grid-cols-2">
          {saved.map((address) =>
            address.kind === 'Address7-11' && address.store ? (
              <ChoiceCard
                key={address.id}
                name="store"
                value={address.id}
                checked={!searching && choices.store?.store_id === address.store.store_id}
                onChoose={() => {
                  setSearching(false);
                  onChange(withSavedPickup(choices, address));
                }}
                title={address.store.name}
              >
                {address.store.address} · {addressName(address)} {address.phone}
              </ChoiceCard>
            ) : null,
          )}
        </div>
      )}
      {!searching && (
        <button type="button" className="text-sm font-semibold text-primary" onClick={() => setSearching(true)}>
          {t('checkout.otherStore')}
        </button>
      )}
      {searching && (
        <>
          <Suspense fallback={<Loading />}>
            <StorePicker chosen={choices.store} onChoose={(store) => onChange({ ...choices, store })} />
          </Suspense>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('checkout.recipientName')}
              value={choices.recipientName}
              autoComplete="name"
              onChange={(event) => onChange({ ...choices, recipientName: event.target.value })}
            />
            <TextField
              label={t('checkout.recipientPhone')}
              value={choices.recipientPhone}
              inputMode="tel"
              autoComplete="tel-national"
              onChange={(event) => onChange({ ...choices, recipientPhone: event.target.value })}
            />
          </div>
        </>
      )}
    </div>
  );
}

/** Home delivery to a saved address (or a new one) or pickup at a 7-Eleven store, with the fee and the estimate. */
export function DeliverySection(props: Props) {
  const { t } = useTranslation();
  const language = useLocale();
  const { options, choices, onChange } = props;
  const { home, store7_11 } = options.delivery;
  const day = (isoDate: string) => formatCalendarDay(isoDate, language, 'dayMonth');
  return (
    <CheckoutSection id="checkout-delivery" title={t('checkout.delivery')}>
      <div role="radiogroup" aria-label={t('checkout.delivery')} className="grid gap-2 sm:grid-cols-2">
        <ChoiceCard
          name="delivery"
          value="home"
          checked={choices.delivery === 'home'}
          disabled={!home.available}
          onChoose={() => onChange({ ...choices, delivery: 'home' })}
          title={t('checkout.home')}
        >
          {home.reason?.message}
        </ChoiceCard>
        <ChoiceCard
          name="delivery"
          value="store7_11"
          checked={choices.delivery === 'store7_11'}
          disabled={!store7_11.available}
          onChoose={() => onChange({ ...choices, delivery: 'store7_11' })}
          title={t('checkout.store')}
        >
          {store7_11.reason?.message}
        </ChoiceCard>
      </div>
      <div className="mt-4">{choices.delivery === 'home' ? <HomeAddresses {...props} /> : <StorePickup {...props} />}</div>
      <p className="mt-4 text-sm text-gray-700" data-testid="delivery-estimate">
        {t('checkout.estimate', {
          min: options.estimate.min_days,
          max: options.estimate.max_days,
          from: day(options.estimate.earliest),
          to: day(options.estimate.latest),
        })}
        {options.free_delivery_from > 0 && (
          <span className="block text-xs text-gray-500">
            {t('checkout.freeDeliveryFrom', { amount: formatBaht(options.free_delivery_from, language) })}
          </span>
        )}
      </p>
    </CheckoutSection>
  );
}

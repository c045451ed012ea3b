import type { Envelope, Locale } from '@talad/domain';
import {
  getBillingAddresses,
  getShippingAddresses,
  getStorePickupAddresses,
  type Address,
  type AddressKind,
  type ApiClient,
} from '@talad/sdk';
import type { ComponentType } from 'react';
import { ShippingAddressForm } from './shipping-address-form.tsx';
import { StorePickupForm } from './store-pickup-form.tsx';
import { TaxInvoiceForm } from './tax-invoice-form.tsx';
import type { AddressFormProps } from './use-save-address.ts';

/** One kind of saved address: how to list it, how to edit it, and its words. */
export interface AddressSection {
  kind: AddressKind;
  /** The value of ?kind= on the /m create screen. */
  slug: 'shipping' | 'store7-11' | 'billing';
  titleKey: string;
  addKey: string;
  emptyKey: string;
  load: (api: ApiClient, options: { locale: Locale }) => Promise<Envelope<Address[]>>;
  Form: ComponentType<AddressFormProps>;
}

export const SHIPPING: AddressSection = {
  kind: 'AddressShipping',
  slug: 'shipping',
  titleKey: 'address.shippingTitle',
  addKey: 'address.addShipping',
  emptyKey: 'address.noShipping',
  load: getShippingAddresses,
  Form: ShippingAddressForm,
};
export const STORE_PICKUP: AddressSection = {
  kind: 'Address7-11',
  slug: 'store7-11',
  titleKey: 'store.title',
  addKey: 'store.add',
  emptyKey: 'store.noAddresses',
  load: getStorePickupAddresses,
  Form: StorePickupForm,
};
export const BILLING: AddressSection = {
  kind: 'AddressInvoice',
  slug: 'billing',
  titleKey: 'taxInvoice.title',
  addKey: 'taxInvoice.add',
  emptyKey: 'taxInvoice.none',
  load: getBillingAddresses,
  Form: TaxInvoiceForm,
};

/** /account/address holds shipping and 7-Eleven pickup; /account/address-tax-invoice the billing addresses. */
export const DELIVERY_SECTIONS = [SHIPPING, STORE_PICKUP];
export const BILLING_SECTIONS = [BILLING];

export function sectionOfKind(kind: AddressKind): AddressSection {
  return [SHIPPING, STORE_PICKUP, BILLING].find((section) => section.kind === kind) ?? SHIPPING;
}

export function sectionOfSlug(slug: string | null, sections: AddressSection[]): AddressSection {
  return sections.find((section) => section.slug === slug) ?? sections[0]!;
}

import { useLocation } from 'react-router';
import { stripLocale } from '../../lib/locale-path.ts';
import { BILLING_SECTIONS, DELIVERY_SECTIONS, type AddressSection } from './address-sections.ts';

/** The /m address screens serve both books; the path says which: /m/account/address-tax-invoice/… or /m/account/address/…. */
export function useMobileAddressArea(): { billing: boolean; sections: AddressSection[]; base: string } {
  const billing = stripLocale(useLocation().pathname).startsWith('/m/account/address-tax-invoice');
  return billing
    ? { billing, sections: BILLING_SECTIONS, base: '/account/address-tax-invoice' }
    : { billing, sections: DELIVERY_SECTIONS, base: '/account/address' };
}

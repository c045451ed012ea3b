import { getOrderPayment } from '@talad/sdk';
import { useMemberData } from '../account/use-member-data.ts';

/** The order's payment, read without the loading overlay (each page shows its own state, and reads again while waiting). */
export function useOrderPayment(orderId: string) {
  return useMemberData(`GET orders/${orderId}/payment`, (api, locale) => getOrderPayment(api, orderId, { locale, skipLoading: true }));
}

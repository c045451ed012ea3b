import { gatewayAmount, type Satang } from '@talad/domain';

/** An amount as a payment page shows it: always two decimals, exact (from the satang, never a float). */
export function baht(amount: Satang): string {
  const [whole, decimals] = gatewayAmount(amount).split('.') as [string, string];
  return `฿${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

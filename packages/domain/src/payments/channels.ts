import type { PaymentMethod } from '../enums.ts';
import type { Satang } from '../money.ts';

/**
 * The gateway's payment channel codes (2C2P PGW 4.3 shape, decision 0019) for the shop's payment methods (spec §3).
 * COD never reaches the gateway; PromptPay QR is a channel beyond the spec's nine methods (issue #13).
 */
export const GATEWAY_CHANNELS = {
  CREDITCARD: 'CC',
  INSTALLMENT: 'IPP',
  TRUEWALLET: 'TRUEMONEY',
  LINEPAY: 'LINEPAY',
  APP_TO_APP: 'MOBILEBANKING',
  BANK_ONLINE: 'WEBPAY',
  ATM: 'ATM',
  COUNTER: 'OTCTR',
  PROMPTPAY: 'THQR',
} as const satisfies Partial<Record<PaymentMethod | 'PROMPTPAY', string>>;
export type GatewayMethod = keyof typeof GATEWAY_CHANNELS;
export type GatewayChannel = (typeof GATEWAY_CHANNELS)[GatewayMethod];

export function channelOf(method: GatewayMethod): GatewayChannel {
  return GATEWAY_CHANNELS[method];
}

/** Banks that offer installments (spec §3 bank codes) and the plans (months) the sandbox offers. */
export const INSTALLMENT_BANKS = ['SCB', 'KRUNGTHAI', 'KRUNGSRI', 'BANGKOK', 'KBANK'] as const;
export type InstallmentBank = (typeof INSTALLMENT_BANKS)[number];
export const INSTALLMENT_MONTHS = [3, 4, 6, 10] as const;
export type InstallmentMonths = (typeof INSTALLMENT_MONTHS)[number];
/** Partners that take counter payments (spec §3 payment partner codes). */
export const COUNTER_PARTNERS = ['LOTUS', 'BIGC', 'PAYANDPOST', 'ZENPAY', 'MSTATION'] as const;
export type CounterPartner = (typeof COUNTER_PARTNERS)[number];

/** The least an order may cost for each plan: 1,000 baht a month, as Thai banks' 0 % plans ask (about 3,000 for 3 months). */
export const INSTALLMENT_MIN_MONTHLY: Satang = 100_000;

export function installmentAllowed(total: Satang, months: InstallmentMonths): boolean {
  return total >= INSTALLMENT_MIN_MONTHLY * months;
}

/** Each month's payment of a 0 % plan in whole satang; the first month carries the remainder so the sum is exact. */
export function installmentSchedule(total: Satang, months: InstallmentMonths): { first: Satang; monthly: Satang } {
  const monthly = Math.floor(total / months);
  return { first: total - monthly * (months - 1), monthly };
}

/**
 * Amounts cross the gateway as baht with two decimals (2C2P's `amount`), never as floats we compute with: the
 * satang integer is formatted, and parsed back exactly.
 */
export function gatewayAmount(amount: Satang): string {
  if (!Number.isInteger(amount) || amount < 0) throw new TypeError(`Money must be whole satang, got ${amount}`);
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** The satang of a gateway amount ("1234.50" or 1234.5); null when it is not a plain non-negative amount. */
export function satangOfGatewayAmount(amount: string | number): Satang | null {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

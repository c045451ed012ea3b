import type { Locale } from '@talad/domain';

/**
 * The gateway's Do Payment (decision 0019, 2C2P PGW 4.3 "Do Payment"), called straight from the shopper's browser:
 * the card number and CVV go to the gateway and nowhere else — not through the shop's API (which is why this is the
 * one place besides the build check where the web app calls fetch itself; eslint.config.js allows it only here).
 */

export interface DoPaymentData {
  name?: string;
  cardNo?: string;
  expiryMonth?: string;
  expiryYear?: string;
  securityCode?: string;
  installmentPeriod?: number;
  bankCode?: string;
  agentCode?: string;
}

export interface DoPaymentRequest {
  paymentToken: string;
  payment: { code: { channelCode: string }; data: DoPaymentData };
  locale: Locale;
}

export interface DoPaymentAnswer {
  respCode: string;
  respDesc: string;
  data: string | null;
}

/** respCodes the web acts on; any other is a refusal to show. */
export const CHALLENGE = '1001';
export const DONE = '2000';
export const SLIP_ISSUED = '1005';
/** Not the gateway's: the browser could not reach it, or it answered something that is not Do Payment's answer. */
export const UNREACHABLE = 'unreachable';

export async function doPayment(url: string, request: DoPaymentRequest): Promise<DoPaymentAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      // The gateway needs nothing of the shop's: no cookies, no referrer with the order in it.
      credentials: 'omit',
      referrerPolicy: 'origin',
    });
    const answer = (await response.json()) as Partial<DoPaymentAnswer>;
    if (typeof answer.respCode !== 'string') return unreachable();
    return {
      respCode: answer.respCode,
      respDesc: String(answer.respDesc ?? ''),
      data: typeof answer.data === 'string' ? answer.data : null,
    };
  } catch {
    return unreachable();
  }
}

function unreachable(): DoPaymentAnswer {
  return { respCode: UNREACHABLE, respDesc: '', data: null };
}

/** What the page does next with Do Payment's answer. */
export type PaymentStep =
  | { kind: 'challenge'; url: string }
  | { kind: 'done'; returnUrl: string | null }
  | { kind: 'slip' }
  | { kind: 'refused'; code: string; description: string };

function httpUrl(value: string | null): URL | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * 1001: the 3-D Secure challenge, a page of the gateway itself (framed on /payment/card-verifying); 2000: done,
 * `data` is the shop's return page (/2c2p), followed only when it is on this site (else the page goes to
 * /payment/processing itself); 1005: a slip or QR was issued. Anything else, or a challenge that is not on the
 * gateway, is a refusal.
 */
export function nextStep(answer: DoPaymentAnswer, gatewayOrigin: string, shopOrigin: string): PaymentStep {
  const url = httpUrl(answer.data);
  if (answer.respCode === CHALLENGE && url?.origin === gatewayOrigin) return { kind: 'challenge', url: url.href };
  if (answer.respCode === DONE) return { kind: 'done', returnUrl: url?.origin === shopOrigin ? url.href : null };
  if (answer.respCode === SLIP_ISSUED) return { kind: 'slip' };
  return { kind: 'refused', code: answer.respCode, description: answer.respDesc };
}

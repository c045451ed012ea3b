import { SignJWT, jwtVerify } from 'jose';
import type { PaymentSettings } from '../../config.ts';

/**
 * The shop's side of the gateway's wire format (decision 0019, 2C2P PGW 4.3): every call is `{ payload: JWT }` HS256
 * with the merchant secret, and so is every answer; a refusal before the gateway knows the merchant is plain
 * `{ respCode, respDesc }`. The secret never leaves this file's key.
 */
export type Claims = Record<string, unknown>;

/** The gateway could not be asked: not reachable, too slow, or an answer that is not its own. Nothing is known to have happened. */
export class GatewayUnavailable extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`payment gateway unavailable: ${reason}`, options);
    this.name = 'GatewayUnavailable';
  }
}

export interface GatewayClient {
  paymentToken(claims: Claims): Promise<Claims>;
  /** The latest result of one attempt (its paymentToken) of an invoice, as a notification would tell it. */
  inquiry(invoiceNo: string, paymentToken: string): Promise<Claims>;
  /** Full refund of the invoice's paid transaction; asked again, it answers the same refund. */
  refund(invoiceNo: string, amount: string): Promise<Claims>;
  deleteCardToken(cardToken: string): Promise<Claims>;
  /** The claims of a payload signed with the merchant secret, or null for anything else (forged, altered, another algorithm). */
  verify(payload: string): Promise<Claims | null>;
}

type GatewaySettings = Pick<PaymentSettings, 'gatewayUrl' | 'merchantId' | 'merchantSecret' | 'gatewayTimeoutMs'>;

export function gatewayClient(settings: GatewaySettings): GatewayClient {
  const key = new TextEncoder().encode(settings.merchantSecret);
  const sign = (claims: Claims) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
  const verify = async (payload: string): Promise<Claims | null> => {
    try {
      return (await jwtVerify(payload, key, { algorithms: ['HS256'] })).payload;
    } catch {
      return null;
    }
  };

  const post = async (path: string, claims: Claims): Promise<Claims> => {
    const body = JSON.stringify({ payload: await sign({ merchantID: settings.merchantId, ...claims }) });
    let response: Response;
    try {
      response = await fetch(`${settings.gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(settings.gatewayTimeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailable(error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'not reachable', {
        cause: error,
      });
    }
    if (!response.ok) throw new GatewayUnavailable(`HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as { payload?: unknown; respCode?: unknown } | null;
    if (typeof answer?.payload === 'string') {
      const verified = await verify(answer.payload);
      if (!verified) throw new GatewayUnavailable('an answer not signed with the merchant secret');
      return verified;
    }
    if (typeof answer?.respCode === 'string') return answer as Claims;
    throw new GatewayUnavailable('an answer that is not the gateway’s');
  };

  return {
    paymentToken: (claims) => post('/payment/4.3/paymentToken', claims),
    inquiry: (invoiceNo, paymentToken) => post('/payment/4.3/paymentInquiry', { invoiceNo, paymentToken, locale: 'en' }),
    refund: (invoiceNo, amount) => post('/payment/4.3/refund', { invoiceNo, amount }),
    deleteCardToken: (cardToken) => post('/payment/4.3/cardtoken/delete', { cardToken }),
    verify,
  };
}

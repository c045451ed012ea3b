import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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
  /**
   * Refund of the invoice's paid transaction: the whole amount, or with `refundReference` any part of what is left
   * (respCode 4210 beyond it). Asked again with the same reference (or, whole, at all), it answers the same refund.
   */
  refund(invoiceNo: string, amount: string, refundReference?: string): Promise<Claims>;
  deleteCardToken(cardToken: string): Promise<Claims>;
  /** The claims of a payload signed with the merchant secret, or null for anything else (forged, altered, another algorithm). */
  verify(payload: string): Promise<Claims | null>;
}

const jsonPart = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const badTime = (value: unknown) => value !== undefined && (typeof value !== 'number' || !Number.isFinite(value));

/**
 * The claims of a compact HS256 JWS signed with `secret`, or null — jose's jwtVerify with algorithms ['HS256'] as a
 * synchronous node:crypto HMAC: jose's WebCrypto verification was ≈ 21 % of the API's CPU per payment notification
 * (bench/README.md "Payments"). The same rules: the header says HS256 and asks nothing critical (crit, b64), the
 * signature (in its one canonical base64url spelling) is the HMAC of the first two parts, the payload is a JSON object,
 * and exp, nbf and iat, when present, are numbers, exp after now and nbf not after it.
 */
export function verifiedClaims(token: string, secret: Buffer, nowMs: number): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const protectedHeader = jsonPart(header);
  if (!isObject(protectedHeader) || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader || 'b64' in protectedHeader) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.toString('base64url') !== signature || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = jsonPart(payload);
  if (!isObject(claims) || badTime(claims.exp) || badTime(claims.nbf) || badTime(claims.iat)) return null;
  const now = Math.floor(nowMs / 1000);
  if (typeof claims.exp === 'number' && claims.exp <= now) return null;
  if (typeof claims.nbf === 'number' && claims.nbf > now) return null;
  return claims;
}

type GatewaySettings = Pick<PaymentSettings, 'gatewayUrl' | 'merchantId' | 'merchantSecret' | 'gatewayTimeoutMs'>;

export function gatewayClient(settings: GatewaySettings): GatewayClient {
  const key = new TextEncoder().encode(settings.merchantSecret);
  const sign = (claims: Claims) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
  const secret = Buffer.from(key);
  const verify = (payload: string): Promise<Claims | null> => Promise.resolve(verifiedClaims(payload, secret, Date.now()));

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
    refund: (invoiceNo, amount, refundReference) =>
      post('/payment/4.3/refund', { invoiceNo, amount, ...(refundReference ? { refundReference } : {}) }),
    deleteCardToken: (cardToken) => post('/payment/4.3/cardtoken/delete', { cardToken }),
    verify,
  };
}

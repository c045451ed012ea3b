import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { respDesc, type Locale, type RespCode } from '../codes.ts';
import { claimedMerchant, signClaims, verifyClaims, type Claims } from '../jwt.ts';
import type { Merchant, Payments } from '../payments.ts';
import { cardTokenDeleteClaims, inquiryClaims, refundClaims, signedBody, tokenRequestClaims } from '../schemas.ts';

/** Without paymentExpiry a token lives a day. */
const DEFAULT_EXPIRY_MS = 24 * 60 * 60 * 1000;

interface Context {
  payments: Payments;
  merchants: ReadonlyMap<string, Merchant>;
  webPaymentUrl: (paymentToken: string, locale: Locale) => string;
  now: () => number;
}

/**
 * The merchant's server-to-server calls (2C2P PGW 4.3): `{ payload: JWT }` in and out, HS256 with the merchant's
 * secret. A body that is not that, or whose signature does not hold, gets a plain `{ respCode, respDesc }`: there is
 * no one to sign an answer for.
 */
export function merchantRoutes(app: FastifyInstance, context: Context): void {
  const { payments } = context;

  signedRoute(app, context, '/payment/4.3/paymentToken', tokenRequestClaims, (merchant, claims) => {
    const { paymentChannel, installmentPeriodFilter, paymentExpiry, ...rest } = claims;
    const { code, token } = payments.createToken(merchant, {
      ...rest,
      channels: paymentChannel,
      installmentBank: claims.installmentBank ?? null,
      installmentPeriods: installmentPeriodFilter ?? null,
      agentCode: claims.agentCode ?? null,
      expiresAt: paymentExpiry ?? context.now() + DEFAULT_EXPIRY_MS,
    });
    if (!token) return answer(code, claims.locale);
    return {
      webPaymentUrl: context.webPaymentUrl(token.paymentToken, token.locale),
      paymentToken: token.paymentToken,
      ...answer(code, claims.locale),
    };
  });

  signedRoute(app, context, '/payment/4.3/paymentInquiry', inquiryClaims, (merchant, claims) => {
    const claimsOut = payments.inquiry(merchant, claims.invoiceNo, claims.locale, claims.paymentToken);
    return { ...claimsOut, respDesc: respDesc(claimsOut.respCode as RespCode, claims.locale) };
  });

  signedRoute(app, context, '/payment/4.3/refund', refundClaims, (merchant, claims) => {
    const { code, refundRef } = payments.refund(merchant, claims.invoiceNo, claims.amount, claims.refundReference);
    return {
      invoiceNo: claims.invoiceNo,
      ...(claims.refundReference ? { refundReference: claims.refundReference } : {}),
      ...(refundRef ? { refundRef } : {}),
      ...answer(code),
    };
  });

  signedRoute(app, context, '/payment/4.3/cardtoken/delete', cardTokenDeleteClaims, (merchant, claims) => ({
    cardToken: claims.cardToken,
    ...answer(payments.deleteCard(merchant, claims.cardToken)),
  }));
}

function answer(code: RespCode, locale: Locale = 'en'): { respCode: RespCode; respDesc: string } {
  return { respCode: code, respDesc: respDesc(code, locale) };
}

function signedRoute<Schema extends z.ZodType>(
  app: FastifyInstance,
  context: Context,
  url: string,
  schema: Schema,
  handle: (merchant: Merchant, claims: z.infer<Schema>) => Claims,
): void {
  app.post(url, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = signedBody.safeParse(request.body);
    if (!body.success) return reply.send(answer('9004'));
    const merchant = context.merchants.get(claimedMerchant(body.data.payload) ?? '');
    const claims = merchant ? verifyClaims(body.data.payload, merchant.secret, context.now()) : null;
    if (!merchant || !claims) {
      request.log.warn({ url }, 'refused: unknown merchant or invalid signature');
      return reply.send(answer('9057'));
    }
    const parsed = schema.safeParse(claims);
    const claimsOut = parsed.success ? handle(merchant, parsed.data) : answer('9004');
    if (!parsed.success)
      request.log.info({ url, fields: parsed.error.issues.map((issue) => issue.path.join('.')) }, 'refused: invalid fields');
    return reply.send({ payload: signClaims(claimsOut, merchant.secret) });
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cardNumberDesc, respDesc, type Locale, type RespCode } from '../codes.ts';
import { returnUrl } from '../pages/return.ts';
import type { Outcome, Payments } from '../payments.ts';
import { doPaymentBody } from '../schemas.ts';
import type { Origins } from './origins.ts';

interface Context {
  payments: Payments;
  origins: Origins;
  publicUrl: () => string;
}

const DO_PAYMENT = '/payment/4.3/payment';

/**
 * Do Payment (decision 0019): JSON from the shopper's browser on the shop's page, so the card number reaches the
 * gateway and nothing else. CORS answers only the merchant's origins; a page from any other origin is refused
 * outright (a preflight cannot carry the token, so the actual request is checked too).
 */
export function doPaymentRoutes(app: FastifyInstance, context: Context): void {
  app.options(DO_PAYMENT, async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && context.origins.anyAllows(origin)) {
      reply
        .header('access-control-allow-origin', origin)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600');
    }
    return reply.status(204).send();
  });

  app.post(DO_PAYMENT, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin').header('cache-control', 'no-store');
    const parsed = doPaymentBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(answer('9004', 'en'));
    const { paymentToken, payment, locale: asked } = parsed.data;
    const token = context.payments.payable(paymentToken)?.token;
    const locale = asked ?? token?.locale ?? 'en';
    const origin = request.headers.origin;
    if (origin) {
      if (!(token ? context.origins.allows(origin, token) : context.origins.anyAllows(origin))) {
        request.log.warn({ origin }, 'Do Payment refused: origin not allowed for this merchant');
        return reply.status(403).send(answer('9004', locale));
      }
      reply.header('access-control-allow-origin', origin);
    }
    const outcome = context.payments.pay(paymentToken, payment.code.channelCode, payment.data);
    return reply.send(doPaymentAnswer(outcome, locale, context));
  });
}

function answer(code: RespCode, locale: Locale, data: string | null = null) {
  return { respCode: code, respDesc: respDesc(code, locale), data };
}

/** 1001: authenticate at `data` · 1005: a slip or QR at `data` · 2000: paid, send the browser to `data` · else the refusal. */
function doPaymentAnswer(outcome: Outcome, locale: Locale, context: Context) {
  const base = context.publicUrl();
  switch (outcome.kind) {
    case 'challenge':
      return answer('1001', locale, `${base}/payment/4.3/3ds/${outcome.transaction.tranRef}?locale=${locale}`);
    case 'approve':
      return answer('1001', locale, `${base}/payment/4.3/pay/${outcome.token.paymentToken}?locale=${locale}`);
    case 'slip':
      return answer('1005', locale, `${base}/payment/4.3/pay/${outcome.transaction.paymentToken}?locale=${locale}`);
    case 'settled':
      if (outcome.transaction.respCode !== '0000') return answer(outcome.transaction.respCode, locale);
      return answer('2000', locale, returnUrl(context.payments.frontendReturn(outcome.transaction)));
    case 'refused':
      return outcome.card
        ? { ...answer(outcome.code, locale), respDesc: cardNumberDesc(outcome.card, locale) }
        : answer(outcome.code, locale);
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { respDesc, type Locale, type RespCode } from '../codes.ts';
import { challengePage } from '../pages/challenge.ts';
import { frame } from '../pages/frame.ts';
import { sendPage, type Html } from '../pages/html.ts';
import { hostedPage } from '../pages/hosted.ts';
import { messagePage } from '../pages/message.ts';
import { returnForm } from '../pages/return.ts';
import { textsOf } from '../pages/texts.ts';
import type { AppDecision, Merchant, Outcome, Payments } from '../payments.ts';
import type { TokenRecord, TransactionRecord } from '../store.ts';
import type { Origins } from './origins.ts';

interface Context {
  payments: Payments;
  origins: Origins;
  merchants: ReadonlyMap<string, Merchant>;
}

const localeQuery = z.object({ locale: z.enum(['th', 'en']).optional() });
const tokenParams = z.object({ token: z.string().min(1).max(100) });
const tranRefParams = z.object({ tranRef: z.string().regex(/^\d{1,20}$/) });

/** What the hosted page's forms post (urlencoded): a card, a plan, a partner, or a wallet/bank decision. */
const hostedForm = z.object({
  action: z.enum(['pay', 'cancel', '0000', '4051', '0003']).default('pay'),
  cardChoice: z.string().max(100).default('new'),
  cardNo: z.string().max(32).optional(),
  expiry: z.string().max(7).default(''),
  securityCode: z.string().max(4).optional(),
  name: z.string().max(100).optional(),
  saveCard: z.literal('on').optional(),
  bankCode: z.string().max(20).optional(),
  installmentPeriod: z.string().max(2).optional(),
  agentCode: z.string().max(20).optional(),
});
type HostedForm = z.infer<typeof hostedForm>;

/**
 * The hosted pages (decision 0019): the token's payment page in Thai or English, and the card issuer's 3-D Secure
 * challenge. Both may be framed by the merchant's origins only.
 */
export function pageRoutes(app: FastifyInstance, context: Context): void {
  const { payments } = context;

  app.get('/payment/4.3/pay/:token', async (request, reply) => showHosted(request, reply, tokenParams.parse(request.params).token, null));

  app.post('/payment/4.3/pay/:token', async (request, reply) => {
    const { token: paymentToken } = tokenParams.parse(request.params);
    const form = hostedForm.safeParse(request.body);
    const token = payments.payable(paymentToken)?.token;
    if (!token || !form.success) return showHosted(request, reply, paymentToken, '9004');
    const locale = localeOf(request, token);
    const outcome = act(payments, token, form.data);
    switch (outcome.kind) {
      case 'challenge':
        return reply.redirect(`/payment/4.3/3ds/${outcome.transaction.tranRef}?locale=${locale}`, 303);
      case 'slip':
      case 'approve':
        return reply.redirect(`/payment/4.3/pay/${paymentToken}?locale=${locale}`, 303);
      case 'settled':
        // A declined card stays on the form to try another; any other outcome goes back to the shop.
        if (form.data.action === 'pay' && outcome.transaction.respCode !== '0000')
          return showHosted(request, reply, paymentToken, outcome.transaction.respCode);
        return sendReturn(reply, outcome.transaction, locale);
      case 'refused':
        return showHosted(request, reply, paymentToken, outcome.code);
    }
  });

  app.get('/payment/4.3/3ds/:tranRef', async (request, reply) => {
    const { tranRef } = tranRefParams.parse(request.params);
    const transaction = payments.challenge(tranRef);
    const locale = localeQuery.parse(request.query).locale ?? 'en';
    if (!transaction) return sendPage(reply, notFound(locale, request.url), 404);
    const token = payments.tokenOf(transaction);
    const texts = textsOf(locale);
    return sendPage(reply, {
      title: texts.challengeTitle,
      locale,
      body: challengePage(locale, transaction, context.merchants.get(token.merchantID)?.name ?? token.merchantID),
      frameAncestors: context.origins.of(token),
    });
  });

  app.post('/payment/4.3/3ds/:tranRef', async (request, reply) => {
    const { tranRef } = tranRefParams.parse(request.params);
    const otp = z.object({ otp: z.string().max(20).default('') }).safeParse(request.body);
    const transaction = payments.completeChallenge(tranRef, otp.success ? otp.data.otp : '');
    const locale = localeQuery.parse(request.query).locale ?? 'en';
    if (!transaction) return sendPage(reply, notFound(locale, request.url), 404);
    return sendReturn(reply, transaction, locale);
  });

  function showHosted(request: FastifyRequest, reply: FastifyReply, paymentToken: string, error: RespCode | null) {
    const state = payments.payable(paymentToken);
    const locale = localeOf(request, state?.token);
    const path = `/payment/4.3/pay/${paymentToken}`;
    if (!state) return sendPage(reply, notFound(locale, path), 404);
    const { token, refusal } = state;
    const texts = textsOf(locale);
    const merchantName = context.merchants.get(token.merchantID)?.name;
    const page = (content: Html, script = '') => ({
      title: `${texts.gateway} · ${merchantName ?? token.merchantID}`,
      locale,
      frameAncestors: context.origins.of(token),
      formTargets: [new URL(token.frontendReturnUrl).origin],
      body: frame({ locale, path, token, merchantName, content }),
      script,
    });
    if (refusal) {
      // Paid (here or another way) or past its expiry: nothing to pay any more, not even a slip issued earlier.
      const title = refusal === '9015' ? texts.paid : texts.notPayable;
      return sendPage(
        reply,
        page(messagePage(title, respDesc(refusal, locale), { href: token.frontendReturnUrl, label: texts.backToShop })),
      );
    }
    const slip = payments.openSlipOf(paymentToken);
    const view = hostedPage({ payments, token, locale, slip, error: error ? respDesc(error, locale) : null });
    return sendPage(reply, page(view.body, view.script), error ? 422 : 200);
  }

  /** The frontend return, from the top window: the shop's frontendReturnUrl gets `paymentResponse` by POST. */
  function sendReturn(reply: FastifyReply, transaction: TransactionRecord, locale: Locale) {
    const target = payments.frontendReturn(transaction);
    const { body, script } = returnForm(locale, target);
    return sendPage(reply, { title: textsOf(locale).returning, locale, body, script, formTargets: [new URL(target.url).origin] });
  }
}

function act(payments: Payments, token: TokenRecord, form: HostedForm): Outcome {
  const channel = token.channels[0] ?? 'CC';
  if (form.action === 'cancel') return payments.cancel(token.paymentToken);
  if (form.action !== 'pay') return payments.decide(token.paymentToken, channel, form.action as AppDecision);
  const [expiryMonth, expiryYear] = form.expiry.split('/').map((part) => part.trim());
  const card =
    form.cardChoice === 'new'
      ? { cardNo: form.cardNo, expiryMonth, expiryYear, name: form.name, saveCard: form.saveCard === 'on' }
      : { cardToken: form.cardChoice };
  return payments.pay(token.paymentToken, channel, {
    ...card,
    securityCode: form.securityCode,
    bankCode: form.bankCode,
    installmentPeriod: form.installmentPeriod ? Number(form.installmentPeriod) : undefined,
    agentCode: form.agentCode,
  });
}

function localeOf(request: FastifyRequest, token?: TokenRecord): Locale {
  return localeQuery.parse(request.query).locale ?? token?.locale ?? 'th';
}

function notFound(locale: Locale, path: string) {
  const texts = textsOf(locale);
  return { title: texts.notFound, locale, body: frame({ locale, path, content: messagePage(texts.notFound, respDesc('9080', locale)) }) };
}

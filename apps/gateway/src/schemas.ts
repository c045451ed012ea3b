import { COUNTER_PARTNERS, INSTALLMENT_BANKS, satangOfGatewayAmount } from '@talad/domain';
import { z } from 'zod';
import { CHANNELS } from './payments.ts';
import { parseBangkokDateTime } from './time.ts';

/** Requests as the gateway accepts them (decision 0019); whatever is not declared here is dropped. */

/** Baht with at most two decimals, in satang; above zero unless `zero` (a card verification's 0.00). */
const baht = (zero: 'zero allowed' | 'above zero') =>
  z.union([z.string().max(13), z.number()]).transform((value, context) => {
    const satang = satangOfGatewayAmount(value);
    if (satang === null || satang < 0 || (satang === 0 && zero === 'above zero')) {
      context.addIssue({
        code: 'custom',
        message: `amount must be baht with at most two decimals, ${zero === 'above zero' ? 'above zero' : 'zero or more'}`,
      });
      return z.NEVER;
    }
    return satang;
  });
const amount = baht('above zero');
const yesNo = z.union([z.boolean(), z.enum(['Y', 'N'])]).transform((value) => value === true || value === 'Y');
const webUrl = z.url({ protocol: /^https?$/ }).max(2000);
const locale = z.enum(['th', 'en']);
const bangkokTime = z.string().transform((value, context) => {
  const at = parseBangkokDateTime(value);
  if (at !== null) return at;
  context.addIssue({ code: 'custom', message: 'must be yyyy-MM-dd HH:mm:ss (Bangkok time)' });
  return z.NEVER;
});

/** The body of every server-to-server call. */
export const signedBody = z.object({ payload: z.string().min(1).max(20_000) });

export const tokenRequestClaims = z
  .object({
    merchantID: z.string().min(1).max(50),
    invoiceNo: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/, 'invoiceNo: letters, digits, - and _, at most 50'),
    description: z.string().max(250).default(''),
    amount: baht('zero allowed'),
    currencyCode: z.literal('THB').default('THB'),
    paymentChannel: z
      .array(z.enum(CHANNELS))
      .min(1)
      .max(CHANNELS.length)
      .default([...CHANNELS]),
    request3DS: yesNo.default(true),
    tokenize: yesNo.default(false),
    /**
     * 2C2P's tokenizeOnly: verify the card and keep it, charging nothing — an account verification (zero amount, 3-D
     * Secure as for a payment). Only with amount 0.00 and the card channel; every other token needs an amount.
     */
    tokenizeOnly: yesNo.default(false),
    cardTokens: z.array(z.string().min(1).max(100)).max(10).default([]),
    installmentBank: z.enum(INSTALLMENT_BANKS).optional(),
    installmentPeriodFilter: z.array(z.number().int().min(1).max(60)).max(12).optional(),
    /** `yyyy-MM-dd HH:mm:ss`, Asia/Bangkok. */
    paymentExpiry: bangkokTime.optional(),
    frontendReturnUrl: webUrl,
    backendReturnUrl: webUrl,
    locale: locale.default('th'),
    userDefined1: z.string().max(150).default(''),
    /** Counter payments: the partner, when the shopper chose it at the shop. Beyond 2C2P's token request. */
    agentCode: z.enum(COUNTER_PARTNERS).optional(),
  })
  .refine(
    (claims) =>
      claims.tokenizeOnly
        ? claims.amount === 0 && claims.paymentChannel.length === 1 && claims.paymentChannel[0] === 'CC'
        : claims.amount > 0,
    { message: 'tokenizeOnly takes amount 0.00 and the CC channel; every other token an amount above zero', path: ['amount'] },
  );

export const inquiryClaims = z.object({
  merchantID: z.string().min(1).max(50),
  invoiceNo: z.string().min(1).max(50),
  /** Ask about one token of the invoice rather than its latest. */
  paymentToken: z.string().min(1).max(100).optional(),
  locale: locale.default('en'),
});

export const refundClaims = z.object({
  merchantID: z.string().min(1).max(50),
  invoiceNo: z.string().min(1).max(50),
  amount,
  /** The merchant's reference of this refund: a partial refund needs one, and the gateway refunds a reference once. */
  refundReference: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,50}$/)
    .optional(),
});

export const cardTokenDeleteClaims = z.object({
  merchantID: z.string().min(1).max(50),
  cardToken: z.string().min(1).max(100),
});

const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max));

/** Do Payment: JSON straight from the shopper's browser (or the hosted page's form). */
export const doPaymentBody = z.object({
  paymentToken: z.string().min(1).max(100),
  payment: z.object({
    code: z.object({ channelCode: z.string().min(1).max(20) }),
    data: z
      .object({
        name: z.string().max(100).optional(),
        cardNo: text(32).optional(),
        expiryMonth: text(2).optional(),
        expiryYear: text(4).optional(),
        securityCode: text(4).optional(),
        cardToken: z.string().max(100).optional(),
        installmentPeriod: z.coerce.number().int().min(1).max(60).optional(),
        bankCode: z.string().max(20).optional(),
        agentCode: z.string().max(20).optional(),
      })
      .default({}),
  }),
  locale: locale.optional(),
});
export type DoPaymentBody = z.infer<typeof doPaymentBody>;

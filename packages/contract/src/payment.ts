import { CARD_BRANDS, COUNTER_PARTNERS, INSTALLMENT_BANKS, INSTALLMENT_MONTHS, PAYMENT_METHODS } from '@talad/domain';
import { z } from 'zod';
import { paymentMethodOption } from './checkout.ts';
import { satang } from './common.ts';

/** Payments of an order through the gateway (decision 0019): start or change, follow, saved cards. */

const amount = satang;
export const paymentAttemptState = z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUNDED']);

export const paymentOrderParams = z.object({ id: z.uuid({ error: 'must be an order id' }) });

/** POST orders/{id}/payments: pay (again) with this method. The amount is the order's, never the browser's. */
export const startPaymentBody = z.object({
  method: z.enum(PAYMENT_METHODS).refine((method) => method !== 'COD', 'cash on delivery is chosen at checkout'),
  /** A saved card (GET users/me/my-card) to pay with; the gateway asks for its CVV. */
  card_id: z.uuid({ error: 'must be a saved card id' }).optional(),
  /** Keep the new card for next time (the gateway keeps it; the shop keeps its token and last four). */
  save_card: z.boolean().default(false),
  installment: z.object({ bank: z.enum(INSTALLMENT_BANKS), months: z.literal(INSTALLMENT_MONTHS) }).optional(),
  /** COUNTER: where the shopper will pay the slip. */
  partner: z.enum(COUNTER_PARTNERS).optional(),
});
export type StartPaymentBody = z.infer<typeof startPaymentBody>;

/** What the browser needs to pay on the gateway. */
export const gatewayHandOff = z.object({
  payment_token: z.string(),
  /** The gateway's hosted page for this attempt (wallets, banks, slips, QR; cards too). */
  web_payment_url: z.url(),
  /** The gateway's Do Payment URL: the shop's card form posts the card here, straight from the browser. */
  do_payment_url: z.url(),
});

/** A slip to pay at an ATM or a counter, or a PromptPay QR; paid later. */
export const paymentSlip = z.object({
  kind: z.enum(['ATM', 'COUNTER', 'PROMPTPAY']),
  payment_code: z.string(),
  partner: z.enum(COUNTER_PARTNERS).nullable(),
  /** EMVCo Thai QR payload for PROMPTPAY; null otherwise. */
  qr_payload: z.string().nullable(),
  deadline: z.string().describe('ISO time'),
});

export const paymentAttempt = z.object({
  payment_id: z.uuid(),
  method: z.enum(PAYMENT_METHODS),
  status: paymentAttemptState,
  amount,
  /** The gateway's answer in the request's language (why a card was declined); null while pending or paid. */
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().length(4) }).nullable(),
  installment: z.object({ bank: z.enum(INSTALLMENT_BANKS), months: z.number().int(), monthly: amount }).nullable(),
  slip: paymentSlip.nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

/** GET orders/{id}/payment: what /payment, /payment/processing, complete and failed show. */
export const orderPayment = z.object({
  order_id: z.uuid(),
  order_no: z.string(),
  order_status: z.string().describe('ORDER_FLOW state'),
  amount_due: amount,
  /** The payment deadline (ORDEREXPIRED after it); null once paid or for COD. */
  expires_at: z.string().nullable(),
  /** PAID, ORDEREXPIRED (spec §3 payment results), or null while the order can still be paid. */
  result: z.enum(['PAID', 'ORDEREXPIRED']).nullable(),
  payable: z.boolean().describe('The order is waiting for payment and its deadline has not passed'),
  latest: paymentAttempt.nullable(),
  methods: z.array(paymentMethodOption),
  /** Installment plans this amount allows, with the monthly figure. */
  installment_plans: z.array(z.object({ bank: z.enum(INSTALLMENT_BANKS), months: z.number().int(), monthly: amount })),
  /** The sandbox gateway's simulator, where a slip or QR is paid as a bank would; null with a real gateway. */
  simulator_url: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** POST orders/{id}/payments answer: the new attempt and how to pay it. */
export const startedPayment = z.object({ payment: paymentAttempt, gateway: gatewayHandOff });
export type StartedPayment = z.infer<typeof startedPayment>;

/** The gateway's backend notification and our acknowledgement (2C2P: a JWT in `payload`). */
export const gatewayNotification = z.object({ payload: z.string().min(1).max(20_000) });
export const notificationAck = z.object({ received: z.boolean() });

/** A saved card as the shop keeps it: the gateway's token stays on the server; never the number or CVV. */
export const savedCard = z.object({
  card_id: z.uuid(),
  type: z.enum(['CREDITCARD', 'INSTALLMENT']),
  card_type: z.enum(CARD_BRANDS),
  marked_card: z.string().describe('Masked number, last four shown: XXXX XXXX XXXX 1234'),
  exp_date: z.string().describe('MM/YY'),
  holder_name: z.string(),
  /** The card preselected at checkout: one of a member's cards (the first saved, or the one they chose), none without cards. */
  is_default: z.boolean(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCards = z.array(savedCard);
export const deleteCardBody = z.object({ card_id: z.uuid({ error: 'must be a saved card id' }) });
/** PUT users/me/my-card/default: this card is preselected at checkout from now on. */
export const defaultCardBody = z.object({ card_id: z.uuid({ error: 'must be a saved card id' }) });

/**
 * POST users/me/my-card/verifications (decision 0069): a card to add is verified by the gateway without a charge
 * (zero amount, 3-D Secure as for a payment). The browser posts the card to `gateway.do_payment_url` itself; the
 * number and CVV never reach the shop.
 */
export const cardVerification = z.object({
  verification_id: z.uuid(),
  gateway: gatewayHandOff,
});
export type CardVerification = z.infer<typeof cardVerification>;
export const cardVerificationParams = z.object({ id: z.uuid({ error: 'must be a card verification id' }) });

/**
 * POST users/me/my-card/verifications/{id}/result: what the gateway answered. ADDED with the card kept (the same card
 * added again is the one row it was), FAILED with the gateway's code and words, PENDING while the challenge is open.
 */
export const cardVerificationResult = z.object({
  status: z.enum(['PENDING', 'ADDED', 'FAILED']),
  /** The gateway's result code when FAILED (4001 declined, 4063 3-D Secure failed, …): the page words it in its language. */
  failure: z.object({ code: z.string() }).nullable(),
  card: savedCard.nullable(),
  cards: savedCards,
});
export type CardVerificationResult = z.infer<typeof cardVerificationResult>;

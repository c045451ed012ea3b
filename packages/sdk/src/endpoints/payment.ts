import type {
  CardVerification,
  CardVerificationResult,
  OrderPayment,
  PaymentAttempt,
  SavedCard,
  StartedPayment,
  StartPaymentBody,
} from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/**
 * Paying an order through the gateway (issue #13, decision 0019): start or change the method, follow the payment,
 * saved cards. The card number and CVV never pass here: the browser sends them to the gateway's Do Payment itself.
 */

export type {
  CardVerification,
  CardVerificationResult,
  OrderPayment,
  PaymentAttempt,
  SavedCard,
  StartedPayment,
  StartPaymentBody,
} from '@talad/contract';
/** An ATM or counter slip, or a PromptPay QR: what the shopper pays later. */
export type PaymentSlip = NonNullable<PaymentAttempt['slip']>;
/** How the browser pays an attempt on the gateway: its hosted page and its Do Payment address. */
export type GatewayHandOff = StartedPayment['gateway'];

/**
 * Opens a payment attempt with this method (closing the open one) and answers how to pay it on the gateway. The
 * amount is the order's. `idempotencyKey` is made once per attempt and sent again on every retry of that attempt
 * (a double tap, a dropped connection), so the API answers the same attempt instead of opening a second.
 */
export function startPayment(
  api: ApiClient,
  orderId: string,
  body: StartPaymentBody,
  { idempotencyKey, ...options }: CallOptions & { idempotencyKey: string },
): Promise<Envelope<StartedPayment>> {
  return api.post<StartedPayment>(`orders/${encodeURIComponent(orderId)}/payments`, body, {
    ...options,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The order's payment: amount due, deadline, result, the latest attempt (its slip, its failure), methods and plans. */
export function getOrderPayment(
  api: ApiClient,
  orderId: string,
  options?: CallOptions & { skipLoading?: boolean },
): Promise<Envelope<OrderPayment>> {
  return api.get<OrderPayment>(`orders/${encodeURIComponent(orderId)}/payment`, options);
}

/** My saved cards (spec §7 users/me/my-card): brand, masked number, expiry and holder; never the number. */
export function getMySavedCards(api: ApiClient, options?: CallOptions): Promise<Envelope<SavedCard[]>> {
  return api.get<SavedCard[]>('users/me/my-card', options);
}

/** Forgets a saved card (spec §7 DELETE users/me/my-card {card_id}); the gateway drops its token too. Answers the cards left. */
export function deleteSavedCard(api: ApiClient, cardId: string): Promise<Envelope<SavedCard[]>> {
  return api.delete<SavedCard[]>('users/me/my-card', { card_id: cardId });
}

/** Makes this saved card the one preselected at checkout (PUT users/me/my-card/default {card_id}). Answers my cards. */
export function setDefaultCard(api: ApiClient, cardId: string): Promise<Envelope<SavedCard[]>> {
  return api.put<SavedCard[]>('users/me/my-card/default', { card_id: cardId });
}

/**
 * Starts adding a card (decision 0069): the gateway's token for a zero-amount verification. The card itself goes from
 * the browser to `gateway.do_payment_url`. One `idempotencyKey` per card being added, sent again on a retry.
 */
export function startCardVerification(
  api: ApiClient,
  { idempotencyKey, ...options }: CallOptions & { idempotencyKey: string },
): Promise<Envelope<CardVerification>> {
  return api.post<CardVerification>('users/me/my-card/verifications', {}, { ...options, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Asks what became of a card being added (the API asks the gateway): ADDED with the card, FAILED with why, or PENDING. */
export function cardVerificationResult(
  api: ApiClient,
  verificationId: string,
  options?: CallOptions,
): Promise<Envelope<CardVerificationResult>> {
  return api.post<CardVerificationResult>(`users/me/my-card/verifications/${encodeURIComponent(verificationId)}/result`, {}, options);
}

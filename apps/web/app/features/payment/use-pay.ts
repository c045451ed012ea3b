import { channelOf, type GatewayMethod, type Locale } from '@talad/domain';
import { startPayment, type StartedPayment, type StartPaymentBody } from '@talad/sdk';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { typedCardData, type CardToCreate } from './card-entry.ts';
import type { DoPaymentData } from './do-payment.ts';
import { paymentHref } from './paths.ts';
import { isCardMethod, isSlipMethod } from './payment-state.ts';

/** The Do Payment call, fetched when Pay is pressed (while the API answers): the page's first load carries the form only. */
const loadDoPayment = () => import('./do-payment.ts');

/** Gateway result codes the shop words itself (decision 0019); any other shows the gateway's own description. */
const KNOWN_REFUSALS = new Set(['unreachable', '0003', '4001', '4051', '4054', '4063', '4090', '4100', '9004', '9015', '9080', '9999']);

/** The card the gateway charges: one typed on this page, or a saved one (its token stays on the server) with its CVV. */
export type CardToCharge = { kind: 'typed'; card: CardToCreate } | { kind: 'saved'; cvv: string };

/** The Do Payment data for a card: the number and CVV go in here and nowhere else. */
function cardData(card: CardToCharge, installment: StartPaymentBody['installment']): DoPaymentData {
  const plan = installment ? { installmentPeriod: installment.months, bankCode: installment.bank } : {};
  if (card.kind === 'saved') return { securityCode: card.cvv, ...plan };
  return { ...typedCardData(card.card), ...plan };
}

/** Do Payment's data for a slip: the counter's partner, nothing for ATM and PromptPay. */
function slipData(body: StartPaymentBody): DoPaymentData {
  return body.partner ? { agentCode: body.partner } : {};
}

/**
 * Paying on /payment: POST orders/{id}/payments, then on the gateway. Cards go to Do Payment from this browser and
 * follow its answer (the 3-D Secure challenge, done, or a refusal shown on the form); ATM, counter and PromptPay end
 * in a slip; wallets and banks go to the gateway's own page. One Idempotency-Key per attempt: kept for a retry after
 * the network failed (the API answers the same attempt), new once the API has answered. A press while one is under
 * way does nothing; the button stays busy while the browser leaves for the gateway.
 */
export function usePay(orderId: string, locale: Locale, onSlip: () => void, onDeclined: () => void) {
  const { t } = useTranslation();
  const call = useApiCall();
  const navigate = useNavigate();
  const localHref = useLocalHref();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  /** From the press until the answer is shown, or for good once the browser leaves for the next page. */
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const refused = (code: string, description: string) => {
    // The gateway said no to the card (not: the gateway could not be reached): another card is asked for.
    if (code !== 'unreachable') onDeclined();
    if (KNOWN_REFUSALS.has(code)) return setRefusal(t(`payment.refused.${code}`));
    setRefusal(description || t('payment.refused.other'));
  };

  const onGateway = async (started: StartedPayment, body: StartPaymentBody, card: CardToCharge | null): Promise<boolean> => {
    const { gateway, payment } = started;
    if (isSlipMethod(body.method) && payment.slip) {
      onSlip();
      return false;
    }
    if (!isCardMethod(body.method) && !isSlipMethod(body.method)) {
      window.location.assign(gateway.web_payment_url);
      return true;
    }
    const data = card ? cardData(card, body.installment) : slipData(body);
    const { doPayment, nextStep } = await loadDoPayment();
    const answer = await doPayment(gateway.do_payment_url, {
      paymentToken: gateway.payment_token,
      payment: { code: { channelCode: channelOf(body.method as GatewayMethod) }, data },
      locale,
    });
    const step = nextStep(answer, new URL(gateway.do_payment_url).origin, window.location.origin);
    if (step.kind === 'challenge') {
      await navigate(localHref(paymentHref('card-verifying', orderId, { challenge: step.url })));
      return true;
    }
    if (step.kind === 'done' && step.returnUrl) {
      window.location.assign(step.returnUrl);
      return true;
    }
    if (step.kind === 'done') {
      await navigate(localHref(paymentHref('processing', orderId)));
      return true;
    }
    if (step.kind === 'slip') {
      onSlip();
      return false;
    }
    refused(step.code, step.description);
    return false;
  };

  const pay = async (body: StartPaymentBody, card: CardToCharge | null): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    void loadDoPayment().catch(() => undefined);
    setWorking(true);
    setRefusal(null);
    let left = false;
    try {
      attemptKey.current ??= crypto.randomUUID();
      const answer = await call.run((api) => startPayment(api, orderId, body, { idempotencyKey: attemptKey.current! }));
      // Answered (either way): the next press is a new attempt. Unanswered: its retry is the same attempt.
      if (answer.ok || answer.statusCode !== 0) attemptKey.current = null;
      if (!answer.ok) return;
      left = await onGateway(answer.data, body, card);
    } catch (failure) {
      // The Do Payment script could not be fetched (offline at that moment): nothing was sent to the gateway.
      console.error(failure);
      refused('unreachable', '');
    } finally {
      inFlight.current = left;
      setWorking(left);
    }
  };

  return { pay, busy: working, error: call.error ?? refusal };
}

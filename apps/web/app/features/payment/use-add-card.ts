import { cardVerificationResult, startCardVerification, type CardVerificationResult } from '@talad/sdk';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { typedCardData, type CardToCreate } from './card-entry.ts';

/** The Do Payment call, fetched when "Add card" is pressed: the page's first load carries the list and the form only. */
const loadDoPayment = () => import('./do-payment.ts');

/** Gateway codes the page words itself when a card cannot be added; any other reads as "could not be added". */
const KNOWN_REFUSALS = new Set(['unreachable', '4001', '4051', '4054', '4063', '9004', '9080', '9999']);

/** Where adding a card stands: typing it, on the issuer's 3-D Secure challenge, or asking the API what became of it. */
export type AddCardStep = { kind: 'form' } | { kind: 'challenge'; url: string } | { kind: 'checking' };

/**
 * Adding a card on /account/my-card (decision 0069): the API opens a zero-amount verification on the gateway, the card
 * goes from this browser to the gateway's Do Payment (the number and CVV nowhere else), a 3-D Secure challenge is
 * answered in the page's frame (the gateway then brings the whole window back through /2c2p?card=…), and the API is
 * asked for the result. One Idempotency-Key per card: kept for a retry after the network failed, new once answered.
 */
export function useAddCard(onResult: (result: CardVerificationResult) => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const call = useApiCall();
  const { run } = call;
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [step, setStep] = useState<AddCardStep>({ kind: 'form' });
  const [refusal, setRefusal] = useState<string | null>(null);
  /** From the press until the gateway has answered (the API's own calls are busy by themselves). */
  const [working, setWorking] = useState(false);

  const refused = useCallback((code: string) => setRefusal(t(`myCard.refused.${KNOWN_REFUSALS.has(code) ? code : 'other'}`)), [t]);

  /** What became of a verification: the card added (the list is read again), why not, or still waiting. */
  const finish = useCallback(
    async (verificationId: string) => {
      setStep({ kind: 'checking' });
      const answer = await run((api) => cardVerificationResult(api, verificationId));
      setStep({ kind: 'form' });
      if (!answer.ok) return;
      if (answer.data.status === 'FAILED') refused(answer.data.failure?.code ?? 'other');
      else if (answer.data.status === 'PENDING') setRefusal(t('myCard.pending'));
      onResult(answer.data);
    },
    [run, onResult, refused, t],
  );

  const add = async (card: CardToCreate): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setWorking(true);
    setRefusal(null);
    try {
      void loadDoPayment().catch(() => undefined);
      attemptKey.current ??= crypto.randomUUID();
      const started = await call.run((api) => startCardVerification(api, { idempotencyKey: attemptKey.current! }));
      if (started.ok || started.statusCode !== 0) attemptKey.current = null;
      if (!started.ok) return;
      const { gateway, verification_id: verificationId } = started.data;
      const { doPayment, nextStep } = await loadDoPayment();
      const answer = await doPayment(gateway.do_payment_url, {
        paymentToken: gateway.payment_token,
        payment: { code: { channelCode: 'CC' }, data: typedCardData(card) },
        locale,
      });
      const next = nextStep(answer, new URL(gateway.do_payment_url).origin, window.location.origin);
      if (next.kind === 'challenge') setStep({ kind: 'challenge', url: next.url });
      else if (next.kind === 'done') await finish(verificationId);
      else refused(next.kind === 'refused' ? next.code : 'other');
    } catch (failure) {
      // The Do Payment script could not be fetched (offline at that moment): nothing was sent to the gateway.
      console.error(failure);
      refused('unreachable');
    } finally {
      inFlight.current = false;
      setWorking(false);
    }
  };

  const reset = () => {
    setStep({ kind: 'form' });
    setRefusal(null);
  };

  return { add, finish, reset, step, busy: working || call.busy || step.kind === 'checking', error: call.error ?? refusal };
}

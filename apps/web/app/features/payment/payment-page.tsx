import { getMySavedCards } from '@talad/sdk';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { useMemberData } from '../account/use-member-data.ts';
import { NotLoaded, PaymentNotice, PaymentSkeleton } from './payment-notice.tsx';
import { paymentHref } from './paths.ts';
import { paymentPhase } from './payment-state.ts';
import { PaymentForm } from './payment-form.tsx';
import { useOrderPayment } from './use-order-payment.ts';
import { PaymentSummary } from './payment-summary.tsx';
import { usePoll } from './use-poll.ts';

/** The slip (its barcode, the QR's encoder behind it) is fetched only for an order with a slip to pay: most pay by card. */
const SlipView = lazy(() => import('./slip.tsx').then((module) => ({ default: module.SlipView })));

/**
 * /payment?order=<id>: the amount and deadline, then either the slip or QR still waiting to be paid, or the choice of
 * method and the payment itself. A paid order goes on to /payment/complete; one that can no longer be paid says so.
 */
export function PaymentPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const [params] = useSearchParams();
  const payment = useOrderPayment(orderId);
  const cards = useMemberData('GET users/me/my-card', (api, locale) => getMySavedCards(api, { locale }));
  const [changing, setChanging] = useState(false);
  const [awaitingSlip, setAwaitingSlip] = useState(false);
  const phase = payment.status === 'ready' ? paymentPhase(payment.data) : null;
  const showSlip = phase === 'slip' && !changing;
  // A slip waits for the shopper to pay it; a slip just asked for may take a moment to be on the attempt.
  const poll = usePoll(showSlip || (awaitingSlip && phase !== 'slip'), payment.reload);

  if (payment.status !== 'ready') return <NotLoaded status={payment.status} />;
  if (cards.status === 'loading') return <PaymentSkeleton />;
  if (phase === 'paid') return <Navigate to={localHref(paymentHref('complete', orderId))} replace />;
  if (phase === 'closed') {
    return (
      <PaymentNotice
        tone="warning"
        title={t('payment.closed.title')}
        body={t('payment.closed.body', { orderNo: payment.data.order_no })}
        links={[{ to: `/account/my-order/${orderId}`, label: t('payment.toOrder') }]}
      />
    );
  }
  if (awaitingSlip && phase !== 'slip' && !poll.spent) return <PaymentSkeleton label={t('payment.slip.preparing')} />;
  const latest = payment.data.latest;
  return (
    <div className="space-y-4">
      <div className="print:hidden">
        <PaymentSummary payment={payment.data} />
      </div>
      {phase === 'failed' && latest?.failure && (
        <p
          role="alert"
          className="rounded-xl border border-error/30 bg-error/5 px-4 py-3 text-sm text-error-strong"
          data-testid="last-failure"
        >
          {t('payment.lastFailed', { reason: latest.failure.message })}
        </p>
      )}
      {showSlip && latest?.slip ? (
        <Suspense fallback={<PaymentSkeleton label={t('payment.slip.preparing')} />}>
          <SlipView
            payment={payment.data}
            slip={latest.slip}
            waiting={!poll.spent}
            onCheck={poll.restart}
            onChangeMethod={() => setChanging(true)}
          />
        </Suspense>
      ) : (
        <PaymentForm
          payment={payment.data}
          savedCards={cards.data ?? []}
          askedMethod={params.get('method')}
          onSlip={() => {
            setChanging(false);
            setAwaitingSlip(true);
            payment.reload();
          }}
        />
      )}
    </div>
  );
}

import { Navigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { PaymentNotice } from './payment-notice.tsx';
import { useOrderPayment } from './use-order-payment.ts';
import { paymentHref } from './paths.ts';
import { paymentPhase } from './payment-state.ts';
import { usePoll } from './use-poll.ts';

/**
 * /payment/processing: where the shopper lands back from the gateway (through /2c2p). The return itself is never
 * believed: this page reads the order's payment on a bounded schedule until the gateway's notification has settled
 * it, then goes on to complete or failed. If the schedule runs out it says so and offers to look again.
 */
export function ProcessingPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const payment = useOrderPayment(orderId);
  const phase = payment.status === 'ready' ? paymentPhase(payment.data) : null;
  const poll = usePoll(phase === 'pending' || phase === 'slip' || payment.status === 'failed', payment.reload);

  if (phase === 'paid') return <Navigate to={localHref(paymentHref('complete', orderId))} replace />;
  if (phase === 'failed' || phase === 'closed') return <Navigate to={localHref(paymentHref('failed', orderId))} replace />;
  if (phase === 'unpaid') return <Navigate to={localHref(paymentHref('choose', orderId))} replace />;
  if (!poll.spent) {
    return (
      <PaymentNotice tone="waiting" title={t('payment.processing.title')} body={t('payment.processing.body')} testId="payment-processing">
        <p role="status" className="sr-only">
          {t('payment.processing.title')}
        </p>
      </PaymentNotice>
    );
  }
  return (
    <PaymentNotice
      tone="warning"
      title={t('payment.processing.slowTitle')}
      body={t('payment.processing.slowBody')}
      links={[
        { to: `/account/my-order/${orderId}`, label: t('payment.toOrder') },
        ...(phase === 'slip' ? [{ to: paymentHref('choose', orderId), label: t('payment.backToSlip') }] : []),
      ]}
      testId="payment-processing"
    >
      <button type="button" className="btn btn-primary mt-5" onClick={poll.restart}>
        {t('payment.processing.checkAgain')}
      </button>
    </PaymentNotice>
  );
}

import { Navigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';
import { orderTime } from '../order/order-format.ts';
import { NotLoaded, PaymentNotice } from './payment-notice.tsx';
import { useOrderPayment } from './use-order-payment.ts';
import { paymentHref } from './paths.ts';
import { paymentPhase } from './payment-state.ts';

/**
 * /payment/failed: why the payment did not go through (the gateway's reason, in the page's language), and the way
 * on while the order can still be paid — the same method again, or another. An order past its deadline says so.
 */
export function FailedPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  const payment = useOrderPayment(orderId);

  if (payment.status !== 'ready') return <NotLoaded status={payment.status} />;
  const phase = paymentPhase(payment.data);
  if (phase === 'paid') return <Navigate to={localHref(paymentHref('complete', orderId))} replace />;
  if (phase === 'pending') return <Navigate to={localHref(paymentHref('processing', orderId))} replace />;
  const { data } = payment;
  if (phase === 'closed') {
    return (
      <PaymentNotice
        tone="warning"
        title={t('payment.closed.title')}
        body={t('payment.closed.body', { orderNo: data.order_no })}
        links={[
          { to: `/account/my-order/${orderId}`, label: t('payment.toOrder'), primary: true },
          { to: '/', label: t('payment.continueShopping') },
        ]}
        testId="payment-failed"
      />
    );
  }
  const method = data.latest?.method;
  return (
    <PaymentNotice
      tone="error"
      title={t('payment.failed.title')}
      body={
        <>
          <p data-testid="failure-reason">{data.latest?.failure?.message ?? t('payment.failed.noReason')}</p>
          {data.expires_at && <p className="mt-2">{t('payment.failed.stillPayable', { time: orderTime(data.expires_at, locale) })}</p>}
        </>
      }
      links={[
        ...(method ? [{ to: paymentHref('choose', orderId, { method }), label: t('payment.failed.retry'), primary: true }] : []),
        { to: paymentHref('choose', orderId), label: t('payment.changeMethod') },
      ]}
      testId="payment-failed"
    />
  );
}

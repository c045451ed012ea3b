import { formatBaht } from '@talad/domain';
import { Navigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';
import { orderTime } from '../order/order-format.ts';
import { PaidWith } from './paid-with.tsx';
import { NotLoaded, PaymentNotice } from './payment-notice.tsx';
import { useOrderPayment } from './use-order-payment.ts';
import { paymentHref } from './paths.ts';
import { paymentPhase } from './payment-state.ts';

/** /payment/complete: paid — the order number, what was paid and how, and what happens next. */
export function CompletePage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  const payment = useOrderPayment(orderId);

  if (payment.status !== 'ready') return <NotLoaded status={payment.status} />;
  // Opened before the payment settled (or by hand): the processing page tells the truth.
  if (paymentPhase(payment.data) !== 'paid') return <Navigate to={localHref(paymentHref('processing', orderId))} replace />;
  const { data } = payment;
  const paid = data.latest?.status === 'PAID' ? data.latest : null;
  const steps = t('payment.complete.next').split('\n');
  return (
    <PaymentNotice
      tone="success"
      title={t('payment.complete.title')}
      body={t('payment.complete.thanks')}
      links={[
        { to: `/account/my-order/${orderId}`, label: t('payment.toOrder'), primary: true },
        { to: '/', label: t('payment.continueShopping') },
      ]}
      testId="payment-complete"
    >
      <dl className="mt-6 space-y-3 rounded-lg bg-gray-50 p-4 text-left text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{t('payment.orderNo')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="complete-order-no">
            {data.order_no}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{t('payment.complete.amount')}</dt>
          <dd className="text-lg font-bold text-primary tabular-nums" data-testid="complete-amount">
            {formatBaht(paid?.amount ?? data.amount_due, locale)}
          </dd>
        </div>
        {paid && (
          <div className="flex justify-between gap-3">
            <dt className="shrink-0 text-gray-600">{t('payment.complete.paidWith')}</dt>
            <dd className="text-right text-gray-900" data-testid="complete-paid-with">
              <PaidWith attempt={paid} />
            </dd>
          </div>
        )}
        {paid?.paid_at && (
          <div className="flex justify-between gap-3">
            <dt className="text-gray-600">{t('payment.complete.paidAt')}</dt>
            <dd className="text-gray-900">{orderTime(paid.paid_at, locale)}</dd>
          </div>
        )}
      </dl>
      <h2 className="mt-6 text-left text-sm font-bold text-gray-900">{t('payment.complete.nextTitle')}</h2>
      <ol className="mt-2 space-y-2 text-left text-sm text-gray-700">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-bold text-primary">
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </PaymentNotice>
  );
}

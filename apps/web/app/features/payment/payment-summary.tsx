import { formatBaht } from '@talad/domain';
import type { OrderPayment } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Countdown } from '../content/countdown-view.tsx';
import { orderTime } from '../order/order-format.ts';

/** The top of /payment: what is paid for, how much, and until when (a countdown to the order's payment deadline). */
export function PaymentSummary({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="payment-title"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:p-5"
      data-testid="payment-summary"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h1 id="payment-title" className="text-lg font-bold text-gray-900 md:text-xl">
          {t('payment.title')}
        </h1>
        <p className="text-sm text-gray-600">
          {t('payment.orderNo')}{' '}
          <span className="font-semibold text-gray-900" data-testid="payment-order-no">
            {payment.order_no}
          </span>
        </p>
      </div>
      <p className="mt-3 text-sm text-gray-600">{t('payment.amountDue')}</p>
      <p className="text-3xl font-bold text-primary tabular-nums" data-testid="payment-amount">
        {formatBaht(payment.amount_due, locale)}
      </p>
      {payment.expires_at && payment.payable && (
        <div
          className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-amber-900"
          data-testid="payment-deadline"
        >
          <Countdown endsAt={payment.expires_at} renderedAt={Date.now()} label={t('payment.payWithin')} />
          <span className="text-xs">{t('payment.deadline', { time: orderTime(payment.expires_at, locale) })}</span>
        </div>
      )}
    </section>
  );
}

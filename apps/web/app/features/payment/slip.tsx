import { formatBaht } from '@talad/domain';
import type { OrderPayment, PaymentSlip } from '@talad/sdk';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { orderTime } from '../order/order-format.ts';
import { Barcode } from './barcode.tsx';
import { MethodIcon } from './method-icon.tsx';

/** The QR encoder is fetched only when a PromptPay slip is shown. */
const PromptPayQr = lazy(() => import('./promptpay-qr.tsx'));

function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-outline h-8 px-3 text-xs print:hidden"
      onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}
    >
      {copied ? t('payment.slip.copied') : t('payment.slip.copy')}
    </button>
  );
}

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-gray-600">{term}</dt>
      <dd className="text-right font-semibold text-gray-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A slip to pay later (ATM, a counter) or a PromptPay QR, from the order's latest attempt: amount, payment code with
 * its barcode (or the QR), deadline and the steps, printable (print CSS keeps the slip and the shop's name only).
 * The page goes on to "paid" by itself once the gateway tells the shop (the page reads the payment meanwhile).
 */
export function SlipView({
  payment,
  slip,
  waiting,
  onCheck,
  onChangeMethod,
}: {
  payment: OrderPayment;
  slip: PaymentSlip;
  /** The page is reading the payment on its schedule (not spent yet). */
  waiting: boolean;
  onCheck: () => void;
  onChangeMethod: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = slip.kind;
  const title =
    kind === 'COUNTER' && slip.partner
      ? t('payment.slip.title.COUNTER', { partner: t(`payment.partners.${slip.partner}`) })
      : t(`payment.slip.title.${kind}`);
  const steps = t(`payment.slip.steps.${kind}`).split('\n');

  return (
    <section
      aria-labelledby="slip-title"
      className="rounded-xl border border-gray-200 bg-white shadow-sm print:border-0 print:shadow-none"
      data-testid="payment-slip"
    >
      <div className="flex items-center gap-3 border-b border-dashed border-gray-300 px-4 py-3 md:px-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-white print:hidden">
          <MethodIcon method={kind} />
        </span>
        <h2 id="slip-title" className="text-base font-bold text-gray-900">
          {title}
        </h2>
      </div>
      <div className="px-4 py-4 md:px-5">
        {kind === 'PROMPTPAY' && slip.qr_payload && (
          <div className="flex flex-col items-center">
            <div className="rounded-xl border-4 border-[#113566] p-2">
              <p className="mb-1 bg-[#113566] py-1 text-center text-sm font-bold tracking-wide text-white">THAI QR PAYMENT</p>
              <Suspense fallback={<div className="size-56 animate-pulse bg-gray-100 motion-reduce:animate-none" />}>
                <PromptPayQr
                  payload={slip.qr_payload}
                  label={t('payment.slip.qrLabel', { amount: formatBaht(payment.amount_due, locale) })}
                />
              </Suspense>
            </div>
          </div>
        )}
        <dl className="mt-2 divide-y divide-gray-100">
          <Fact term={t('payment.amountDue')}>
            <span className="text-xl text-primary tabular-nums">{formatBaht(payment.amount_due, locale)}</span>
          </Fact>
          <Fact term={t('payment.slip.code')}>
            <span className="flex items-center gap-2">
              <span className="font-mono text-lg tracking-wider" data-testid="slip-payment-code">
                {slip.payment_code}
              </span>
              <CopyCode code={slip.payment_code} />
            </span>
          </Fact>
          <Fact term={t('payment.slip.deadline')} testId="slip-deadline">
            {orderTime(slip.deadline, locale)}
          </Fact>
          <Fact term={t('payment.orderNo')}>{payment.order_no}</Fact>
        </dl>
        {kind !== 'PROMPTPAY' && (
          <div className="mt-3 flex flex-col items-center gap-1">
            <Barcode value={slip.payment_code} label={t('payment.slip.barcodeLabel', { code: slip.payment_code })} />
            <span className="font-mono text-xs tracking-widest text-gray-600">{slip.payment_code}</span>
          </div>
        )}
        <h3 className="mt-4 text-sm font-bold text-gray-900">{t('payment.slip.how')}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-700">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-600">{t('payment.slip.automatic')}</p>
        {payment.simulator_url && (
          <p
            className="mt-3 rounded-lg border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-xs text-amber-900 print:hidden"
            data-testid="sandbox-hint"
          >
            {t('payment.slip.sandbox')}{' '}
            <a href={payment.simulator_url} target="_blank" rel="noreferrer" className="font-semibold underline">
              {t('payment.slip.sandboxLink')}
            </a>
          </p>
        )}
        {waiting && (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-600 print:hidden">
            <span className="size-3 animate-pulse rounded-full bg-primary motion-reduce:animate-none" aria-hidden="true" />
            {t('payment.slip.waiting')}
          </p>
        )}
        <div className="mt-4 grid gap-2 sm:grid-cols-2 print:hidden">
          {kind !== 'PROMPTPAY' && (
            <button type="button" className="btn btn-outline" onClick={() => window.print()}>
              {t('payment.slip.print')}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onCheck}>
            {t('payment.slip.check')}
          </button>
          <button type="button" className="btn text-primary hover:bg-primary/5 sm:col-span-2" onClick={onChangeMethod}>
            {t('payment.changeMethod')}
          </button>
        </div>
      </div>
    </section>
  );
}

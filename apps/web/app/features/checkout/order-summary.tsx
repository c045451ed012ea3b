import { formatBaht } from '@talad/domain';
import type { CheckoutPreview, CheckoutProblem } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { LineRow } from '../order/order-parts.tsx';

/** A <dl> takes only dt/dd pairs in divs: the total's rule above it is the row's own border. */
function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold text-gray-900' : 'text-sm text-gray-700'}`}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** The lines as they will be frozen into the order, each with what stops the order about it (stock, flash-sale limits). */
export function PreviewLines({ preview, problems }: { preview: CheckoutPreview; problems: CheckoutProblem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('checkout.items')}>
      {preview.lines.map((line) => (
        <LineRow
          key={`${line.variant_id}-${line.is_gift}`}
          testId="checkout-line"
          image={line.image}
          name={line.name}
          options={line.options}
          quantity={line.quantity}
          isGift={line.is_gift}
          lineTotal={line.line_total}
        >
          {problems
            .filter((problem) => problem.variant_id === line.variant_id && !line.is_gift)
            .map((problem) => (
              <p key={problem.code} role="alert" data-testid="line-problem" className="mt-1 text-xs text-error-strong">
                {problem.message}
                {problem.available !== null && problem.available > 0 && ` · ${t('checkout.atMost', { count: problem.available })}`}
              </p>
            ))}
        </LineRow>
      ))}
    </ul>
  );
}

/** The exact totals from POST checkout/preview: the order will have these, to the satang. */
export function OrderSummary({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation();
  const language = useLocale();
  const baht = (amount: number) => formatBaht(amount, language);
  return (
    <div data-testid="checkout-summary">
      <dl className="space-y-2">
        <Row label={t('checkout.subtotal')}>{baht(preview.subtotal)}</Row>
        {preview.adjustments
          .filter((adjustment) => adjustment.target === 'items' && adjustment.amount > 0)
          .map((adjustment) => (
            <Row key={`${adjustment.source}-${adjustment.id}`} label={adjustment.title}>
              −{baht(adjustment.amount)}
            </Row>
          ))}
        <Row label={t('checkout.deliveryFee')}>{preview.delivery_fee === 0 ? t('checkout.free') : baht(preview.delivery_fee)}</Row>
        {preview.delivery_discount > 0 && <Row label={t('checkout.deliveryDiscount')}>−{baht(preview.delivery_discount)}</Row>}
        {preview.cashback_used > 0 && <Row label={t('checkout.cashbackUsed')}>−{baht(preview.cashback_used)}</Row>}
        <Row label={t('checkout.total')} strong>
          <span data-testid="checkout-total">{baht(preview.total)}</span>
        </Row>
      </dl>
      <p className="mt-1 text-right text-xs text-gray-500">{t('checkout.vatIncluded', { amount: baht(preview.vat_included) })}</p>
      {preview.cashback_earned > 0 && (
        <p className="mt-1 text-right text-xs text-success-strong">
          {t('checkout.cashbackEarned', { amount: baht(preview.cashback_earned) })}
        </p>
      )}
    </div>
  );
}

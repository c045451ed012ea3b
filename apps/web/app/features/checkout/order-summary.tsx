import { formatBaht } from '@talad/domain';
import type { CheckoutPreview } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Picture } from '../media/picture.tsx';

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-bold text-gray-900' : 'text-sm text-gray-700'}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** The lines as they will be frozen into the order. */
export function PreviewLines({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation();
  const language = useLocale();
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('checkout.items')}>
      {preview.lines.map((line) => (
        <li key={`${line.variant_id}-${line.is_gift}`} className="flex gap-3 py-3" data-testid="checkout-line">
          <Picture
            src={line.image}
            alt=""
            width={64}
            height={64}
            sizes="64px"
            className="size-16 shrink-0 rounded-md border border-gray-100 object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 font-semibold text-gray-900">{line.name}</p>
            {Object.values(line.options).length > 0 && <p className="text-xs text-gray-500">{Object.values(line.options).join(' · ')}</p>}
            <p className="text-xs text-gray-600">
              {t('checkout.quantity', { count: line.quantity })}
              {line.is_gift && <span className="ml-2 rounded bg-success/10 px-1.5 py-0.5 text-success">{t('checkout.gift')}</span>}
            </p>
          </div>
          <p className="text-sm font-semibold text-gray-900 tabular-nums">{formatBaht(line.line_total, language)}</p>
        </li>
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
    <dl className="space-y-2" data-testid="checkout-summary">
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
      <div className="border-t border-gray-200 pt-2">
        <Row label={t('checkout.total')} strong>
          <span data-testid="checkout-total">{baht(preview.total)}</span>
        </Row>
        <p className="mt-1 text-right text-xs text-gray-500">{t('checkout.vatIncluded', { amount: baht(preview.vat_included) })}</p>
        {preview.cashback_earned > 0 && (
          <p className="mt-1 text-right text-xs text-success">{t('checkout.cashbackEarned', { amount: baht(preview.cashback_earned) })}</p>
        )}
      </div>
    </dl>
  );
}

import type { PriceChangeEntry, ScheduledPriceChange, StockAdjustmentEntry } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { PriceText } from './product-list.tsx';
import { CancelScheduleButton } from './variant-forms.tsx';

/** The scheduled changes: pending ones can be cancelled; the rest say what became of them. */
export function ScheduledList({ items }: { items: ScheduledPriceChange[] }) {
  const { t } = useT();
  const format = useFormat();
  if (items.length === 0) return <p className="text-muted">{t('catalogue.noScheduled')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((change) => (
        <li key={change.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-accent-soft p-3">
          <span>
            <span className="block font-semibold">{format.moment(change.run_at)}</span>
            <span className="block text-sm">
              {[
                change.price === null ? null : t('catalogue.changeList', { amount: format.money(change.price) }),
                !change.sets_special_price
                  ? null
                  : change.special_price === null
                    ? t('catalogue.changeNoSpecial')
                    : t('catalogue.changeSpecial', { amount: format.money(change.special_price) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span className="block text-sm text-muted">
              {t(`catalogue.state.${change.state}`)} · {change.scheduled_by}
            </span>
          </span>
          {change.state === 'pending' && <CancelScheduleButton id={change.id} />}
        </li>
      ))}
    </ul>
  );
}

export function PriceHistory({ items }: { items: PriceChangeEntry[] }) {
  const { t } = useT();
  const format = useFormat();
  if (items.length === 0) return <p className="text-muted">{t('catalogue.noPriceChanges')}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {items.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-line p-3">
          <span className="flex flex-wrap items-center gap-2">
            <PriceText price={entry.price_before} special={entry.special_price_before} />
            <span aria-hidden="true">→</span>
            <span className="sr-only">{t('catalogue.becomes')}</span>
            <PriceText price={entry.price_after} special={entry.special_price_after} />
          </span>
          <span className="block text-sm text-muted">
            {format.moment(entry.at)} · {t(`catalogue.source.${entry.source}`)} · {entry.by}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function StockHistory({ items }: { items: StockAdjustmentEntry[] }) {
  const { t } = useT();
  const format = useFormat();
  if (items.length === 0) return <p className="text-muted">{t('catalogue.noAdjustments')}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {items.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-line p-3">
          <span className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold">
              {entry.delta > 0 ? '+' : ''}
              {format.count(entry.delta)} · {t(`catalogue.reasons.${entry.reason}`)}
            </span>
            <span>{t('catalogue.stockAfter', { count: format.count(entry.stock_after) })}</span>
          </span>
          {entry.note && <span className="block break-words">{entry.note}</span>}
          <span className="block text-sm text-muted">
            {format.moment(entry.at)} · {entry.by}
          </span>
        </li>
      ))}
    </ol>
  );
}

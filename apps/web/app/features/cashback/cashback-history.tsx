import { formatBaht, type Locale } from '@talad/domain';
import type { CashbackEntry } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { cashbackDay } from './cashback-format.ts';

/** One ledger entry: what it was (its type), whether it still counts (its status), its order, date and signed amount. */
function EntryRow({ entry, locale }: { entry: CashbackEntry; locale: Locale }) {
  const { t } = useTranslation();
  const cancelled = entry.status === 'CANCELED';
  const sign = entry.amount > 0 ? '+' : '−';
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="cashback-entry">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{t(`cashback.type.${entry.type}`)}</p>
        <p className="text-xs break-words text-gray-600">
          {cashbackDay(entry.created_at, locale)}
          {entry.order_no && ` · ${t('cashback.order', { orderNo: entry.order_no })}`}
        </p>
        {entry.expires_at && !cancelled && (
          <p className="text-xs text-gray-600">{t('cashback.validUntil', { date: cashbackDay(entry.expires_at, locale) })}</p>
        )}
      </div>
      <div className="shrink-0 text-right">
        <p
          className={`font-semibold ${cancelled ? 'text-gray-500 line-through' : entry.amount > 0 ? 'text-success-strong' : 'text-gray-900'}`}
        >
          {sign}
          {formatBaht(Math.abs(entry.amount), locale)}
        </p>
        <p
          className={`mt-1 inline-block rounded px-2 py-0.5 text-xs font-semibold ${cancelled ? 'bg-gray-100 text-gray-700' : 'bg-success/15 text-success-strong'}`}
        >
          {t(`cashback.status.${entry.status}`)}
        </p>
      </div>
    </li>
  );
}

/** The ledger, newest first. */
export function CashbackHistory({ entries, locale }: { entries: CashbackEntry[]; locale: Locale }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="py-6 text-center text-gray-600">{t('cashback.none')}</p>;
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('cashback.history')}>
      {entries.map((entry) => (
        <EntryRow key={entry.id} entry={entry} locale={locale} />
      ))}
    </ul>
  );
}

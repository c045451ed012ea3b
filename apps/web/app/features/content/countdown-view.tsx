import { useTranslation } from '../../lib/i18n.ts';
import { formatMoment } from '../../lib/dates.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTimeLeft } from './countdown.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** Time left until `endsAt`, ticking each second; `renderedAt` is the server's clock at render (hydration-safe). */
export function Countdown({ endsAt, renderedAt, label }: { endsAt: string; renderedAt: number; label: string }) {
  const { t } = useTranslation();
  const left = useTimeLeft(endsAt, renderedAt);
  const locale = useLocale();
  const parts = [left.days > 0 ? `${left.days}${t('countdown.days')}` : null, two(left.hours), two(left.minutes), two(left.seconds)].filter(
    Boolean,
  );
  return (
    <p className="inline-flex items-center gap-2 text-sm font-semibold">
      <span>{left.over ? t('countdown.over') : label}</span>
      {!left.over && (
        // A fixed, strictly contained box: the text changing every second never relayouts the rest of the page.
        <time
          dateTime={endsAt}
          className="inline-block h-6 w-[7.5rem] rounded-md bg-gray-900 text-center font-mono text-sm leading-6 text-white tabular-nums [contain:strict]"
          aria-label={t('countdown.until', { time: formatMoment(endsAt, locale, 'dayTime') })}
        >
          {parts.join(':').replace(/:(?=\d+\D)/, ' ')}
        </time>
      )}
    </p>
  );
}

/** How much of a flash-sale quota is sold. */
export function QuotaBar({ quota, sold }: { quota: number; sold: number }) {
  const { t } = useTranslation();
  const percent = quota > 0 ? Math.min(100, Math.round((sold / quota) * 100)) : 100;
  const left = Math.max(0, quota - sold);
  return (
    <div>
      <div
        className="h-2 overflow-hidden rounded-full bg-error/15"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={sold}
        aria-label={t('flashSale.sold')}
      >
        <div className="h-full rounded-full bg-error" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-gray-600">{left > 0 ? t('flashSale.left', { count: left, quota }) : t('flashSale.soldOut')}</p>
    </div>
  );
}

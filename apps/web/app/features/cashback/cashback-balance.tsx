import { formatBaht, type Locale } from '@talad/domain';
import type { CashbackAmount } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { cashbackDay } from './cashback-format.ts';

/** The balance the member can spend at checkout, and what of it expires next, when. */
export function CashbackBalance({ amount, locale }: { amount: CashbackAmount; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl bg-primary/10 p-5" data-testid="cashback-balance">
      <p className="text-sm text-gray-700">{t('cashback.balance')}</p>
      <p className="text-3xl font-bold text-gray-900">{formatBaht(amount.balance, locale)}</p>
      <p className="mt-2 text-sm text-gray-700" data-testid="cashback-next-expiry">
        {amount.next_expiry
          ? t('cashback.nextExpiry', {
              amount: formatBaht(amount.next_expiry.amount, locale),
              date: cashbackDay(amount.next_expiry.expires_at, locale),
            })
          : t('cashback.noExpiry')}
      </p>
      <p className="mt-1 text-xs text-gray-600">{t('cashback.validity', { count: amount.valid_days })}</p>
    </div>
  );
}

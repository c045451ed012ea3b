import { CARD_BRAND_NAMES, formatBaht } from '@talad/domain';
import type { PaymentAttempt } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** How an attempt was paid, in words: the method, the card's brand and last four, the installment plan. */
export function PaidWith({ attempt }: { attempt: PaymentAttempt }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parts = [t(`checkout.methods.${attempt.method}`)];
  if (attempt.card) parts.push(`${CARD_BRAND_NAMES[attempt.card.brand] || t('payment.card.card')} •••• ${attempt.card.last4}`);
  if (attempt.installment) {
    parts.push(
      t('payment.installment.plan', {
        bank: t(`payment.banks.${attempt.installment.bank}`),
        count: attempt.installment.months,
        amount: formatBaht(attempt.installment.monthly, locale),
      }),
    );
  }
  return <>{parts.join(' · ')}</>;
}

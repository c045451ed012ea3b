import { AccountPage } from '../../features/account/account-page.tsx';
import { SavedCards } from '../../features/payment/saved-cards.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('myCard.title', 'myCard.intro');

/** /account/my-card: the member's saved cards (spec §2, §7). */
export default function MyCardPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('myCard.title')} intro={t('myCard.intro')} testId="my-cards">
      <SavedCards />
    </AccountPage>
  );
}

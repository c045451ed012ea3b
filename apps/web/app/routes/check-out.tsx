import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { privateMeta } from '../lib/private-meta.ts';
import { useSession } from '../lib/session.tsx';
import { OpeningStatus } from '../ui/opening-status.tsx';

export const meta = privateMeta('checkout.title');

/** /check-out (spec §2): a member's page, rendered after hydration from the session in browser storage. */
export default function CheckOut() {
  const { t } = useTranslation();
  const { role, ready } = useSession();
  return (
    // A screen's height from the first paint: the footer stays below the fold when the page fills in (no layout shift).
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-6 md:py-8">
      {ready && role === 'user' ? <CheckoutPage /> : <OpeningStatus title={t('checkout.opening')} body={t('checkout.openingBody')} />}
    </div>
  );
}

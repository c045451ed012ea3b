import { Outlet } from 'react-router';
import { LockIcon } from '../../features/payment/method-icon.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useBrand } from '../../lib/shell-data.ts';
import { BrandLink } from '../header.tsx';

/**
 * Layout "blank" (spec §2) for the payment pages: the brand and a word that the page is secure, nothing to wander off
 * to mid-payment. One column, as wide as a phone's screen or a hosted payment page.
 */
export default function BlankLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="min-h-dvh bg-gray-50 print:bg-white">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3 px-4 py-3">
          <BrandLink brand={brand} />
          <span className="flex items-center gap-1.5 text-xs font-semibold text-success-strong print:hidden">
            <LockIcon />
            {t('payment.secureBadge')}
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-xl px-4 py-5 md:py-8">
        <Outlet />
      </main>
    </div>
  );
}

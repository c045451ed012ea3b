import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localizePath } from '../../lib/locale-path.ts';
import { isBannerHiddenOn } from './consent-state.ts';
import { useCookieConsent } from './cookie-consent.tsx';

export function CookieBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, acceptCookies, openSettings } = useCookieConsent();
  if (!state.bannerVisible || isBannerHiddenOn(pathname)) return null;

  return (
    <section
      aria-label={t('cookie.bannerLabel')}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 shadow-[0_-4px_24px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <p className="flex-1 text-sm text-gray-700">
          {t('cookie.bannerText')}{' '}
          <Link
            to={localizePath('/p/policy', localeFromPath(pathname))}
            className="font-semibold text-primary underline underline-offset-2"
          >
            {t('cookie.policyLink')}
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="btn btn-outline flex-1 md:flex-none" onClick={openSettings}>
            {t('cookie.settings')}
          </button>
          <button type="button" className="btn btn-primary flex-1 md:flex-none" onClick={acceptCookies}>
            {t('cookie.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}

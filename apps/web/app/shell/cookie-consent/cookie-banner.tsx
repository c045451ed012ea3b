import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localizePath } from '../../lib/locale-path.ts';
import { isBannerHiddenOn } from './consent-state.ts';
import { useCookieConsent } from './cookie-consent.tsx';

/** The page's variable that bars fixed at the bottom of the screen sit on (the cart's checkout bar on a phone). */
const HEIGHT_VARIABLE = '--cookie-banner-height';

/**
 * While the banner is shown, its height is published as --cookie-banner-height, so that a bar fixed at the bottom
 * stays above it and can still be pressed (the banner had covered the cart's checkout button on phones).
 */
function usePublishedHeight(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [banner, shown]);
}

export function CookieBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, acceptCookies, openSettings } = useCookieConsent();
  const banner = useRef<HTMLElement>(null);
  const shown = state.bannerVisible && !isBannerHiddenOn(pathname);
  usePublishedHeight(banner, shown);
  if (!shown) return null;

  return (
    <section
      ref={banner}
      aria-label={t('cookie.bannerLabel')}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 shadow-[0_-4px_24px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6">
        <p className="flex-1 text-sm text-gray-700">
          {/* One short line on a phone: the banner comes 3 s after the first load (spec §4), and a long paragraph then
              outgrew a text-only page's own content as its largest paint (cart and checkout: LCP 3.2 s). */}
          <span className="md:hidden">{t('cookie.bannerShort')}</span>
          <span className="hidden md:inline">{t('cookie.bannerText')}</span>{' '}
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

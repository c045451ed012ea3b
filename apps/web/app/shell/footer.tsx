import { useTranslation } from '../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localizePath } from '../lib/locale-path.ts';
import type { Brand } from '../lib/brands.tsx';
import { useCookieConsent } from './cookie-consent/cookie-consent.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

export function Footer({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const { openSettings } = useCookieConsent();

  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 text-sm text-gray-700">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr]">
        <div>
          <p className="flex items-center gap-2 text-base font-bold text-gray-900">
            <brand.Logo className="size-8" />
            {brand.name}
          </p>
          <p className="mt-3 max-w-md">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <h2 className="font-bold text-gray-900">{t('footer.links')}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={localizePath('/p/policy', locale)} className="hover:text-primary hover:underline">
                {t('footer.cookiePolicy')}
              </Link>
            </li>
            <li>
              <button type="button" onClick={openSettings} className="hover:text-primary hover:underline">
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <ThemeSwitch />
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-600">
        {t('footer.rights', { year: new Date().getFullYear(), name: brand.name })}
      </p>
    </footer>
  );
}

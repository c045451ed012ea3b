import { useTranslation } from '../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { localeCookie } from '../lib/locale-cookie.ts';
import { localeFromPath, switchLocalePath } from '../lib/locale-path.ts';
import { LOCALE_SWITCH_ATTRIBUTE } from './hydration-scripts.tsx';

/**
 * Links to the same page and query in the other language, and remembers the choice in the locale cookie (before
 * hydration the starter script of hydration-scripts.tsx does).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const target = localeFromPath(location.pathname) === 'th' ? 'en' : 'th';

  return (
    <Link
      to={switchLocalePath(location, target)}
      hrefLang={target}
      lang={target}
      title={t('language.switchLabel')}
      data-testid="language-switch"
      {...{ [LOCALE_SWITCH_ATTRIBUTE]: '' }}
      onClick={() => {
        document.cookie = localeCookie(target);
      }}
      className={`inline-flex h-[38px] items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      {t('language.switch')}
    </Link>
  );
}

import { useTranslation } from '../lib/i18n.ts';
import { Form, useLocation } from 'react-router';
import { localeFromPath, localizePath } from '../lib/locale-path.ts';

/** A plain GET form to /search (the search page arrives with its own issue), so it works before hydration too. */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Form method="get" action={localizePath('/search', localeFromPath(pathname))} role="search" className={`relative ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id="site-search"
        name="search"
        type="search"
        placeholder={t('header.searchPlaceholder')}
        className="field h-[38px] w-full rounded-full border border-gray-300 bg-gray-50 pr-11 pl-4 text-sm"
      />
      <button type="submit" aria-label={t('header.searchSubmit')} className="icon-button absolute top-0 right-1 h-[38px]">
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Form>
  );
}

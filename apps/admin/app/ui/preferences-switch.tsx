import { useFetcher, useLocation } from 'react-router';
import { useT } from '../lib/i18n.ts';
import type { ThemeChoice } from '../lib/preferences.ts';

/**
 * The staff member's language and theme, kept for them (routes/preferences.tsx). A plain form too: it works before
 * the page's scripts have run, coming back to the same page.
 */
export function PreferencesSwitch({ theme }: { theme: ThemeChoice }) {
  const { t, language } = useT();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const back = pathname + search;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <fetcher.Form method="post" action="/preferences">
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="language" value={language === 'th' ? 'en' : 'th'} />
        <button type="submit" className="btn btn-outline min-h-9 px-3 text-sm" lang={language === 'th' ? 'en' : 'th'}>
          {language === 'th' ? 'English' : 'ภาษาไทย'}
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" action="/preferences">
        <input type="hidden" name="back" value={back} />
        <label className="sr-only" htmlFor="theme-choice">
          {t('preferences.theme')}
        </label>
        <select
          id="theme-choice"
          name="theme"
          defaultValue={theme}
          className="field min-h-9 w-auto py-1 text-sm"
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
        >
          <option value="device">{t('preferences.themeDevice')}</option>
          <option value="light">{t('preferences.themeLight')}</option>
          <option value="dark">{t('preferences.themeDark')}</option>
        </select>
        <noscript>
          <button type="submit" className="btn btn-outline min-h-9 px-3 text-sm">
            {t('preferences.apply')}
          </button>
        </noscript>
      </fetcher.Form>
    </div>
  );
}

import type { StaffMe } from '@talad/contract';
import type { Locale } from '@talad/domain';
import { updateStaffMe, type AdminClient } from '@talad/sdk/admin';
import { cookieValue, LANGUAGE_COOKIE, preferenceCookie, THEME_COOKIE, type Theme, type ThemeChoice } from './preferences.ts';

/**
 * The member's language and theme follow them from browser to browser (GET/PATCH admin/me keep them on their account),
 * and the latest choice wins: a choice made in this browser (its cookie, on the sign-in page say) is written to the
 * account at sign-in; a browser without one takes the account's. Answers the cookies to set.
 */
export async function settlePreferences(api: AdminClient, me: StaffMe, request: Request, secure: boolean): Promise<string[]> {
  const cookies = request.headers.get('cookie');
  const chosenLanguage = cookieValue(cookies, LANGUAGE_COOKIE);
  const chosenTheme = cookieValue(cookies, THEME_COOKIE);
  const change: { locale?: Locale; theme?: Theme } = {};
  const set: string[] = [];
  if (chosenLanguage === 'th' || chosenLanguage === 'en') {
    if (chosenLanguage !== me.locale) change.locale = chosenLanguage;
  } else set.push(preferenceCookie(LANGUAGE_COOKIE, me.locale, secure));
  if (chosenTheme === 'light' || chosenTheme === 'dark') {
    if (chosenTheme !== me.theme) change.theme = chosenTheme;
  } else if (chosenTheme !== 'device') set.push(preferenceCookie(THEME_COOKIE, me.theme, secure));
  // Best effort: a preference the account did not take is still this browser's.
  if (change.locale || change.theme) await updateStaffMe(api, change);
  return set;
}

/** A choice made while signed in is kept on the account too ('device' is this browser's alone). */
export async function keepOnAccount(api: AdminClient, language: Locale | undefined, theme: ThemeChoice | undefined): Promise<void> {
  const change = { ...(language ? { locale: language } : {}), ...(theme && theme !== 'device' ? { theme } : {}) };
  if (api.signedIn && Object.keys(change).length > 0) await updateStaffMe(api, change);
}

import { isLocale } from '@talad/domain';
import { redirect } from 'react-router';
import { keepOnAccount } from '../lib/account-preferences.server.ts';
import { adminApiOf } from '../lib/api.server.ts';
import { LANGUAGE_COOKIE, THEME_COOKIE, isThemeChoice, preferenceCookie } from '../lib/preferences.ts';
import { serverFacts } from '../lib/request-context.ts';
import type { Route } from './+types/preferences';

/**
 * Keeps the staff member's language or theme (cookies: lib/preferences.ts; their account too when signed in) and goes
 * back to the page they were on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { secure } = context.get(serverFacts);
  const headers = new Headers();
  const language = form.get('language');
  const theme = form.get('theme');
  if (isLocale(language)) headers.append('Set-Cookie', preferenceCookie(LANGUAGE_COOKIE, language, secure));
  if (isThemeChoice(theme)) headers.append('Set-Cookie', preferenceCookie(THEME_COOKIE, theme, secure));
  await keepOnAccount(adminApiOf(request, context), isLocale(language) ? language : undefined, isThemeChoice(theme) ? theme : undefined);
  return redirect(backWithin(form.get('back')), { headers });
}

/** Back to a page of the back office, never elsewhere (the field comes from the form, which anyone can write). */
function backWithin(back: FormDataEntryValue | null): string {
  return typeof back === 'string' && /^\/(?!\/)[^\\]*$/.test(back) ? back : '/';
}

export function loader() {
  return redirect('/');
}

import type { Locale } from '@talad/domain';
import { translatorOf, type MessageValues } from './i18n.ts';

/**
 * A screen's <title> ("Orders · Talad back office"; WCAG 2.4.2) in the staff member's language, read from the root
 * loader's preferences. A route's meta replaces its parents', so the robots line is repeated with it.
 */
export function pageTitle(matches: readonly unknown[], key: string, values?: MessageValues) {
  const root = matches[0] as { loaderData?: { language?: Locale } } | undefined;
  const { t } = translatorOf(root?.loaderData?.language ?? 'th');
  return [{ title: `${t(key, values)} · ${t('app.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

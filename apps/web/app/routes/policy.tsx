import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { brandNameOf, pageMeta, shellDataOf } from '../lib/seo.ts';
import { useBrand } from '../lib/shell-data.ts';
import { useCookieConsent } from '../shell/cookie-consent/cookie-consent.tsx';
import type { Route } from './+types/policy';

export function meta({ matches, location }: Route.MetaArgs) {
  const shell = shellDataOf(matches);
  const { t } = i18nFor(localeFromPath(location.pathname));
  return pageMeta({
    title: t('policy.title'),
    description: t('policy.description', { name: brandNameOf(shell) }),
    pathname: location.pathname,
    shell,
  });
}

const POLICY_SECTIONS = [
  { title: 'cookie.essential.title', text: 'policy.essential' },
  { title: 'cookie.analyticsCookies.title', text: 'policy.analytics' },
  { title: 'cookie.marketingCookies.title', text: 'policy.marketing' },
  { title: 'cookie.googleConsentCookies.title', text: 'policy.google' },
] as const;

/** /p/policy: the cookie policy, with a way back into the cookie settings. */
export default function CookiePolicy() {
  const { t } = useTranslation();
  const { name } = useBrand();
  const { openSettings } = useCookieConsent();

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-gray-800">
      <h1 className="text-3xl font-bold text-gray-900">{t('policy.title')}</h1>
      <p className="mt-2 text-sm text-gray-600">{t('policy.updated')}</p>
      <p className="mt-6">{t('policy.intro', { name })}</p>

      <h2 className="mt-10 text-xl font-bold text-gray-900">{t('policy.kindsTitle')}</h2>
      <dl className="mt-4 space-y-4">
        {POLICY_SECTIONS.map((kind) => (
          <div key={kind.title} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="font-semibold text-gray-900">{t(kind.title)}</dt>
            <dd className="mt-1 text-gray-700">{t(kind.text)}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-10 text-xl font-bold text-gray-900">{t('policy.changeTitle')}</h2>
      <p className="mt-3">{t('policy.change')}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={openSettings}>
        {t('cookie.settings')}
      </button>

      <h2 className="mt-10 text-xl font-bold text-gray-900">{t('policy.contactTitle')}</h2>
      <p className="mt-3">{t('policy.contact', { name })}</p>
    </article>
  );
}

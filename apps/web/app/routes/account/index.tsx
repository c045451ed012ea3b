import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { i18nFor } from '../../lib/i18n.ts';
import { localeFromPath, localizeHref } from '../../lib/locale-path.ts';
import { pageMeta, shellDataOf } from '../../lib/seo.ts';
import { useAccountContext } from '../../shell/layouts/account.tsx';
import type { Route } from './+types/index';

export function meta({ matches, location }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  return pageMeta({ title: t('account.title'), description: t('account.welcome'), pathname: location.pathname, shell: shellDataOf(matches), noindex: true });
}

/** /account: who is signed in and where to go next. The profile screen replaces this with its own issue. */
export default function AccountHome() {
  const { t } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  const { member, menu } = useAccountContext();

  return (
    <section aria-labelledby="account-title" data-testid="account-home">
      <h1 id="account-title" className="text-2xl font-bold text-gray-900">
        {t('account.title')}
      </h1>
      <p className="mt-2 text-gray-600">{t('account.welcome')}</p>
      <p className="mt-4 text-sm text-gray-700">
        {t('account.userId')}: <span data-testid="account-user-id" className="font-mono font-semibold">{member.user_id}</span>
      </p>
      {menu.status === 'ready' && (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {menu.items.map((item) => (
            <li key={item.key}>
              <Link to={localizeHref(item.path, locale)} className="block rounded-xl border border-gray-200 bg-white p-4 font-semibold text-gray-800 hover:border-primary hover:text-primary">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

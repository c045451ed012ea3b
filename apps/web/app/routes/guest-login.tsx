import { GuestLoginPrompt } from '../features/auth/guest-login-prompt.tsx';
import { i18nFor } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { pageMeta, shellDataOf } from '../lib/seo.ts';
import type { Route } from './+types/guest-login';

export function meta({ matches, location }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  return pageMeta({
    title: t('guestLogin.title'),
    description: t('guestLogin.prompt'),
    pathname: location.pathname,
    shell: shellDataOf(matches),
    noindex: true,
  });
}

export default function GuestLogin() {
  return <GuestLoginPrompt />;
}

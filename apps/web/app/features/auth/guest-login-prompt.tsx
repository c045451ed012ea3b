import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { homePath, localeFromPath, localizePath } from '../../lib/locale-path.ts';
import { useBrand, useShellData } from '../../lib/shell-data.ts';

/** The sign-in prompt of /guest/login and /m/guest/login; `base` is '' on desktop and '/m' on mobile. */
export function GuestLoginPrompt({ base }: { base: '' | '/m' }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { config } = useShellData();
  const locale = localeFromPath(useLocation().pathname);
  const to = (path: string) => localizePath(base + path, locale);

  return (
    <section aria-labelledby="guest-login-title" data-testid="guest-login" className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        <brand.Logo className="mx-auto size-16" />
        <p className="mt-3 font-bold text-gray-900">{brand.name}</p>
        <h1 id="guest-login-title" className="mt-6 text-2xl font-bold text-gray-900">
          {t('guestLogin.title')}
        </h1>
        <p className="mt-2 text-gray-600">{t('guestLogin.prompt')}</p>
        <div className="mt-8 flex flex-col gap-3">
          <Link to={to('/login')} className="btn btn-primary">
            {t('guestLogin.login')}
          </Link>
          <Link to={to('/register')} className="btn btn-outline">
            {t('guestLogin.register')}
          </Link>
          {config.googleClientId && (
            <>
              <p className="my-1 flex items-center gap-3 text-xs text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
                {t('guestLogin.or')}
              </p>
              <Link to={`${to('/login')}?social=Google`} className="btn btn-outline gap-2" data-testid="google-sign-in">
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                  <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2-1.9 3.2-4.7 3.2-8.1z" />
                  <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
                  <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10z" />
                  <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
                </svg>
                {t('guestLogin.google')}
              </Link>
            </>
          )}
        </div>
        <Link to={homePath(locale)} className="mt-8 inline-block text-sm font-semibold text-primary underline underline-offset-2">
          {t('guestLogin.continueShopping')}
        </Link>
      </div>
    </section>
  );
}

import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { homePath } from '../../lib/locale-path.ts';
import { useBrand } from '../../lib/shell-data.ts';
import { useFlowPaths } from './flow-paths.ts';
import { SocialButtons } from './social-buttons.tsx';

/**
 * The sign-in prompt of /guest/login and /m/guest/login, offering every way in: password, OTP, registration, password
 * recovery, and the social providers the API has configured; each keeps the page the guest came from (?redirect=).
 */
export function GuestLoginPrompt() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { to, locale } = useFlowPaths();

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
          <Link to={to('/login/otp')} className="btn btn-outline">
            {t('auth.login.withOtp')}
          </Link>
          <Link to={to('/forgot-password')} className="text-sm font-semibold text-primary">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <SocialButtons />
        <Link to={homePath(locale)} className="mt-8 inline-block text-sm font-semibold text-primary underline underline-offset-2">
          {t('guestLogin.continueShopping')}
        </Link>
      </div>
    </section>
  );
}

import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { SocialButtons } from '../../features/auth/social-buttons.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('auth.register.title', 'auth.register.intro');

/** /register: start with a phone number, or with a social account that prefills the profile. */
export default function Register() {
  const { t } = useTranslation();
  const { to, mobile } = useFlowPaths();
  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')} testId="register">
      <Link
        to={to('/register/phone')}
        onClick={() => {
          authStore().resetFlow();
          authStore().update({ registerType: 'phone', isOnNs: mobile });
        }}
        className="btn btn-primary w-full"
      >
        {t('auth.register.withPhone')}
      </Link>
      <SocialButtons />
      <p className="mt-6 text-center text-sm text-gray-600">
        {t('auth.register.haveAccount')}{' '}
        <Link to={to('/login')} className="font-semibold text-primary">
          {t('auth.login.title')}
        </Link>
      </p>
    </AuthCard>
  );
}

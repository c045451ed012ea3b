import { getPrivacyPolicy } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { authStore, useAuthState } from '../../features/auth/auth-store.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { useRegisterStep } from '../../features/auth/register-steps.ts';
import { FormError } from '../../ui/fields.tsx';
import { serverApi } from '../../lib/api.server.ts';
import { localeFromPath } from '../../lib/locale-path.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { settle } from '../../lib/settle.ts';
import type { Route } from './+types/register-privacy-policy';

export const meta = privateMeta('auth.register.policyTitle');

/** The policy text is public: rendered on the server in the page's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await settle('GET masters/privacy-policy', () => getPrivacyPolicy(serverApi, { locale }), null);
  return { policy: answer?.is_success ? answer.data : null };
}

/** /register/privacy-policy: step 3, read and accept the privacy policy (PDPA) before the profile. */
export default function RegisterPrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const navigate = useNavigate();
  const { verifyData, acceptPolicy } = useAuthState();
  const [accepted, setAccepted] = useState(acceptPolicy);
  const [problem, setProblem] = useState<string | null>(null);
  const step = useRegisterStep(3);

  if (verifyData?.purpose !== 'register' || !verifyData.token) return <Navigate to={to('/register/phone')} replace />;
  const { policy } = loaderData;

  const next = () => {
    if (!accepted) return setProblem(t('validation.acceptPolicy'));
    authStore().update({ acceptPolicy: true });
    void navigate(to('/signup'));
  };

  return (
    <AuthCard title={policy?.title ?? t('auth.register.policyTitle')} step={step} testId="register-privacy-policy">
      <div
        tabIndex={0}
        aria-label={t('auth.register.policyTitle')}
        className="max-h-72 space-y-3 overflow-y-auto rounded-md border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700"
      >
        {policy ? policy.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>) : <p>{t('auth.register.policyUnavailable')}</p>}
        {policy && <p className="text-xs text-gray-500">{t('auth.register.policyVersion', { version: policy.version })}</p>}
      </div>
      <label className="mt-4 flex items-start gap-3 text-sm text-gray-800">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {t('auth.register.acceptPolicy')}
      </label>
      <div className="mt-4 space-y-4">
        <FormError message={problem} />
        <button type="button" className="btn btn-primary w-full" onClick={next} disabled={!policy}>
          {t('auth.next')}
        </button>
      </div>
    </AuthCard>
  );
}

import { getSocialProviders, startSocialLogin, type SocialProviderInfo, type SocialProviderKey } from '@talad/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { browserApi } from '../../lib/api-browser.ts';
import { useShellData } from '../../lib/shell-data.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { loadFacebookSdk, type FacebookWindow } from '../../lib/facebook-sdk.ts';
import { useFlowPaths } from './flow-paths.ts';
import { rememberRedirect } from './redirect-back.ts';
import { useApiCall } from '../../lib/use-api-call.ts';

const PROVIDER_COLOURS: Record<SocialProviderKey, string> = {
  google: 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
  facebook: 'border-[#1877F2] bg-[#1877F2] text-white hover:bg-[#166fe0]',
  line: 'border-[#06C755] bg-[#06C755] text-white hover:bg-[#05b34c]',
  apple: 'border-black bg-black text-white hover:bg-gray-900',
};

/** The providers the API has a client id for; none shown until it answers, and none when it fails. */
function useSocialProviders(): SocialProviderInfo[] {
  const { config } = useShellData();
  const [providers, setProviders] = useState<SocialProviderInfo[]>([]);
  useEffect(() => {
    let current = true;
    getSocialProviders(browserApi(config))
      .then((answer) => current && answer.is_success && setProviders(answer.data ?? []))
      .catch((error: unknown) => console.error('GET auth/social/providers failed:', error));
    return () => {
      current = false;
    };
  }, [config]);
  return providers;
}

/** Facebook's login script, on the pages that offer Facebook sign-in only (spec §6). */
function useFacebookSdk(providers: SocialProviderInfo[]) {
  const locale = useLocale();
  const appId = providers.find((provider) => provider.provider === 'facebook')?.client_id;
  useEffect(() => {
    if (appId) loadFacebookSdk(document, window as FacebookWindow, appId, locale);
  }, [appId, locale]);
}

/**
 * "Continue with …" for each configured provider. The API keeps state, nonce and the PKCE verifier; the browser
 * goes to the provider and comes back to /login/social/{provider} (or its /m twin) with ?code&state; where the shopper
 * goes afterwards waits in session storage (redirect-back.ts).
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  useFacebookSdk(providers);
  const { page, back } = useFlowPaths();
  const { run, busy, error } = useApiCall();

  if (providers.length === 0) return null;
  const start = async (provider: SocialProviderKey) => {
    const callback = new URL(page(`/login/social/${provider}`), window.location.origin).toString();
    const answer = await run((api) => startSocialLogin(api, provider, callback));
    if (!answer.ok) return;
    rememberRedirect(back);
    window.location.assign(answer.data.authorize_url);
  };

  return (
    <div className="mt-6" data-testid="social-sign-in">
      <p className="mb-3 flex items-center gap-3 text-xs text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        {t('guestLogin.or')}
      </p>
      <div className="flex flex-col gap-2">
        {providers.map((provider) => (
          <button
            key={provider.provider}
            type="button"
            disabled={busy}
            onClick={() => void start(provider.provider)}
            className={`btn border ${PROVIDER_COLOURS[provider.provider]}`}
          >
            {t('auth.social.continueWith', { name: provider.name })}
          </button>
        ))}
      </div>
      <div className="mt-2">
        <FormError message={error} />
      </div>
    </div>
  );
}

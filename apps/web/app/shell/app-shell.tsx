import { lazy, Suspense, type ReactNode } from 'react';
import { AuthStatusPopups } from '../features/auth/status-popups.tsx';
import { WishListNotice } from '../features/wish-list/wish-list-notice.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { SessionProvider } from '../lib/session.tsx';
import type { ShellData } from '../lib/shell-data.ts';
import { DeviceProvider } from '../lib/use-device.tsx';
import { BRANDS } from '../lib/brands.tsx';
import { CookieBanner } from './cookie-consent/cookie-banner.tsx';
import { CookieConsentProvider, useCookieConsent } from './cookie-consent/cookie-consent.tsx';
import { IntroductionPopups, useCanContinue } from './introduction.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { useChunkErrorReload } from './use-chunk-error-reload.ts';
import { useRouteGuards } from './use-route-guards.ts';
import { useTagManager } from './use-tag-manager.ts';
import { VersionToast } from './version-toast.tsx';

/** The settings dialog (with Radix switches) is fetched when the shopper opens it, not with every page. */
const CookieSettingsDialog = lazy(() =>
  import('./cookie-consent/cookie-settings-dialog.tsx').then((module) => ({ default: module.CookieSettingsDialog })),
);

function CookieSettings() {
  const { state } = useCookieConsent();
  if (!state.dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieSettingsDialog />
    </Suspense>
  );
}

/**
 * What every page has around its own content: guards, consent, tag manager, popups, overlays. The popups come
 * first, so that home's popup opens before the browser paints the page under it.
 */
function ShellServices({ data, children }: { data: ShellData; children: ReactNode }) {
  const [canContinue, continueShopping] = useCanContinue(data.popups);
  const { analyticsAllowed } = useCookieConsent();
  useRouteGuards(canContinue);
  useTagManager(data.config.gtmId, analyticsAllowed);
  useChunkErrorReload();

  return (
    <>
      <IntroductionPopups popups={data.popups} mediaBase={data.config.mediaUrl} canContinue={canContinue} onContinue={continueShopping} />
      {children}
      <CookieBanner />
      <CookieSettings />
      <LoadingOverlay brand={BRANDS[data.config.brand]} />
      <VersionToast />
      <AuthStatusPopups />
      <WishListNotice />
    </>
  );
}

export function AppShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DeviceProvider initial={data.device}>
      <SessionProvider config={data.config}>
        <CookieConsentProvider config={data.config}>
          <a
            href="#main"
            className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('a11y.skipToContent')}
          </a>
          <ShellServices data={data}>{children}</ShellServices>
        </CookieConsentProvider>
      </SessionProvider>
    </DeviceProvider>
  );
}

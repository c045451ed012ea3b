import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { APP_VERSION, fetchLatestBuild, isNewerBuild, VERSION_CHECK_INTERVAL_MS } from './version-check.ts';

/** Checks builds/latest.json every hour; a newer build offers a reload without getting in the way. */
export function VersionToast() {
  const { t } = useTranslation();
  const [newerBuild, setNewerBuild] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const check = async () => setNewerBuild(isNewerBuild(APP_VERSION, await fetchLatestBuild()));
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  if (!newerBuild || dismissed) return null;
  return (
    <div
      role="status"
      data-testid="version-toast"
      className="fixed top-4 left-1/2 z-[55] flex -translate-x-1/2 items-center gap-3 rounded-lg bg-gray-900 px-4 py-2 text-sm text-white shadow-lg"
    >
      <span>{t('version.available')} —</span>
      <button type="button" className="font-semibold text-white underline underline-offset-2" onClick={() => window.location.reload()}>
        {t('version.reload')}
      </button>
      <button
        type="button"
        className="icon-button text-white hover:bg-white/10"
        aria-label={t('version.dismiss')}
        onClick={() => setDismissed(true)}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

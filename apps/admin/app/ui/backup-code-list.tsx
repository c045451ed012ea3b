import { useT } from '../lib/i18n.ts';
import { Notice } from './form-parts.tsx';

/** The ten backup codes, shown this once (the API keeps only their hashes). */
export function BackupCodeList({ codes }: { codes: string[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="backup-codes-title" className="flex flex-col gap-3">
      <h2 id="backup-codes-title" className="text-lg font-bold">
        {t('twoFactor.backupTitle')}
      </h2>
      <Notice tone="info">{t('twoFactor.backupOnce')}</Notice>
      <ol className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5" aria-label={t('twoFactor.backupTitle')}>
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-line bg-canvas px-2 py-1 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
    </section>
  );
}

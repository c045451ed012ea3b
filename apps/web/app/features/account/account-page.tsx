import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/** The heading and frame of one account page; `status` shows the loading and failure states of its data. */
export function AccountPage({
  title,
  intro,
  testId,
  status = 'ready',
  children,
}: {
  title: string;
  intro?: string;
  testId: string;
  status?: 'loading' | 'ready' | 'failed';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} className="rounded-xl border border-gray-200 bg-white p-5 md:p-6">
      <h1 id={`${testId}-title`} className="text-xl font-bold text-gray-900 md:text-2xl">
        {title}
      </h1>
      {intro && <p className="mt-1 text-sm text-gray-600">{intro}</p>}
      <div className="mt-5">
        {status === 'loading' && (
          <div
            role="status"
            aria-label={t('account.loading')}
            className="h-32 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
          />
        )}
        {status === 'failed' && (
          <p role="alert" className="text-sm text-error-strong">
            {t('account.loadFailed')}
          </p>
        )}
        {status === 'ready' && children}
      </div>
    </section>
  );
}

import type { CaseState } from '@talad/domain';
import { useTranslation } from '../../lib/i18n.ts';

const TONE: Record<CaseState, string> = {
  OPEN: 'bg-amber-50 text-amber-800 border-amber-200',
  ANSWERED: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  CLOSED: 'bg-gray-100 text-gray-700 border-gray-200',
};

/** Where a case stands, in words: waiting for the staff, answered, or closed. */
export function CaseStatus({ status }: { status: CaseState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {t(`cases.status.${status}`)}
    </span>
  );
}

/** A read's waiting and failure, as account pages show them. */
export function Loading({ status }: { status: 'loading' | 'ready' | 'failed' }) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div
        role="status"
        aria-label={t('account.loading')}
        className="h-32 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
      />
    );
  }
  if (status === 'failed') {
    return (
      <p role="alert" className="text-sm text-error-strong">
        {t('account.loadFailed')}
      </p>
    );
  }
  return null;
}

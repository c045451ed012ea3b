import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref } from '../../lib/use-locale.ts';

const TONES = {
  success: { ring: 'bg-success/10 text-success-strong', mark: '✓' },
  error: { ring: 'bg-error/10 text-error-strong', mark: '!' },
  warning: { ring: 'bg-amber-100 text-amber-700', mark: '!' },
  waiting: { ring: 'bg-primary/10 text-primary', mark: '' },
} as const;

/**
 * The card every payment outcome is told in (complete, failed, processing, closed): a mark, a title, a few words,
 * what the shopper can do next (links, localized here), and anything else the page adds (`children`).
 */
export function PaymentNotice({
  tone,
  title,
  body,
  links = [],
  children,
  testId = 'payment-notice',
}: {
  tone: keyof typeof TONES;
  title: string;
  body?: ReactNode;
  links?: Array<{ to: string; label: string; primary?: boolean }>;
  children?: ReactNode;
  testId?: string;
}) {
  const localHref = useLocalHref();
  const { ring, mark } = TONES[tone];
  return (
    <section
      aria-labelledby={`${testId}-title`}
      className="rounded-xl border border-gray-200 bg-white p-6 text-center shadow-sm md:p-8"
      data-testid={testId}
    >
      <div aria-hidden="true" className={`mx-auto mb-3 flex size-14 items-center justify-center rounded-full text-3xl font-bold ${ring}`}>
        {tone === 'waiting' ? (
          <span className="size-7 animate-spin rounded-full border-[3px] border-current border-t-transparent motion-reduce:animate-none" />
        ) : (
          mark
        )}
      </div>
      <h1 id={`${testId}-title`} className="text-xl font-bold text-gray-900 md:text-2xl">
        {title}
      </h1>
      {body && <div className="mt-2 text-sm text-gray-600">{body}</div>}
      {children}
      {links.length > 0 && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {links.map((link) => (
            <Link key={link.to} to={localHref(link.to)} className={`btn ${link.primary ? 'btn-primary' : 'btn-outline'}`}>
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}

export function PaymentSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t('account.loading')} className="space-y-4">
      <div className="h-36 animate-pulse rounded-xl bg-gray-200/70 motion-reduce:animate-none" />
      <div className="h-72 animate-pulse rounded-xl bg-gray-200/70 motion-reduce:animate-none" />
    </div>
  );
}

/** A payment page before its data: the skeleton while it is read, a notice with the way to my orders if it could not be. */
export function NotLoaded({ status }: { status: 'loading' | 'failed' }) {
  const { t } = useTranslation();
  if (status === 'loading') return <PaymentSkeleton />;
  return (
    <PaymentNotice tone="error" title={t('payment.loadFailed')} links={[{ to: '/account/my-order', label: t('payment.toMyOrders') }]} />
  );
}

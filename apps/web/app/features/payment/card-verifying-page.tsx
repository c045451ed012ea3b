import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { ChallengeFrame } from './challenge-frame.tsx';
import { PaymentNotice } from './payment-notice.tsx';
import { paymentHref } from './paths.ts';

/** The challenge page's address, if it is a web address at all (the page's CSP allows framing the gateway only). */
function challengeOf(params: URLSearchParams): string | null {
  const value = params.get('challenge');
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * /payment/card-verifying: the card issuer's 3-D Secure challenge (the gateway's page, a one-time code) inside the
 * shop's own frame. When it is done, the gateway sends the whole window back to /2c2p and on to processing.
 */
export function CardVerifyingPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const [params] = useSearchParams();
  const challenge = challengeOf(params);
  if (!challenge) {
    return (
      <PaymentNotice
        tone="warning"
        title={t('payment.verifying.lost')}
        links={[{ to: paymentHref('processing', orderId), label: t('payment.verifying.checkResult'), primary: true }]}
      />
    );
  }
  return (
    <section
      aria-labelledby="verifying-title"
      className="rounded-xl border border-gray-200 bg-white shadow-sm"
      data-testid="card-verifying"
    >
      <div className="border-b border-gray-100 px-4 py-3 md:px-5">
        <h1 id="verifying-title" className="text-lg font-bold text-gray-900">
          {t('payment.verifying.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{t('payment.verifying.body')}</p>
      </div>
      <ChallengeFrame src={challenge} />
      <div className="border-t border-gray-100 px-4 py-3 text-center md:px-5">
        <Link to={localHref(paymentHref('choose', orderId))} className="text-sm font-semibold text-primary hover:underline">
          {t('payment.verifying.cancel')}
        </Link>
      </div>
    </section>
  );
}

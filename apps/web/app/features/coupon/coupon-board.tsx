import { collectCoupon, getCoupons, type Coupon } from '@talad/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { FormError, FormSuccess } from '../../ui/fields.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { useSignInHref } from '../cart/sign-in-first.ts';
import { CouponTicket } from './coupon-ticket.tsx';

/** Collect one coupon with a tap (a guest is sent to sign in first, then back here); "collected" once it is. */
export function CollectButton({ coupon, onCollected }: { coupon: Coupon; onCollected: () => void }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const signInHref = useSignInHref();
  const { run, busy, error } = useApiCall();
  const [done, setDone] = useState(false);

  if (coupon.collected) {
    return <span className="rounded-md bg-gray-100 px-3 py-1.5 text-sm font-semibold text-gray-600">✓ {t('coupon.collected')}</span>;
  }
  if (role !== 'user') {
    return (
      <Link to={signInHref()} className="btn btn-outline h-9 px-3 text-sm">
        {t('coupon.signInToCollect')}
      </Link>
    );
  }
  const collect = async () => {
    const answer = await run((api) => collectCoupon(api, coupon.id));
    if (!answer.ok) return;
    setDone(true);
    onCollected();
  };
  return (
    <>
      <FormError message={error} />
      <FormSuccess message={done ? t('coupon.collectedNow') : null} />
      <button
        type="button"
        className="btn btn-primary h-9 px-4 text-sm"
        disabled={busy}
        aria-label={t('coupon.collectNamed', { title: coupon.title })}
        onClick={() => void collect()}
      >
        {t('coupon.collect')}
      </button>
    </>
  );
}

/** /coupon: the coupons on offer (GET coupons ?layout_id=coupon-page); a member collects one with a tap, a guest signs in first. */
export function CouponBoard() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const { role, ready } = useSession();
  // Read again when the shopper signs in or out: "collected" belongs to the member.
  const coupons = useMemberData(`GET coupons coupon-page ${ready ? role : 'waiting'}`, (api, locale) =>
    getCoupons(api, { layout_id: 'coupon-page' }, { locale }),
  );
  return (
    <section aria-labelledby="coupon-title" data-testid="coupon-board" className="mx-auto max-w-6xl px-4 py-6 md:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="coupon-title" className="text-2xl font-bold text-gray-900">
            {t('coupon.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{t('coupon.intro')}</p>
        </div>
        {role === 'user' && (
          <Link to={localHref('/account/my-coupon')} className="text-sm font-semibold text-primary hover:underline">
            {t('coupon.myCoupons')} ›
          </Link>
        )}
      </div>
      <div className="mt-6">
        {coupons.status === 'loading' && (
          <div role="status" aria-label={t('coupon.loading')} className="grid gap-4 md:grid-cols-2">
            {[0, 1, 2, 3].map((slot) => (
              <div key={slot} className="h-32 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
            ))}
          </div>
        )}
        {coupons.status === 'failed' && (
          <p role="alert" className="text-sm text-error-strong">
            {t('coupon.loadFailed')}
          </p>
        )}
        {coupons.data && coupons.data.length === 0 && <p className="py-10 text-center text-gray-600">{t('coupon.none')}</p>}
        {coupons.data && coupons.data.length > 0 && (
          <ul className="grid gap-4 md:grid-cols-2">
            {coupons.data.map((coupon) => (
              <li key={coupon.id}>
                <CouponTicket coupon={coupon} action={<CollectButton coupon={coupon} onCollected={coupons.reload} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { formatBaht } from '@talad/domain';
import {
  getCart,
  priceCartWithCoupons,
  removeCartItem,
  selectAllCartItems,
  updateCartItem,
  type ApiClient,
  type Cart,
  type Coupon,
  type CouponCartPricing,
} from '@talad/sdk';
import type { Envelope } from '@talad/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { invalidateCounter, onCounterInvalidated } from '../../lib/shared-counters.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { TotalBar } from '../../ui/total-bar.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { CartLineRow, lineBuyable } from './cart-line.tsx';
import { CartExtras, CartSummaryView } from './cart-summary.tsx';
import { CouponBox } from './coupon-box.tsx';
import { useSignInHref } from './sign-in-first.ts';

/** The coupons chosen in the cart, kept for this tab so that checkout can start from them. */
export const CART_COUPONS_KEY = 'talad-cart-coupons';

/** The checkout address for the cart's selected lines, with the chosen coupons when there are any. */
export function checkoutPath(couponIds: number[]): string {
  return couponIds.length > 0 ? `/check-out?coupons=${couponIds.join(',')}` : '/check-out';
}

function EmptyCart() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  return (
    <div data-testid="cart-empty" className="rounded-xl border border-gray-200 bg-white px-4 py-14 text-center">
      <p className="text-4xl" aria-hidden="true">
        🛒
      </p>
      <p className="mt-3 text-lg font-bold text-gray-900">{t('cart.empty')}</p>
      <p className="mt-1 text-sm text-gray-600">{t('cart.emptyHint')}</p>
      <Link to={localHref('/')} className="btn btn-primary mt-6">
        {t('cart.shopNow')}
      </Link>
    </div>
  );
}

function CartLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('cart.loading')} className="grid gap-6 lg:grid-cols-[1fr_360px]">
      <div className="space-y-3">
        {[0, 1, 2].map((slot) => (
          <div key={slot} className="h-28 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * /shopping-cart: the lines (tick, quantity, remove, problems in place), free gifts and add-on deals, coupons and the
 * summary. Every write answers the cart re-priced by the API, which the page shows as it is; the header badge and
 * the shop's other tabs are told (invalidateCounter), and a cart changed in another tab is read again here.
 */
export function CartPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  const signInHref = useSignInHref();
  const { role } = useSession();
  const loaded = useMemberData('GET cart', (api, language) => getCart(api, { locale: language }));
  const [cart, setCart] = useState<Cart | null>(null);
  const { run, busy, error } = useApiCall();
  const pricingCall = useApiCall();
  const [coupons, setCoupons] = useState<Coupon[]>([]);
  const [pricing, setPricing] = useState<CouponCartPricing | null>(null);
  const { reload } = loaded;

  useEffect(() => {
    if (loaded.data) setCart(loaded.data);
  }, [loaded.data]);

  // A cart write or an order in another tab: read the cart again (stock, prices and problems may have changed).
  useEffect(() => {
    const stop = onCounterInvalidated((name, fromOtherTab) => name === 'cart' && fromOtherTab && reload());
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  // The coupons chosen earlier in this tab.
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(CART_COUPONS_KEY) ?? '[]') as Coupon[];
      if (Array.isArray(saved)) setCoupons(saved);
    } catch {
      sessionStorage.removeItem(CART_COUPONS_KEY);
    }
  }, []);

  const chooseCoupons = (next: Coupon[]) => {
    setCoupons(next);
    sessionStorage.setItem(CART_COUPONS_KEY, JSON.stringify(next));
  };

  // With coupons chosen, the API prices the selected lines with them; again after every change of the cart.
  const couponKey = coupons.map((coupon) => coupon.id).join(',');
  const runPricing = pricingCall.run;
  useEffect(() => {
    if (!cart || couponKey === '' || cart.summary.selected_lines === 0) return setPricing(null);
    let current = true;
    void runPricing((api) => priceCartWithCoupons(api, couponKey.split(',').map(Number))).then((answer) => {
      if (current) setPricing(answer.ok ? answer.data : null);
    });
    return () => {
      current = false;
    };
  }, [cart, couponKey, runPricing]);

  const write = async (call: (api: ApiClient) => Promise<Envelope<Cart>>) => {
    const answer = await run(call);
    if (answer.ok) {
      setCart(answer.data);
      invalidateCounter('cart');
    } else reload();
  };

  if (!cart) {
    return loaded.status === 'failed' ? (
      <div className="rounded-xl border border-gray-200 bg-white px-4 py-10 text-center">
        <p role="alert" className="text-error-strong">
          {t('cart.loadFailed')}
        </p>
        <button type="button" className="btn btn-outline mt-4" onClick={reload}>
          {t('cart.retry')}
        </button>
      </div>
    ) : (
      <CartLoading />
    );
  }
  if (cart.lines.length === 0) return <EmptyCart />;

  const buyable = cart.lines.filter(lineBuyable);
  const allSelected = buyable.length > 0 && buyable.every((line) => line.selected);
  const total = (pricing ?? cart.summary).total;
  const canCheckOut = cart.summary.selected_lines > 0 && !busy;
  const checkoutHref = localHref(checkoutPath(coupons.map((coupon) => coupon.id)));
  const checkoutLink = role === 'user' ? checkoutHref : signInHref(checkoutHref);
  const checkoutButton = (className: string) =>
    canCheckOut ? (
      <Link to={checkoutLink} className={`btn btn-primary ${className}`}>
        {role === 'user' ? t('cart.checkout', { count: cart.summary.selected_lines }) : t('cart.signInToCheckout')}
      </Link>
    ) : (
      <button type="button" className={`btn btn-primary ${className}`} disabled>
        {t('cart.checkout', { count: cart.summary.selected_lines })}
      </button>
    );

  return (
    <div className="grid items-start gap-6 pb-24 lg:grid-cols-[1fr_360px] lg:pb-0">
      <div className="min-w-0 space-y-4">
        <section aria-labelledby="cart-lines" className="rounded-xl border border-gray-200 bg-white px-4">
          <h2 id="cart-lines" className="sr-only">
            {t('cart.lines')}
          </h2>
          <div className="flex items-center justify-between border-b border-gray-100 py-3">
            <label className="flex items-center gap-3 text-sm font-semibold text-gray-800">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={allSelected}
                disabled={busy || buyable.length === 0}
                onChange={(event) => void write((api) => selectAllCartItems(api, event.target.checked))}
              />
              {t('cart.selectAll', { count: buyable.length })}
            </label>
          </div>
          <FormError message={error} />
          <div className="divide-y divide-gray-100">
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.line_id}
                line={line}
                busy={busy}
                onSelect={(selected) => void write((api) => updateCartItem(api, line.line_id, { selected }))}
                onQuantity={(quantity) => void write((api) => updateCartItem(api, line.line_id, { quantity }))}
                onRemove={() => void write((api) => removeCartItem(api, line.line_id))}
              />
            ))}
          </div>
        </section>
        <CartExtras extras={cart.summary.extras} />
      </div>
      <aside className="space-y-4 lg:sticky lg:top-24">
        <div className="rounded-xl border border-gray-200 bg-white p-4">
          <CouponBox
            chosen={coupons}
            onChange={chooseCoupons}
            pricing={pricing}
            cartVersion={`${cart.summary.selected_units}:${cart.summary.total}`}
          />
        </div>
        <div className="rounded-xl border border-gray-200 bg-white p-4">
          <CartSummaryView summary={cart.summary} pricing={pricing} />
          {cart.summary.selected_lines === 0 && <p className="mt-3 text-sm text-gray-600">{t('cart.chooseLines')}</p>}
          {checkoutButton('mt-4 hidden w-full lg:flex')}
        </div>
      </aside>
      <TotalBar label={t('cart.total')} amount={formatBaht(total, locale)} testId="cart-bar">
        {checkoutButton('h-11 px-5')}
      </TotalBar>
    </div>
  );
}

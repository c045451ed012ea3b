import { getCartCount } from '@talad/sdk';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api-browser.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useShellData } from '../../lib/shell-data.ts';
import { useSharedCounter } from '../../lib/shared-counters.ts';
import { useLocalHref } from '../../lib/use-locale.ts';

/**
 * Units in the shopper's cart (GET cart/count), read after hydration, again after every cart write in this tab or
 * another (invalidateCounter('cart')), and when the session changes hands (sign-in merges the guest's cart).
 */
export function useCartCount(): number | null {
  const { config } = useShellData();
  const { session, ready } = useSession();
  const key = ready && session ? `${session.role}:${session.user_id}` : null;
  return useSharedCounter('cart', key, async () => {
    const answer = await getCartCount(browserApi(config));
    return answer.is_success && answer.data ? answer.data.units : null;
  });
}

/** The header's cart link with the number of units in it (hidden at zero). */
export function CartBadge() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const units = useCartCount();
  const label = units ? t('header.cartCount', { count: units }) : t('header.cart');
  return (
    <Link
      to={localHref('/shopping-cart')}
      aria-label={label}
      data-testid="cart-badge"
      className="relative inline-flex h-[38px] items-center rounded-md px-2 text-gray-700 hover:bg-gray-100"
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <path
          d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {units ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 right-0 min-w-5 rounded-full bg-error-strong px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {units > 99 ? '99+' : units}
        </span>
      ) : null}
    </Link>
  );
}

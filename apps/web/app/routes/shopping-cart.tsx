import { CartPage } from '../features/cart/cart-page.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { privateMeta } from '../lib/private-meta.ts';
import { useSession } from '../lib/session.tsx';
import { OpeningStatus } from '../ui/opening-status.tsx';

export const meta = privateMeta('cart.title', 'cart.intro');

/**
 * /shopping-cart (spec §2; one layout for desktop and phones, which have no /m twin): the cart renders after
 * hydration with the shopper's session. Guests are sent to the sign-in prompt by the route guard (spec §6).
 */
export default function ShoppingCart() {
  const { t } = useTranslation();
  const { ready, role } = useSession();
  return (
    // A screen's height from the first paint: the footer stays below the fold when the cart fills in (no layout shift).
    <section aria-labelledby="cart-title" data-testid="shopping-cart" className="mx-auto min-h-dvh max-w-6xl px-4 py-6 md:py-8">
      <h1 id="cart-title" className="mb-4 text-2xl font-bold text-gray-900">
        {t('cart.title')}
      </h1>
      {ready && role === 'user' ? <CartPage /> : <OpeningStatus title={t('cart.opening')} body={t('cart.openingBody')} />}
    </section>
  );
}

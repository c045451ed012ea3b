import { addToCart, type ProductDetail } from '@talad/sdk';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { invalidateCounter } from '../../lib/shared-counters.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { QuantityStepper, clampQuantity } from '../../ui/quantity-stepper.tsx';
import { Price } from '../catalog/price.tsx';
import { useSignInHref } from '../cart/sign-in-first.ts';
import { purchaseLimit } from './purchase-limit.ts';
import { variantFor, type Choice } from './variant-choice.ts';

/** The confirmation after "add to cart": how many went in (fewer than asked when stock or a limit capped it). */
type Added = { added: number; requested: number; max: number } | null;

/**
 * Price, stock, quantity and the two ways to buy the chosen variant. "Add to cart" works for guests too (their cart
 * becomes the member's at sign-in); "buy now" opens checkout with just this item (?buy=<variant_id>:<qty>), and a
 * guest signs in first and comes back to this product. `picker` (the colours and sizes) comes after the price and
 * before the quantity and the buttons: a shopper chooses the size before buying, and on a phone it had sat below them.
 */
export function PurchasePanel({ product, choice, picker }: { product: ProductDetail; choice: Choice; picker: ReactNode }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const navigate = useNavigate();
  const signInHref = useSignInHref();
  const hydrated = useHydrated();
  const { role } = useSession();
  const { run, busy, error, setError } = useApiCall();
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<Added>(null);

  const variant = variantFor(product.variants, product.options, choice);
  const price = variant?.price ?? product.price;
  const special = product.flash_sale?.flash_price ?? variant?.special_price ?? (variant ? null : product.special_price);
  const stock = variant?.stock ?? product.stock;
  const limit = variant ? purchaseLimit(variant.stock, product.flash_sale) : 0;
  const canBuy = hydrated && variant !== null && limit > 0;

  // Another variant may have less stock: keep the chosen quantity within its bounds, and forget the last confirmation.
  useEffect(() => {
    setQuantity((current) => clampQuantity(current, 1, limit));
    setAdded(null);
    setError(null);
  }, [variant?.variant_id, limit, setError]);

  const add = async () => {
    if (!variant) return;
    setAdded(null);
    const answer = await run((api) => addToCart(api, { variant_id: variant.variant_id, quantity }));
    if (!answer.ok) return;
    invalidateCounter('cart');
    setAdded({ added: answer.data.added, requested: answer.data.requested, max: answer.data.max_quantity });
  };

  const buyNow = () => {
    if (!variant) return;
    if (role !== 'user') return void navigate(signInHref());
    void navigate(localHref(`/check-out?buy=${variant.variant_id}:${quantity}`));
  };

  return (
    <div className="flex flex-col gap-3">
      <Price price={price} special={special} size="detail" />
      <p role="status" className={`text-sm font-semibold ${stock > 0 ? 'text-success-strong' : 'text-error-strong'}`}>
        {stock > 0
          ? t('product.inStock', { count: stock })
          : product.flags.includes('preOrder')
            ? t('product.preOrder')
            : t('product.soldOut')}
      </p>
      {picker}
      {limit > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-semibold text-gray-800">{t('product.quantity')}</span>
          <QuantityStepper value={quantity} max={limit} label={t('product.quantity')} disabled={!canBuy || busy} onChange={setQuantity} />
          <span className="text-xs text-gray-500">{t('product.maxQuantity', { count: limit })}</span>
        </div>
      )}
      {!variant && <p className="text-sm text-gray-600">{t('product.chooseOptions')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-outline h-12 flex-1 px-6 text-base sm:flex-none"
          disabled={!canBuy || busy}
          onClick={() => void add()}
        >
          {t('product.addToCart')}
        </button>
        <button
          type="button"
          className="btn btn-primary h-12 flex-1 px-8 text-base sm:flex-none"
          disabled={!canBuy || busy}
          onClick={buyNow}
        >
          {t('product.buyNow')}
        </button>
      </div>
      {hydrated && role !== 'user' && variant && limit > 0 && <p className="text-xs text-gray-500">{t('product.signInToBuy')}</p>}
      <FormError message={error} />
      {added && (
        <div
          role="status"
          data-testid="added-to-cart"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-success/30 bg-success/5 px-3 py-2 text-sm text-success-strong"
        >
          <span>
            ✓ {t('product.added')}
            {added.added < added.requested && <> · {t('product.maxQuantity', { count: added.max })}</>}
          </span>
          <Link to={localHref('/shopping-cart')} className="font-semibold text-primary underline underline-offset-2">
            {t('product.viewCart')}
          </Link>
        </div>
      )}
    </div>
  );
}

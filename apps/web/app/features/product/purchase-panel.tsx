import type { ProductDetail } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Price } from '../catalog/price.tsx';
import { variantFor, type Choice } from './variant-choice.ts';

/** Price, stock and the add-to-cart button of the chosen variant. The cart arrives with its own issue. */
export function PurchasePanel({ product, choice }: { product: ProductDetail; choice: Choice }) {
  const { t } = useTranslation();
  const variant = variantFor(product.variants, product.options, choice);
  const price = variant?.price ?? product.price;
  const special = product.flash_sale?.flash_price ?? variant?.special_price ?? (variant ? null : product.special_price);
  const stock = variant?.stock ?? product.stock;
  return (
    <div className="flex flex-col gap-3">
      <Price price={price} special={special} size="detail" />
      <p role="status" className={`text-sm font-semibold ${stock > 0 ? 'text-success-strong' : 'text-error'}`}>
        {stock > 0
          ? t('product.inStock', { count: stock })
          : product.flags.includes('preOrder')
            ? t('product.preOrder')
            : t('product.soldOut')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary h-12 flex-1 px-8 text-base sm:flex-none" disabled aria-describedby="cart-soon">
          {t('product.addToCart')}
        </button>
        <p id="cart-soon" className="min-w-0 basis-full text-sm text-gray-600 sm:basis-auto">
          <span className="rounded bg-warning/15 px-1.5 py-0.5 font-semibold text-amber-800">{t('product.soon')}</span>{' '}
          {t('product.cartSoon')}
        </p>
      </div>
    </div>
  );
}

import { getProduct, type ProductDetail } from '@talad/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { Modal } from '../../ui/modal.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { useVariantChoice } from './use-variant-choice.ts';
import { VariantPicker } from './variant-picker.tsx';

/** The product page's purchase pieces for one product: the panel (price, stock, the options, bounded quantity, the two buttons). */
function QuickBuyPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const [choice, choose] = useVariantChoice(product.variants);
  return (
    <div className="flex flex-col gap-4">
      <PurchasePanel
        product={product}
        choice={choice}
        picker={<VariantPicker options={product.options} variants={product.variants} choice={choice} onChoose={choose} />}
      />
      <Link to={localHref(`/product/${encodeURIComponent(product.slug)}`)} className="text-sm font-semibold text-primary underline">
        {t('flashSale.viewProduct')}
      </Link>
    </div>
  );
}

/**
 * "Buy" on a card of a running flash sale: the product's own purchase panel in a dialog, read fresh when it opens, so
 * the quantity is bounded by the variant's stock, the sale's units left and its per-customer limit (the API holds
 * them again when the order is placed). A guest may fill a cart; "buy now" asks a guest to sign in and brings them
 * back to this page.
 */
export function QuickBuy({ slug, name, soldOut }: { slug: string; name: string; soldOut: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { run, busy, error } = useApiCall();
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState<ProductDetail | null>(null);

  const show = async () => {
    setProduct(null);
    setOpen(true);
    const answer = await run((api) => getProduct(api, slug, { locale }));
    if (answer.ok) setProduct(answer.data);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary h-9 w-full text-sm"
        aria-label={t('flashSale.buyItem', { name })}
        disabled={!hydrated || soldOut}
        onClick={() => void show()}
      >
        {soldOut ? t('flashSale.soldOut') : t('flashSale.buy')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={name} closeLabel={t('form.close')} testId="quick-buy">
        {product ? (
          <QuickBuyPanel product={product} />
        ) : busy ? (
          <p role="status" className="text-sm text-gray-600">
            {t('flashSale.loadingProduct')}
          </p>
        ) : (
          <FormError message={error} />
        )}
      </Modal>
    </>
  );
}

import type { AdminProductDetail, AdminProductRow } from '@talad/contract';
import { PRODUCT_STATES } from '@talad/domain';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { SearchForm } from '../../ui/search-form.tsx';

/** The search box of the product list: a name, a product code or a whole SKU, and the products' state. */
export function ProductSearch({ q, state }: { q: string; state: string }) {
  const { t } = useT();
  return (
    <SearchForm
      id="product-search"
      q={q}
      label={t('catalogue.search')}
      hint={t('catalogue.searchHint')}
      button={t('catalogue.searchButton')}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="product-state" className="font-semibold">
          {t('catalogue.stateFilter')}
        </label>
        <select id="product-state" name="state" className="field" defaultValue={state} key={state}>
          <option value="">{t('catalogue.anyState')}</option>
          {PRODUCT_STATES.map((name) => (
            <option key={name} value={name}>
              {t(`productForm.state.${name}`)}
            </option>
          ))}
        </select>
      </div>
    </SearchForm>
  );
}

/** What a product or variant sells at: the special price with the list price struck through, or the list price. */
export function PriceText({ price, special }: { price: number; special: number | null }) {
  const { t } = useT();
  const format = useFormat();
  if (special === null) return <span className="font-semibold">{format.money(price)}</span>;
  return (
    <span>
      <span className="font-semibold text-danger">{format.money(special)}</span>{' '}
      <s className="text-sm text-muted" aria-label={t('catalogue.listPriceWas', { amount: format.money(price) })}>
        {format.money(price)}
      </s>
    </span>
  );
}

/** One page of products, as cards that flow into columns on a wide screen. */
export function ProductList({ products }: { products: AdminProductRow[] }) {
  const { t } = useT();
  const format = useFormat();
  if (products.length === 0) return <p className="card p-6 text-center text-muted">{t('catalogue.empty')}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {products.map((product) => (
        <li key={product.code}>
          <Link to={`/products/${product.code}`} className="card block h-full p-4 hover:border-accent">
            <span className="block font-semibold break-words text-accent">{product.name}</span>
            <span className="block text-sm text-muted">
              {product.code} · {t('catalogue.variantCount', { count: product.variant_count })}
              {product.state !== 'on_sale' && ` · ${t(`productForm.state.${product.state}`)}`}
            </span>
            <span className="mt-1 flex flex-wrap justify-between gap-2">
              <PriceText price={product.price} special={product.special_price} />
              <span className="text-sm">{t('catalogue.stockOf', { count: format.count(product.stock) })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A product's variants, each opening its prices and stock. */
export function VariantList({ product }: { product: AdminProductDetail }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-3">
      {product.variants.map((variant) => (
        <li key={variant.id}>
          <Link to={`/products/${product.code}/variants/${variant.id}`} className="card block p-4 hover:border-accent">
            <span className="block font-semibold text-accent">
              {variant.options.map((option) => option.value).join(' · ') || variant.sku}
            </span>
            <span className="block text-sm text-muted">{t('catalogue.sku', { sku: variant.sku })}</span>
            <span className="mt-1 flex flex-wrap justify-between gap-2">
              <PriceText price={variant.price} special={variant.special_price} />
              <span className="text-sm">{t('catalogue.stockOf', { count: format.count(variant.stock) })}</span>
            </span>
            {variant.scheduled.length > 0 && (
              <span className="mt-1 block text-sm">{t('catalogue.scheduledCount', { count: variant.scheduled.length })}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { loadProduct } from '../features/catalogue/catalogue.server.ts';
import { VariantList } from '../features/catalogue/product-list.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/product';

/** One product (issue #27): its variants with their prices and stock, each opening its own screen. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const product = await loadProduct(api, params.code);
  if (!product) throw new Response('Not found', { status: 404 });
  return { product, mayWrite: me.permissions.includes('catalog.write') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'catalogue.productTitle', { name: data?.product.name ?? '' });

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { product, mayWrite } = loaderData;
  return (
    <>
      <p>
        <Link to="/products" className="text-accent underline">
          {t('catalogue.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{product.name}</h1>
      <p className="text-muted">
        {product.code}
        {product.state !== 'on_sale' && ` · ${t(`productForm.state.${product.state}`)}`}
      </p>
      {mayWrite && (
        <p className="mt-2">
          <Link to={`/products/${product.code}/edit`} className="btn btn-outline min-h-11">
            {t('productForm.edit')}
          </Link>
        </p>
      )}
      <Panel title={t('catalogue.variants')} className="mt-4">
        <VariantList product={product} />
      </Panel>
    </>
  );
}

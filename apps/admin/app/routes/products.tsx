import { Link } from 'react-router';
import { loadProductPage } from '../features/catalogue/catalogue.server.ts';
import { ProductList, ProductSearch } from '../features/catalogue/product-list.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import type { Route } from './+types/products';

/** Products (issue #27): the newest first, found by name, product code or SKU; keyset pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  return {
    ...(await loadProductPage(api, new URL(request.url).searchParams)),
    mayWrite: me.permissions.includes('catalog.write'),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'catalogue.title');

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  // The bulk editor opens on the same filters (not the page: its pages are its own).
  const search = new URLSearchParams(Object.entries({ q: loaderData.q, state: loaderData.state }).filter(([, value]) => value)).toString();
  const { q, state, page, problem, message, mayWrite } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('catalogue.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {mayWrite && (
            <Link to="/products/new" className="btn btn-primary min-h-11">
              {t('productForm.newTitle')}
            </Link>
          )}
          <a href="/admin/catalogue.csv" className="btn btn-outline min-h-11" download>
            {t('catalogue.exportCsv')}
          </a>
          {mayWrite && (
            <Link to={search ? `/catalogue/bulk?${search}` : '/catalogue/bulk'} className="btn btn-outline min-h-11">
              {t('catalogue.bulkEdit')}
            </Link>
          )}
          {mayWrite && (
            <Link to="/catalogue/import" className="btn btn-outline min-h-11">
              {t('catalogue.importCsv')}
            </Link>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-4">
        <ProductSearch q={q} state={state} />
        {problem && <Notice tone="error">{t(problem)}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {page && (
          <section aria-label={t('catalogue.results')}>
            <ProductList products={page.items} />
            <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
          </section>
        )}
      </div>
    </>
  );
}

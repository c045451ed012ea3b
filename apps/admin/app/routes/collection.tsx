import type { AdminCollection, AdminProductsPage, CollectionProductsPage } from '@talad/contract';
import { adminSearchText } from '@talad/contract';
import { Form, Link, useNavigation } from 'react-router';
import { nameIn } from '../features/structure/names.ts';
import { change, idOf, loaded, numberOf, text, textsOf, type StructureRefusal } from '../features/structure/structure.server.ts';
import { HiddenCheck, HiddenMark, IntentButton, Outcome, StructureTabs, TextFields } from '../features/structure/structure-parts.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import { Panel } from '../ui/panel.tsx';
import { SearchForm } from '../ui/search-form.tsx';
import type { Route } from './+types/collection';

const PAGE_SIZE = 20;

/**
 * One collection (issue #27 item 6): names side by side, URL key, shown or hidden; its products in its order in keyset
 * pages, each moved up or down or taken out; products found by name, code or SKU (?q=) and added last.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const id = idOf(params.id);
  const search = new URL(request.url).searchParams;
  const q = adminSearchText.safeParse(search.get('q') ?? '');
  const [collection, products, found] = await Promise.all([
    loaded<AdminCollection>(api, `admin/collections/${id}`),
    loaded<CollectionProductsPage>(api, `admin/collections/${id}/products`, { cursor: search.get('cursor') || undefined, size: PAGE_SIZE }),
    q.success ? loaded<AdminProductsPage>(api, 'admin/products', { q: q.data, size: 10 }) : null,
  ]);
  return {
    collection,
    products,
    found: found?.items ?? null,
    q: q.success ? q.data : '',
    mayWrite: me.permissions.includes('catalog.write'),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'structure.collectionTitle', { name: data?.collection.name.th ?? '' });

export async function action({ params, request, context }: Route.ActionArgs): Promise<StructureRefusal | Response> {
  const { api } = allowedTo(context, 'catalog.write');
  const id = idOf(params.id);
  const form = await request.formData();
  const path = `admin/collections/${id}`;
  const here = () => `/collections/${id}`;
  const code = text(form, 'code');
  switch (text(form, 'intent')) {
    case 'add':
      return change(api, 'POST', `${path}/products`, { code }, here, 'added');
    case 'place':
      return change(api, 'PATCH', `${path}/products/${encodeURIComponent(code)}`, { position: numberOf(form, 'position') }, here, 'placed');
    case 'remove':
      return change(api, 'DELETE', `${path}/products/${encodeURIComponent(code)}`, null, here, 'removed');
    default:
      return change(api, 'PATCH', path, { ...textsOf(form), hidden: form.get('hidden') === 'on' }, here, 'saved');
  }
}

export default function Collection({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const { collection, products, found, q, mayWrite } = loaderData;
  const count = collection.product_count;
  return (
    <>
      <p>
        <Link to="/collections" className="text-accent underline">
          {t('structure.backToCollections')}
        </Link>
      </p>
      <h1 className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-bold break-words">
        {nameIn(collection, language)} <HiddenMark hidden={collection.hidden} />
      </h1>
      <StructureTabs />
      <div className="mt-4">
        <Outcome refusal={actionData} />
      </div>
      <Panel title={t('structure.texts')} className="mt-4">
        <Form method="post" className="flex flex-col gap-4" key={JSON.stringify(collection)}>
          <TextFields idPrefix="collection" entry={collection} />
          <HiddenCheck hidden={collection.hidden} />
          {mayWrite && (
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t('structure.save')}
            </button>
          )}
        </Form>
      </Panel>
      <Panel title={t('structure.products')} className="mt-4">
        {products.items.length === 0 ? (
          <p className="text-muted">{t('structure.noProducts')}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line">
            {products.items.map((product) => (
              <li key={product.code} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
                <span className="w-8 text-muted">{product.position}</span>
                <span className="flex min-w-0 flex-1 basis-48 flex-col">
                  <Link to={`/products/${product.code}`} className="break-words text-accent underline">
                    {product.name}
                  </Link>
                  <span className="text-sm text-muted">
                    {product.code}
                    {product.withdrawn && ` · ${t('structure.withdrawn')}`}
                  </span>
                </span>
                {mayWrite && (
                  <span className="flex flex-wrap gap-2">
                    {product.position > 1 && (
                      <IntentButton
                        intent="place"
                        label={t('structure.moveUp')}
                        fields={{ code: product.code, position: product.position - 1 }}
                      />
                    )}
                    {product.position < count && (
                      <IntentButton
                        intent="place"
                        label={t('structure.moveDown')}
                        fields={{ code: product.code, position: product.position + 1 }}
                      />
                    )}
                    <IntentButton intent="remove" label={t('structure.remove')} fields={{ code: product.code }} danger />
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
        <KeysetPager
          nextCursor={products.next_cursor}
          total={products.approximate_total}
          exact={products.total_exact}
          label={t('lists.pages')}
        />
      </Panel>
      {mayWrite && (
        <Panel title={t('structure.addProducts')} className="mt-4">
          <SearchForm
            id="product-search"
            q={q}
            label={t('structure.findProduct')}
            hint={t('structure.findHint')}
            button={t('structure.find')}
          />
          {found && (
            <ul className="mt-3 flex flex-col divide-y divide-line" aria-label={t('structure.found')}>
              {found.length === 0 && <li className="py-2 text-muted">{t('structure.nothingFound')}</li>}
              {found.map((product) => (
                <li key={product.code} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-words">
                    {product.name} <span className="text-sm text-muted">{product.code}</span>
                  </span>
                  <IntentButton intent="add" label={t('structure.add')} fields={{ code: product.code }} />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </>
  );
}

import type { AdminBrandList } from '@talad/contract';
import { Form, Link, useNavigation } from 'react-router';
import { change, loaded, textsOf, type StructureRefusal } from '../features/structure/structure.server.ts';
import { HiddenMark, Outcome, StructureTabs, TextFields } from '../features/structure/structure-parts.tsx';
import { nameIn } from '../features/structure/names.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/brands';

/** The brands (issue #27 item 6): every one, hidden ones marked, each opening its edit screen; a new one. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const list = await loaded<AdminBrandList>(api, 'admin/brands');
  return { brands: list.items, mayWrite: me.permissions.includes('catalog.write') };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'structure.brands');

export async function action({ request, context }: Route.ActionArgs): Promise<StructureRefusal | Response> {
  const { api } = allowedTo(context, 'catalog.write');
  const form = await request.formData();
  const body = { ...textsOf(form), is_thai: form.get('is_thai') === 'on' };
  return change(api, 'POST', 'admin/brands', body, (made) => `/brands/${made.id}`, 'created');
}

export default function Brands({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const { brands, mayWrite } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('structure.brands')}</h1>
      <StructureTabs />
      <div className="mt-4">
        <Outcome refusal={actionData} />
      </div>
      {mayWrite && (
        <Panel title={t('structure.newBrand')} className="mt-4">
          <Form method="post" className="flex flex-col gap-4">
            <TextFields idPrefix="new-brand" />
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="is_thai" className="size-5" />
              {t('structure.isThai')}
            </label>
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t('structure.create')}
            </button>
          </Form>
        </Panel>
      )}
      <Panel title={t('structure.brands')} className="mt-4">
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {brands.map((brand) => (
            <li key={brand.id} className="flex min-w-0 items-center gap-3 py-1">
              <img src={brand.logo} alt="" width={40} height={40} className="size-10 shrink-0 rounded" loading="lazy" />
              <span className="flex min-w-0 flex-col">
                <Link to={`/brands/${brand.id}`} className="break-words text-accent underline">
                  {nameIn(brand, language)}
                </Link>
                <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  {t('structure.productCount', { count: brand.product_count })} <HiddenMark hidden={brand.hidden} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}

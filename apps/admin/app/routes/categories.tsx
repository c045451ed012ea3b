import type { AdminCategoryTree } from '@talad/contract';
import { Form, Link, useNavigation } from 'react-router';
import { bilingual, change, loaded, text, type StructureRefusal } from '../features/structure/structure.server.ts';
import { HiddenMark, Outcome, StructureTabs, TextFields } from '../features/structure/structure-parts.tsx';
import { nameIn, parentChoices } from '../features/structure/names.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/categories';

/**
 * The category tree (issue #27 item 6): every category under its parent in the shop's order, hidden ones marked, each
 * opening its edit screen; a new category at the top or under a main or sub category. Reading is catalog.read.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const tree = await loaded<AdminCategoryTree>(api, 'admin/categories');
  return { categories: tree.items, mayWrite: me.permissions.includes('catalog.write') };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'structure.categories');

export async function action({ request, context }: Route.ActionArgs): Promise<StructureRefusal | Response> {
  const { api } = allowedTo(context, 'catalog.write');
  const form = await request.formData();
  const parent = text(form, 'parent_id');
  const body = { slug: text(form, 'slug'), name: bilingual(form, 'name'), parent_id: parent === '' ? null : Number(parent) };
  return change(api, 'POST', 'admin/categories', body, (made) => `/categories/${made.id}`, 'created');
}

/** Each level a step further in, so the tree reads as one. */
const INDENT = { main: '', sub: 'ps-5', detail: 'ps-10' } as const;

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const { categories, mayWrite } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('structure.categories')}</h1>
      <StructureTabs />
      <div className="mt-4">
        <Outcome refusal={actionData} />
      </div>
      {mayWrite && (
        <Panel title={t('structure.newCategory')} className="mt-4">
          <Form method="post" className="flex flex-col gap-4">
            <TextFields idPrefix="new-category" withDescription={false} />
            <div className="flex flex-col gap-1">
              <label htmlFor="parent" className="font-semibold">
                {t('structure.parent')}
              </label>
              <select id="parent" name="parent_id" className="field" defaultValue="">
                <option value="">{t('structure.top')}</option>
                {parentChoices(categories, language).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.path}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t('structure.create')}
            </button>
          </Form>
        </Panel>
      )}
      <Panel title={t('structure.tree')} className="mt-4">
        <ul className="flex flex-col divide-y divide-line">
          {categories.map((category) => (
            <li key={category.id} className={`flex flex-wrap items-center gap-x-3 gap-y-1 py-2 ${INDENT[category.level]}`}>
              <Link to={`/categories/${category.id}`} className="min-w-0 break-words text-accent underline">
                {nameIn(category, language)}
              </Link>
              <span className="text-sm text-muted">
                {t(`structure.level.${category.level}`)} · {t('structure.productCount', { count: category.product_count })}
              </span>
              <HiddenMark hidden={category.hidden} />
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}

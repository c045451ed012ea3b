import type { AdminCategoryTree } from '@talad/contract';
import { Form, Link, useNavigation } from 'react-router';
import { change, idOf, loaded, numberOf, text, textsOf, type StructureRefusal } from '../features/structure/structure.server.ts';
import { HiddenCheck, HiddenMark, IntentButton, Outcome, StructureTabs, TextFields } from '../features/structure/structure-parts.tsx';
import { nameIn, parentChoices } from '../features/structure/names.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/category';

/**
 * One category (issue #27 item 6): its names side by side, URL key and description, shown or hidden; its place among
 * its siblings; another parent (a sub under a main, a detail under a sub: its products follow); deleted only when
 * empty (one holding products is hidden instead, as the API's refusal says).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const id = idOf(params.id);
  const tree = await loaded<AdminCategoryTree>(api, 'admin/categories');
  const category = tree.items.find((each) => each.id === id);
  if (!category) throw new Response('Not found', { status: 404 });
  const siblings = tree.items.filter((each) => each.parent_id === category.parent_id).length;
  return { category, siblings, categories: tree.items, mayWrite: me.permissions.includes('catalog.write') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'structure.categoryTitle', { name: data?.category.name.th ?? '' });

export async function action({ params, request, context }: Route.ActionArgs): Promise<StructureRefusal | Response> {
  const { api } = allowedTo(context, 'catalog.write');
  const id = idOf(params.id);
  const form = await request.formData();
  const path = `admin/categories/${id}`;
  const here = () => `/categories/${id}`;
  switch (text(form, 'intent')) {
    case 'place':
      return change(api, 'PATCH', path, { position: numberOf(form, 'position') }, here, 'placed');
    case 'move':
      return change(api, 'POST', `${path}/move`, { parent_id: numberOf(form, 'parent_id') }, here, 'moved');
    case 'delete':
      return change(api, 'DELETE', path, null, () => '/categories', 'deleted');
    default:
      return change(api, 'PATCH', path, { ...textsOf(form), hidden: form.get('hidden') === 'on' }, here, 'saved');
  }
}

export default function Category({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const { category, siblings, categories, mayWrite } = loaderData;
  const name = nameIn(category, language);
  const parentLevel = category.level === 'sub' ? 'main' : 'sub';
  const parents = parentChoices(categories, language).filter((each) => each.level === parentLevel && each.id !== category.parent_id);
  return (
    <>
      <p>
        <Link to="/categories" className="text-accent underline">
          {t('structure.backToCategories')}
        </Link>
      </p>
      <h1 className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-bold break-words">
        {name} <HiddenMark hidden={category.hidden} />
      </h1>
      <p className="text-muted">
        {t(`structure.level.${category.level}`)} · {t('structure.productCount', { count: category.product_count })} ·{' '}
        {t('structure.positionOf', { position: category.position, count: siblings })}
      </p>
      <StructureTabs />
      <div className="mt-4">
        <Outcome refusal={actionData} />
      </div>
      <Panel title={t('structure.texts')} className="mt-4">
        <Form method="post" className="flex flex-col gap-4" key={JSON.stringify(category)}>
          <input type="hidden" name="intent" value="save" />
          <TextFields idPrefix="category" entry={category} />
          <HiddenCheck hidden={category.hidden} />
          {mayWrite && (
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t('structure.save')}
            </button>
          )}
        </Form>
      </Panel>
      {mayWrite && (
        <Panel title={t('structure.place')} className="mt-4">
          <div className="flex flex-wrap gap-2">
            {category.position > 1 && (
              <IntentButton intent="place" label={t('structure.moveUp')} fields={{ position: category.position - 1 }} />
            )}
            {category.position < siblings && (
              <IntentButton intent="place" label={t('structure.moveDown')} fields={{ position: category.position + 1 }} />
            )}
          </div>
          {category.level !== 'main' && (
            <Form method="post" className="mt-4 flex flex-col gap-2">
              <input type="hidden" name="intent" value="move" />
              <label htmlFor="new-parent" className="font-semibold">
                {t('structure.moveUnder')}
              </label>
              <select id="new-parent" name="parent_id" className="field" required defaultValue="">
                <option value="">{t('structure.chooseParent')}</option>
                {parents.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.path}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-outline min-h-11 self-start" disabled={busy}>
                {t('structure.move')}
              </button>
            </Form>
          )}
        </Panel>
      )}
      {mayWrite && (
        <Panel title={t('structure.delete')} className="mt-4">
          <p className="mb-3 text-muted">{t('structure.deleteHint')}</p>
          <IntentButton intent="delete" label={t('structure.deleteCategory')} danger />
        </Panel>
      )}
    </>
  );
}

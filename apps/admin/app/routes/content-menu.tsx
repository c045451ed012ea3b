import type { AdminMenuItem } from '@talad/contract';
import { LINK_TARGETS } from '@talad/domain';
import { Form, useNavigation } from 'react-router';
import { loadMenu, menuAction } from '../features/home-page/menu.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { Panel } from '../ui/panel.tsx';
import { RemovalButton } from '../ui/removal-button.tsx';
import type { Route } from './+types/content-menu';

/** The shop's navigation menu (issue #27 item 6, decision 0054): entries' Thai and English labels, links and order. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  return loadMenu(api);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'menuEditor.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'content.write');
  return menuAction(api, await request.formData());
}

/** An entry's fields: labels in both languages, where it leads. */
function EntryFields({ prefix, item }: { prefix: string; item?: AdminMenuItem }) {
  const { t } = useT();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(['th', 'en'] as const).map((language) => (
        <div key={language} className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${prefix}-label-${language}`} className="font-semibold">
            {t(`menuEditor.label.${language}`)}
          </label>
          <input
            id={`${prefix}-label-${language}`}
            name={`label.${language}`}
            defaultValue={item?.label[language] ?? ''}
            lang={language}
            className="field"
          />
        </div>
      ))}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${prefix}-type`} className="font-semibold">
          {t('homePage.field.link_type')}
        </label>
        <select id={`${prefix}-type`} name="link_type" defaultValue={item?.link_type ?? 'NONE'} className="field">
          {LINK_TARGETS.map((target) => (
            <option key={target} value={target}>
              {target}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${prefix}-value`} className="font-semibold">
          {t('homePage.field.link_value')}
        </label>
        <input id={`${prefix}-value`} name="link_value" defaultValue={item?.link_value ?? ''} className="field" />
      </div>
    </div>
  );
}

function Entries({ items, parentId, section, depth }: { items: AdminMenuItem[]; parentId: number | null; section: string; depth: number }) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const siblings = items.filter((item) => item.parent_id === parentId && (parentId !== null || item.section === section));
  if (siblings.length === 0) return null;
  const order = siblings.map((item) => item.id).join(',');
  return (
    <ol className={`flex flex-col gap-2 ${depth > 1 ? 'mt-2 border-l-2 border-line pl-3' : ''}`}>
      {siblings.map((item, index) => {
        const name = (language === 'en' && item.label.en) || item.label.th;
        return (
          <li key={item.id} className="min-w-0">
            <details className="rounded-lg border border-line p-2">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold break-words">{name}</summary>
              <Form method="post" className="mt-2 flex flex-col gap-3" key={JSON.stringify(item)}>
                <input type="hidden" name="id" value={item.id} />
                <EntryFields prefix={`entry-${item.id}`} item={item} />
                <button type="submit" name="intent" value="edit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
                  {t('menuEditor.save')}
                </button>
              </Form>
              {depth < 3 && (
                <Form method="post" className="mt-3 flex flex-col gap-3 border-t border-line pt-3">
                  <p className="font-semibold">{t('menuEditor.addUnder', { name })}</p>
                  <input type="hidden" name="parent_id" value={item.id} />
                  <input type="hidden" name="section" value={item.section} />
                  <EntryFields prefix={`under-${item.id}`} />
                  <button type="submit" name="intent" value="add" className="btn btn-outline min-h-11 self-start" disabled={busy}>
                    {t('menuEditor.add')}
                  </button>
                </Form>
              )}
            </details>
            <div className="mt-1 flex flex-wrap gap-2">
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="siblings" value={order} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  className="btn btn-outline min-h-11"
                  disabled={busy || index === 0}
                  aria-label={t('homePage.upOf', { name })}
                >
                  {t('homePage.up')}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  className="btn btn-outline min-h-11"
                  disabled={busy || index === siblings.length - 1}
                  aria-label={t('homePage.downOf', { name })}
                >
                  {t('homePage.down')}
                </button>
              </Form>
              <RemovalButton name={name} hint={t('removal.menuHint')} intent="remove" fields={{ id: String(item.id), siblings: order }} />
            </div>
            <Entries items={items} parentId={item.id} section={section} depth={depth + 1} />
          </li>
        );
      })}
    </ol>
  );
}

export default function ContentMenu({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h1 className="text-2xl font-bold">{t('menuEditor.title')}</h1>
      {actionData?.ok === false && (
        <Notice tone="error">
          {actionData.message}
          {actionData.fields.length > 0 && ` (${actionData.fields.join(', ')})`}
        </Notice>
      )}
      {actionData?.ok && <Notice tone="ok">{t(`menuEditor.done.${actionData.intent}`)}</Notice>}
      {(['links', 'categories'] as const).map((section) => (
        <Panel key={section} title={t(`menuEditor.section.${section}`)} className="mt-4">
          <Entries items={loaderData.items} parentId={null} section={section} depth={1} />
          <Form method="post" className="mt-4 flex flex-col gap-3 border-t border-line pt-3">
            <p className="font-semibold">{t('menuEditor.addTop')}</p>
            <input type="hidden" name="section" value={section} />
            <EntryFields prefix={`new-${section}`} />
            <button type="submit" name="intent" value="add" className="btn btn-outline min-h-11 self-start" disabled={busy}>
              {t('menuEditor.add')}
            </button>
          </Form>
        </Panel>
      ))}
    </>
  );
}

import type { AdminCollectionList } from '@talad/contract';
import { Form, Link, useNavigation } from 'react-router';
import { nameIn } from '../features/structure/names.ts';
import { change, loaded, textsOf, type StructureRefusal } from '../features/structure/structure.server.ts';
import { HiddenMark, Outcome, StructureTabs, TextFields } from '../features/structure/structure-parts.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/collections';

/** The collections (issue #27 item 6) in the shop's order, hidden ones marked, each opening its screen; a new one. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const list = await loaded<AdminCollectionList>(api, 'admin/collections');
  return { collections: list.items, mayWrite: me.permissions.includes('catalog.write') };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'structure.collections');

export async function action({ request, context }: Route.ActionArgs): Promise<StructureRefusal | Response> {
  const { api } = allowedTo(context, 'catalog.write');
  return change(api, 'POST', 'admin/collections', textsOf(await request.formData()), (made) => `/collections/${made.id}`, 'created');
}

export default function Collections({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const { collections, mayWrite } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('structure.collections')}</h1>
      <StructureTabs />
      <div className="mt-4">
        <Outcome refusal={actionData} />
      </div>
      {mayWrite && (
        <Panel title={t('structure.newCollection')} className="mt-4">
          <Form method="post" className="flex flex-col gap-4">
            <TextFields idPrefix="new-collection" />
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t('structure.create')}
            </button>
          </Form>
        </Panel>
      )}
      <Panel title={t('structure.collections')} className="mt-4">
        <ol className="flex flex-col divide-y divide-line">
          {collections.map((collection) => (
            <li key={collection.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link to={`/collections/${collection.id}`} className="min-w-0 break-words text-accent underline">
                {nameIn(collection, language)}
              </Link>
              <span className="text-sm text-muted">{t('structure.productCount', { count: collection.product_count })}</span>
              <HiddenMark hidden={collection.hidden} />
            </li>
          ))}
        </ol>
      </Panel>
    </>
  );
}

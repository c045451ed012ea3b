import { Link, redirect } from 'react-router';
import { importAction, loadImport } from '../features/catalogue/catalogue-bulk.server.ts';
import { ImportForm, ImportProgress } from '../features/catalogue/catalogue-import.tsx';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/catalogue-import';

/**
 * Import the catalogue from CSV (issue #27 item 4, decision 0049): check a file, see every bad row, apply it, follow
 * its progress and download its report. catalog.write; prices and stock columns need their permissions and the
 * second factor, which the API asks for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'catalog.write');
  return { kept: await loadImport(api, new URL(request.url).searchParams.get('import')) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'catalogueImport.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'catalog.write');
  const { t } = translatorOf(preferencesOf(request).language);
  const answer = await importAction(api, await request.formData(), t('catalogueImport.invalid'));
  const kept = answer.ok ? answer.result.import : null;
  return kept ? redirect(`/catalogue/import?import=${kept.id}`) : answer;
}

export default function CatalogueImport({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { kept } = loaderData;
  return (
    <>
      <p>
        <Link to="/products" className="text-accent underline">
          {t('catalogueImport.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('catalogueImport.title')}</h1>
      <p className="mt-1 max-w-prose text-muted">{t('catalogueImport.intro')}</p>
      <div className="mt-4 flex max-w-3xl flex-col gap-4">
        {kept && (
          <Panel title={t('catalogueImport.keptTitle', { id: kept.id })}>
            <ImportProgress kept={kept} />
          </Panel>
        )}
        <Panel title={t('catalogueImport.formTitle')}>
          <ImportForm />
        </Panel>
      </div>
    </>
  );
}

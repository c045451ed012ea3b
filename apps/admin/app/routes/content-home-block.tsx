import { Form, Link, useNavigation } from 'react-router';
import { Fields } from '../features/home-page/block-form.tsx';
import { BLOCK_FIELDS } from '../features/home-page/block-fields.ts';
import { BlockState } from '../features/home-page/block-state.tsx';
import { blockAction, loadBlock } from '../features/home-page/home-page.server.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { Panel } from '../ui/panel.tsx';
import { UnsavedChangesNotice, useUnsavedChanges } from '../ui/unsaved-changes.tsx';
import type { Route } from './+types/content-home-block';

/**
 * One home page block (or a new one of a kind): its kind's fields in Thai and English, pictures uploaded in place,
 * saved as a draft; then published at once, scheduled at a Bangkok time or taken back (decision 0054).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  const url = new URL(request.url);
  return { ...(await loadBlock(api, params.id, url.searchParams)), created: url.searchParams.has('created') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, data?.block ? 'homePage.editTitle' : 'homePage.newTitle', { kind: data?.type ?? '' });

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'content.write');
  const { t } = translatorOf(preferencesOf(request).language);
  const { block, type } = await loadBlock(api, params.id, new URL(request.url).searchParams);
  return blockAction(api, block, type, await request.formData(), t('homePage.badTime'));
}

export default function ContentHomeBlock({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  const { block, type, preview, created } = loaderData;
  const kind = t(`homePage.kind.${type}`);
  const saved = JSON.stringify(block);
  const { unsaved, onChange } = useUnsavedChanges(saved);
  return (
    <>
      <p>
        <Link to="/content/home" className="text-accent underline">
          {t('homePage.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{t(block ? 'homePage.editTitle' : 'homePage.newTitle', { kind })}</h1>
      {block && (
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <BlockState block={block} />
          <a href={preview.path} target="_blank" rel="noreferrer" className="text-accent underline">
            {t('homePage.preview')}
          </a>
        </p>
      )}
      {created && <Notice tone="ok">{t('homePage.done.created')}</Notice>}
      {actionData?.ok && <Notice tone="ok">{t(`homePage.done.${actionData.intent}`)}</Notice>}
      {actionData?.ok === false && (
        <Notice tone="error">
          {actionData.message}
          {actionData.fields.length > 0 && ` (${actionData.fields.join(', ')})`}
        </Notice>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-col gap-4" key={saved} onChange={onChange}>
        <div className="flex flex-col gap-1 self-start">
          <label htmlFor="theme" className="font-semibold">
            {t('homePage.theme')}
          </label>
          <select id="theme" name="theme" defaultValue={block?.theme ?? 'LIGHT'} className="field">
            <option value="LIGHT">{t('homePage.themes.LIGHT')}</option>
            <option value="DARK">{t('homePage.themes.DARK')}</option>
          </select>
        </div>
        <Fields specs={BLOCK_FIELDS[type]} path="settings" values={block?.settings ?? null} />
        <button type="submit" name="intent" value="save" className="btn btn-primary min-h-11 self-start" disabled={busy}>
          {t(block ? 'homePage.saveDraft' : 'homePage.create')}
        </button>
      </Form>
      {block && (
        <Panel title={t('homePage.publishing')} className="mt-4">
          <Form method="post" className="flex flex-col gap-3">
            <p className="text-muted">{t('homePage.publishingHint')}</p>
            <UnsavedChangesNotice unsaved={unsaved} />
            <button type="submit" name="intent" value="publish" className="btn btn-primary min-h-11 self-start" disabled={busy || unsaved}>
              {t('homePage.publishNow')}
            </button>
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex flex-col gap-1">
                <label htmlFor="at" className="font-semibold">
                  {t('homePage.at')}
                </label>
                <input id="at" name="at" type="datetime-local" className="field" />
              </div>
              <button type="submit" name="intent" value="schedule" className="btn btn-outline min-h-11" disabled={busy || unsaved}>
                {t('homePage.schedule')}
              </button>
            </div>
            {block.state !== 'draft' && (
              <button type="submit" name="intent" value="unpublish" className="btn btn-outline min-h-11 self-start" disabled={busy}>
                {t('homePage.unpublish')}
              </button>
            )}
          </Form>
        </Panel>
      )}
    </>
  );
}

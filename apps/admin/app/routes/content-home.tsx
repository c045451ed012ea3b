import { CONTENT_BLOCK_TYPES } from '@talad/domain';
import { Form, Link, useNavigation } from 'react-router';
import { blockSummary } from '../features/home-page/block-summary.ts';
import { homePageAction, loadHomePage } from '../features/home-page/home-page.server.ts';
import { BlockState } from '../features/home-page/block-state.tsx';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { RemovalButton } from '../ui/removal-button.tsx';
import type { Route } from './+types/content-home';

/**
 * The home page's blocks (issue #27 item 6, decision 0054): in order, each with its state, moved up or down,
 * published, taken back or removed; a block of any of the 13 kinds added; the page previewed with its drafts.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  return loadHomePage(api);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'homePage.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'content.write');
  const { t } = translatorOf(preferencesOf(request).language);
  return homePageAction(api, await request.formData(), t('homePage.badTime'));
}

export default function ContentHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const { page, preview } = loaderData;
  const order = page.blocks.map((block) => block.id).join(',');
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('homePage.title')}</h1>
        <a href={preview.path} target="_blank" rel="noreferrer" className="text-accent underline">
          {t('homePage.preview')}
        </a>
      </div>
      {actionData?.ok === false && (
        <Notice tone="error">
          {actionData.message}
          {actionData.fields.length > 0 && ` (${actionData.fields.join(', ')})`}
        </Notice>
      )}
      {actionData?.ok && <Notice tone="ok">{t(`homePage.done.${actionData.intent}`)}</Notice>}
      <Form method="get" action="/content/home/new" className="mt-4 flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="new-type" className="font-semibold">
            {t('homePage.newKind')}
          </label>
          <select id="new-type" name="type" className="field">
            {CONTENT_BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`homePage.kind.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary min-h-11">
          {t('homePage.add')}
        </button>
      </Form>
      <ol className="mt-4 flex flex-col gap-3">
        {page.blocks.map((block, index) => {
          const summary = blockSummary(block, language);
          const name = `${t(`homePage.kind.${block.type}`)}${summary ? `: ${summary}` : ''}`;
          return (
            <li key={block.id} className="card flex min-w-0 flex-col gap-2 p-3">
              <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                <Link to={`/content/home/${block.id}`} className="min-w-0 font-semibold break-words text-accent underline">
                  {name}
                </Link>
                <BlockState block={block} />
              </div>
              <div className="flex flex-wrap gap-2">
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="id" value={block.id} />
                  <input type="hidden" name="order" value={order} />
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
                    disabled={busy || index === page.blocks.length - 1}
                    aria-label={t('homePage.downOf', { name })}
                  >
                    {t('homePage.down')}
                  </button>
                  {(block.state === 'draft' || block.has_changes) && (
                    <button
                      type="submit"
                      name="intent"
                      value="publish"
                      className="btn btn-primary min-h-11"
                      disabled={busy}
                      aria-label={t('homePage.publishOf', { name })}
                    >
                      {t('homePage.publish')}
                    </button>
                  )}
                </Form>
                <RemovalButton name={name} hint={t('removal.blockHint')} intent="remove" fields={{ id: String(block.id), order }} />
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

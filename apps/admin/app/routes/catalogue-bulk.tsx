import { useEffect, useMemo, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { bulkAction, loadGrid } from '../features/catalogue/bulk-editor.server.ts';
import { cellErrorsOf, changesOf, editableColumns, rowsOf, type BulkColumn, type Edits } from '../features/catalogue/bulk-edits.ts';
import { BulkGrid } from '../features/catalogue/bulk-grid.tsx';
import { BulkPreview } from '../features/catalogue/bulk-preview.tsx';
import { ProductSearch } from '../features/catalogue/product-list.tsx';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import { SecondFactorNeeded } from '../ui/second-factor-needed.tsx';
import type { Route } from './+types/catalogue-bulk';

/**
 * The bulk editor (issue #27 item 4, decision 0049): the product list's page (its filters and keyset pages) as a grid
 * of variants, prices, stock and status typed in place, a preview of every change before → after with the API's
 * refusals on their cells, then apply in one transaction and undo in one step. catalog.write opens it; the columns
 * the role may not change (prices.write, stock.adjust, each with the second factor) are read-only — and refused by the
 * API anyway.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.write');
  const url = new URL(request.url);
  return {
    ...(await loadGrid(api, url.searchParams)),
    editable: editableColumns(me),
    /** The role could change prices or stock with the second factor this session has not proved. */
    needsFactor: !me.second_factor && me.second_factor_permissions.some((permission) => permission !== 'catalog.write'),
    totpEnabled: me.totp_enabled,
    here: url.pathname.replace(/^\/admin/, '') + url.search,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'bulkEditor.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'catalog.write');
  const { t } = translatorOf(preferencesOf(request).language);
  return bulkAction(api, await request.formData(), t('bulkEditor.invalid'));
}

export default function CatalogueBulk({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { q, state, page, problem, message, editable, needsFactor, totpEnabled, here } = loaderData;
  const rows = useMemo(() => rowsOf(page?.items ?? []), [page]);
  const [edits, setEdits] = useState<Edits>({});
  const busy = useNavigation().state !== 'idle';
  // Applied or undone: the grid shows the figures the loader reads again, not what was typed.
  useEffect(() => {
    if (actionData?.ok && actionData.intent !== 'preview') setEdits({});
  }, [actionData]);
  const { changes, problems } = changesOf(rows, edits);
  const current = JSON.stringify(changes);
  const refused = actionData && 'sent' in actionData ? (actionData.ok ? actionData.preview.errors : actionData.errors) : [];
  const errors = {
    ...(actionData && 'sent' in actionData && JSON.stringify(actionData.sent) === current ? cellErrorsOf(actionData.sent, refused) : {}),
    ...Object.fromEntries(Object.entries(problems).map(([key, text]) => [key, t(text)])),
  };
  const onEdit = (variantId: number, column: BulkColumn, text: string) =>
    setEdits((before) => ({ ...before, [variantId]: { ...before[variantId], [column]: text } }));
  const readOnly = (['price', 'stock', 'status'] as const).filter((column) => !editable[column]);
  return (
    <>
      <p>
        <Link to="/products" className="text-accent underline">
          {t('catalogue.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('bulkEditor.title')}</h1>
      <p className="mt-1 max-w-prose text-muted">{t('bulkEditor.intro')}</p>
      <div className="mt-4 flex flex-col gap-4">
        <ProductSearch q={q} state={state} />
        {needsFactor && <SecondFactorNeeded enrolled={totpEnabled} back={here} />}
        {readOnly.length > 0 && (
          <p className="text-sm text-muted">
            {t('bulkEditor.readOnly', { columns: readOnly.map((column) => t(`bulkEditor.${column}`)).join(', ') })}
          </p>
        )}
        {problem && <Notice tone="error">{t(problem)}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {actionData?.ok === false && <Notice tone="error">{actionData.message}</Notice>}
        {actionData?.ok && actionData.intent === 'apply' && (
          <Notice tone="ok">{t('bulkEditor.applied', { count: actionData.result.changes.length })}</Notice>
        )}
        {actionData?.ok && actionData.intent === 'undo' && (
          <Notice tone="ok">{t('bulkEditor.undone', { count: actionData.result.changes.length })}</Notice>
        )}
        {actionData?.ok && actionData.intent === 'preview' && (
          <BulkPreview preview={actionData.preview} sent={actionData.sent} current={current} />
        )}
        <div className="flex flex-wrap items-center gap-2 bg-canvas py-2 md:sticky md:top-0 md:z-10">
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="changes" value={current} />
            <button
              type="submit"
              name="intent"
              value="preview"
              className="btn btn-primary min-h-11"
              disabled={busy || changes.length === 0 || Object.keys(problems).length > 0}
            >
              {t('bulkEditor.preview')}
            </button>
          </Form>
          <button
            type="button"
            className="btn btn-outline min-h-11"
            disabled={Object.keys(edits).length === 0}
            onClick={() => setEdits({})}
          >
            {t('bulkEditor.discard')}
          </button>
          <Form method="post">
            <button type="submit" name="intent" value="undo" className="btn btn-outline min-h-11" disabled={busy}>
              {t('bulkEditor.undo')}
            </button>
          </Form>
          <p className="text-sm text-muted" aria-live="polite">
            {changes.length > 0 ? t('bulkEditor.changed', { count: changes.length }) : t('bulkEditor.nothingChanged')}
          </p>
        </div>
        {page && (
          <section aria-label={t('catalogue.results')}>
            {rows.length === 0 ? (
              <p className="card p-6 text-center text-muted">{t('catalogue.empty')}</p>
            ) : (
              <BulkGrid rows={rows} edits={edits} editable={editable} errors={errors} onEdit={onEdit} />
            )}
            <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
          </section>
        )}
      </div>
    </>
  );
}

import type { CatalogueImport, CatalogueImportResult } from '@talad/contract';
import { useEffect } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Field, Notice } from '../../ui/form-parts.tsx';
import type { ImportAnswer } from './catalogue-bulk.server.ts';

/** A checked file's rows with their problems: row as the spreadsheet numbers it, the column, why. */
function RowErrors({ errors }: { errors: CatalogueImportResult['errors'] }) {
  const { t } = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="py-2 text-left font-semibold">{t('catalogueImport.errorsTitle', { count: errors.length })}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('catalogueImport.row')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('catalogueImport.column')}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t('catalogueImport.problem')}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.row}:${error.field}`} className="border-b border-line last:border-b-0">
              <td className="px-2 py-2">{error.row}</td>
              <td className="px-2 py-2 font-mono">{error.field}</td>
              <td className="px-2 py-2">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Choose a file, check it (the dry run: every row's problems, nothing written), then apply it. The file stays chosen
 * between the two presses: the form is posted in place (a fetcher), not by a page load.
 */
export function ImportForm() {
  const { t } = useT();
  const fetcher = useFetcher<ImportAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const result = answer?.result ?? null;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
      <Field
        id="import-file"
        name="file"
        type="file"
        accept=".csv,text/csv"
        label={t('catalogueImport.file')}
        hint={t('catalogueImport.fileHint')}
        required
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="check" className="btn btn-outline min-h-11" disabled={busy}>
          {t('catalogueImport.check')}
        </button>
        <button
          type="submit"
          name="intent"
          value="apply"
          className="btn btn-primary min-h-11"
          disabled={busy || !(answer?.ok && result?.dry_run && result.errors.length === 0)}
        >
          {t('catalogueImport.apply')}
        </button>
      </div>
      {busy && <p role="status">{t('catalogueImport.working')}</p>}
      {answer && !answer.ok && <Notice tone="error">{answer.message}</Notice>}
      {result && result.errors.length === 0 && result.dry_run && (
        <Notice tone="ok">
          {t('catalogueImport.checked', {
            rows: result.rows,
            changing: result.changing,
            creating: result.creating,
            products: result.new_products,
          })}
        </Notice>
      )}
      {result && result.errors.length > 0 && <RowErrors errors={result.errors} />}
    </fetcher.Form>
  );
}

/** An import's progress, polled while its job applies it; its counts and report once done. */
export function ImportProgress({ kept }: { kept: CatalogueImport }) {
  const { t } = useT();
  const format = useFormat();
  const revalidator = useRevalidator();
  const running = kept.state !== 'done';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1">
        <span>{t('catalogueImport.progress', { done: format.count(kept.done), rows: format.count(kept.rows) })}</span>
        <progress value={kept.done} max={Math.max(kept.rows, 1)} className="w-full" />
      </label>
      <p role="status">
        {running
          ? t('catalogueImport.running')
          : t('catalogueImport.done', { created: kept.created, changed: kept.changed, unchanged: kept.unchanged, failed: kept.failed })}
      </p>
      {!running && (
        <a href={`/admin/catalogue/imports/${kept.id}/report.csv`} className="btn btn-outline min-h-11 self-start" download>
          {t('catalogueImport.report')}
        </a>
      )}
    </div>
  );
}

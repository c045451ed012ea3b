import type { BulkEditPreview, BulkEditResult } from '@talad/contract';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { BULK_COLUMNS, type BulkChange, type BulkColumn } from './bulk-edits.ts';

type Figures = BulkEditResult['changes'][number]['before'];

/** A figure as the preview says it: money in baht, "none" for no special price, units, the status in words. */
function useFigureText() {
  const { t } = useT();
  const format = useFormat();
  return (column: BulkColumn, figures: Figures) => {
    const value = figures[column];
    if (column === 'status') return t(`productForm.state.${String(value)}`);
    if (column === 'stock') return format.count(Number(value));
    return value === null ? t('bulkEditor.noSpecial') : format.money(Number(value));
  };
}

/**
 * The preview of a bulk edit (POST admin/catalogue/bulk/check): each variant's changed figures before → after, the
 * changes the API refuses by SKU and column, and apply — only for the changes previewed, and none refused.
 */
export function BulkPreview({ preview, sent, current }: { preview: BulkEditPreview; sent: BulkChange[]; current: string }) {
  const { t } = useT();
  const figure = useFigureText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const stale = JSON.stringify(sent) !== current;
  const skuOf = (field: string) => {
    const index = Number(/^changes\.(\d+)\./.exec(field)?.[1]);
    return preview.changes.find((change) => change.variant_id === sent[index]?.variant_id)?.sku ?? String(sent[index]?.variant_id ?? '');
  };
  return (
    <section aria-labelledby="bulk-preview" className="card p-4">
      <h2 id="bulk-preview" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t('bulkEditor.previewTitle')}
      </h2>
      <p className="text-sm text-muted">{t('bulkEditor.previewIntro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {preview.changes.map((change) => (
          <li key={change.variant_id} className="min-w-0 break-words">
            <span className="font-semibold">{change.sku}</span>
            {BULK_COLUMNS.filter((column) => change.before[column] !== change.after[column]).map((column) => (
              <span key={column} className="block text-sm">
                {t(`bulkEditor.${column}`)}: {figure(column, change.before)} → <strong>{figure(column, change.after)}</strong>
              </span>
            ))}
          </li>
        ))}
      </ul>
      {preview.errors.length > 0 && (
        <div role="alert" className="mt-3 rounded-lg bg-danger-soft px-3 py-2 text-danger">
          <p className="font-semibold">{t('bulkEditor.refused', { count: preview.errors.length })}</p>
          <ul>
            {preview.errors.map((error) => (
              <li key={error.field}>
                {skuOf(error.field)}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {stale ? (
        <p role="status" className="mt-3 text-sm">
          {t('bulkEditor.stale')}
        </p>
      ) : (
        preview.errors.length === 0 && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="changes" value={current} />
            <button type="submit" name="intent" value="apply" className="btn btn-primary min-h-11">
              {t('bulkEditor.apply', { count: sent.length })}
            </button>
          </Form>
        )
      )}
    </section>
  );
}

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../lib/i18n.ts';
import { BULK_COLUMNS, cellEditable, cellKey, shownText, type BulkColumn, type Editable, type Edits, type GridRow } from './bulk-edits.ts';

/** A line's height before it is measured: a row on a wide screen (a card on a phone is measured as it renders). */
const ROW_ESTIMATE = 64;
/** Rows drawn beyond the screen's edge, so a quick scroll or an arrow key finds its cell already there. */
const OVERSCAN = 8;
/** On the server and before the first measure: as many rows as a tall screen shows. */
const INITIAL_RECT = { width: 1280, height: 1200 };

const LINE = 'md:grid md:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] md:items-center md:gap-3';

interface CellProps {
  row: GridRow;
  index: number;
  column: BulkColumn;
  text: string;
  editable: boolean;
  error: string | undefined;
  onChange: (text: string) => void;
}

/** One cell: a field when the member may change it, else its figure as text; its label shows on a phone's card. */
function Cell({ row, index, column, text, editable, error, onChange }: CellProps) {
  const { t } = useT();
  const heading = t(`bulkEditor.${column}`);
  const id = `cell-${row.variant.id}-${column}`;
  const changed = text.trim() !== shownText(row, column);
  const shared = {
    id,
    'data-cell': `${index}:${column}`,
    'aria-label': t('bulkEditor.cell', { column: heading, sku: row.variant.sku }),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `field w-full min-w-0 ${changed ? 'border-accent bg-accent-soft font-semibold' : ''}`,
  };
  // A product's status is on its first line only; the others keep the column's place on a wide screen.
  if (column === 'status' && !row.first) return <div className="hidden md:block" />;
  const readOnly = () => {
    if (column === 'status') return t(`productForm.state.${row.product.state}`);
    return text === '' ? t('bulkEditor.noSpecial') : text;
  };
  return (
    <div className="flex items-center justify-between gap-3 md:block">
      <span className="text-sm text-muted md:sr-only" aria-hidden="true">
        {heading}
      </span>
      <div className="w-36 md:w-auto">
        {!editable ? (
          <span className="block py-2 text-right md:text-left">{readOnly()}</span>
        ) : column === 'status' ? (
          <select {...shared} value={text} onChange={(event) => onChange(event.target.value)}>
            <option value="on_sale">{t('productForm.state.on_sale')}</option>
            <option value="withdrawn">{t('productForm.state.withdrawn')}</option>
          </select>
        ) : (
          <input
            {...shared}
            type="text"
            inputMode={column === 'stock' ? 'numeric' : 'decimal'}
            enterKeyHint="next"
            autoComplete="off"
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The bulk editor's grid (issue #27 item 4): the page's variants as lines — a product's name and status on its first
 * — with price, special price, stock and status as fields where the member may change them. Only the lines near the
 * screen are drawn (@tanstack/react-virtual over the window's scroll, each line measured: cards on a phone are
 * taller). Arrow keys and Enter move between cells like a spreadsheet, Tab in reading order.
 */
export function BulkGrid({
  rows,
  edits,
  editable,
  errors,
  onEdit,
}: {
  rows: GridRow[];
  edits: Edits;
  editable: Editable;
  errors: Record<string, string>;
  onEdit: (variantId: number, column: BulkColumn, text: string) => void;
}) {
  const { t } = useT();
  const list = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useEffect(() => {
    const measure = () => setMargin((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: margin,
    initialRect: INITIAL_RECT,
    getItemKey: (index) => rows[index]!.variant.id,
  });
  const drawn = virtualizer.getVirtualItems();
  const top = drawn[0] ? drawn[0].start - margin : 0;
  const bottom = drawn.length > 0 ? virtualizer.getTotalSize() - (drawn.at(-1)!.end - margin) : 0;

  /** Focus a cell, scrolling its line into being first when it is not drawn. */
  const focusCell = (index: number, column: BulkColumn) => {
    const find = () => list.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-cell="${index}:${column}"]`);
    const found = find();
    if (found) {
      found.focus();
      if (found instanceof HTMLInputElement) found.select();
      return;
    }
    virtualizer.scrollToIndex(index, { align: 'auto' });
    requestAnimationFrame(() => requestAnimationFrame(() => find()?.focus()));
  };

  /** The nearest line up or down whose cell in this column is a field. */
  const lineFrom = (index: number, step: number, column: BulkColumn) => {
    for (let next = index + step; next >= 0 && next < rows.length; next += step)
      if (cellEditable(rows[next]!, column, editable)) return next;
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const [at, name] = (target.dataset.cell ?? '').split(':');
    if (at === undefined || !name) return;
    const index = Number(at);
    const column = name as BulkColumn;
    const isInput = target instanceof HTMLInputElement;
    const vertical =
      event.key === 'Enter'
        ? event.shiftKey
          ? -1
          : 1
        : isInput && event.key === 'ArrowDown'
          ? 1
          : isInput && event.key === 'ArrowUp'
            ? -1
            : 0;
    if (vertical !== 0) {
      event.preventDefault();
      const next = lineFrom(index, vertical, column);
      if (next !== null) focusCell(next, column);
      return;
    }
    // The caret at the text's edge moves on, as does a cell whose whole text is selected (just moved to).
    const whole = isInput && target.selectionStart === 0 && target.selectionEnd === target.value.length;
    const atStart = !isInput || whole || (target.selectionStart === 0 && target.selectionEnd === 0);
    const atEnd = !isInput || whole || target.selectionStart === target.value.length;
    const across = event.key === 'ArrowLeft' && atStart ? -1 : event.key === 'ArrowRight' && atEnd ? 1 : 0;
    if (across === 0) return;
    const columns = BULK_COLUMNS.filter((other) => cellEditable(rows[index]!, other, editable));
    const next = columns[columns.indexOf(column) + across];
    if (!next) return;
    event.preventDefault();
    focusCell(index, next);
  };

  return (
    <div role="group" aria-label={t('bulkEditor.grid')} onKeyDown={onKeyDown}>
      <div className={`hidden border-b border-line px-3 pb-2 text-sm font-semibold text-muted md:grid ${LINE}`} aria-hidden="true">
        <span>{t('bulkEditor.product')}</span>
        {BULK_COLUMNS.map((column) => (
          <span key={column}>{t(`bulkEditor.${column}`)}</span>
        ))}
      </div>
      <div ref={list}>
        <div style={{ height: top }} />
        {drawn.map((item) => {
          const row = rows[item.index]!;
          const typed = edits[row.variant.id] ?? {};
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={`${row.first ? 'md:border-t' : ''} card mt-2 flex flex-col gap-1 p-3 md:mt-0 md:rounded-none md:border-x-0 md:border-b-0 md:border-line md:py-2 md:shadow-none ${LINE}`}
            >
              <div className="min-w-0">
                {row.first && <span className="block font-semibold break-words">{row.product.name}</span>}
                <span className="block text-sm break-words text-muted">
                  {row.variant.sku}
                  {row.variant.options && ` · ${row.variant.options}`}
                </span>
              </div>
              {BULK_COLUMNS.map((column) => (
                <Cell
                  key={column}
                  row={row}
                  index={item.index}
                  column={column}
                  text={typed[column] ?? shownText(row, column)}
                  editable={cellEditable(row, column, editable)}
                  error={errors[cellKey(row.variant.id, column)]}
                  onChange={(text) => onEdit(row.variant.id, column, text)}
                />
              ))}
            </div>
          );
        })}
        <div style={{ height: bottom }} />
      </div>
    </div>
  );
}

import { Form } from 'react-router';
import { useT } from '../../lib/i18n.ts';

/**
 * The packing queue's one field: a barcode scanner types the packing slip's order number and presses Enter, which
 * opens that order; a person can type it the same way. Large, and focused whenever no order is open (on arrival, after
 * every parcel shipped), so a packer scans one order after another without touching the screen.
 */
export function ScanField({ value, focused }: { value: string; focused: boolean }) {
  const { t } = useT();
  return (
    <Form method="get" className="flex flex-col gap-2" role="search">
      <label htmlFor="scan-order" className="text-lg font-semibold">
        {t('packing.scan')}
      </label>
      <div className="flex gap-2">
        <input
          id="scan-order"
          name="order"
          defaultValue={value}
          className="field min-h-14 min-w-0 flex-1 text-xl tracking-wide"
          autoFocus={focused}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputMode="text"
          enterKeyHint="go"
          maxLength={40}
          aria-describedby="scan-order-hint"
        />
        <button type="submit" className="btn btn-primary min-h-14 px-6 text-lg">
          {t('packing.open')}
        </button>
      </div>
      <p id="scan-order-hint" className="text-sm text-muted">
        {t('packing.scanHint')}
      </p>
    </Form>
  );
}

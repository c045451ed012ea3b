import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * A removal asked twice: the button opens a dialog naming what goes and what follows; only the dialog's own button
 * posts the removal (its intent and the hidden fields that name the item). A slip of the finger on a phone's row of
 * buttons no longer takes a published question, block or menu entry off the shop. It is not placed inside another
 * form: the dialog carries a form of its own.
 */
export function RemovalButton({
  name,
  hint,
  intent,
  fields,
}: {
  /** What is removed, as the staff member sees it (a question, a block's name). */
  name: string;
  /** What happens once it is gone. */
  hint: string;
  intent: string;
  fields: Record<string, string>;
}) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline min-h-11"
        disabled={busy}
        aria-label={t('removal.of', { name })}
        onClick={() => setOpen(true)}
      >
        {t('removal.remove')}
      </button>
      {open && (
        <ModalDialog labelledBy={titleId} onDismiss={() => setOpen(false)}>
          <h2 id={titleId} className="text-lg font-bold break-words">
            {t('removal.title', { name })}
          </h2>
          <p className="mt-2">{hint}</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-2" onSubmit={() => setOpen(false)}>
            {Object.entries(fields).map(([field, value]) => (
              <input key={field} type="hidden" name={field} value={value} />
            ))}
            <button type="submit" name="intent" value={intent} className="btn btn-danger min-h-11">
              {t('removal.confirm')}
            </button>
            <button type="button" className="btn btn-outline min-h-11" onClick={() => setOpen(false)}>
              {t('removal.keep')}
            </button>
          </Form>
        </ModalDialog>
      )}
    </>
  );
}

import type { AdminOrderDetail } from '@talad/contract';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';

/** The staff's notes on the order (the shopper never sees them), and a box to add one. */
export function OrderNotes({ notes, orderNo }: { notes: AdminOrderDetail['notes']; orderNo: string }) {
  const { t } = useT();
  const format = useFormat();
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const form = useRef<HTMLFormElement>(null);
  const saved = fetcher.state === 'idle' && fetcher.data?.ok;
  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved, fetcher.data]);
  return (
    <>
      {notes.length === 0 ? (
        <p className="text-muted">{t('orders.notes.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-accent-soft p-3">
              <p className="whitespace-pre-line">{note.text}</p>
              <p className="mt-1 text-sm text-muted">
                {note.staff?.name ?? t('orders.timeline.actor.system')} · {format.moment(note.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form method="post" ref={form} className="mt-3 flex flex-col gap-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="order_no" value={orderNo} />
        <label htmlFor="order-note" className="font-semibold">
          {t('orders.notes.add')}
        </label>
        <textarea id="order-note" name="text" required maxLength={2000} rows={3} className="field" />
        {fetcher.data && !fetcher.data.ok && fetcher.state === 'idle' && <Notice tone="error">{fetcher.data.message}</Notice>}
        <button type="submit" className="btn btn-outline self-start" disabled={fetcher.state !== 'idle'}>
          {t('orders.notes.save')}
        </button>
      </fetcher.Form>
    </>
  );
}

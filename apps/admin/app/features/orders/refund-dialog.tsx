import type { AdminOrderDetail, AdminRefund, RefundPreview } from '@talad/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';
import { LineIdentity } from './order-lines.tsx';
import type { RefundAnswer } from './refund.server.ts';
import { emptyRefundDraft, refundRequestOf, type RefundDraft } from './refund-draft.ts';

type Step = 'refund-preview' | 'refund';

/**
 * The refund dialog (issue #26): units per line, the delivery fee or a sum of money, a reason, restock; then the
 * amounts as the API computes them (its preview), and only then the refund, for exactly what was previewed. One
 * Idempotency-Key per opening of the dialog. A session without the second factor is asked for the authenticator's
 * code here, and the step it stopped carries on once the code is proved.
 */
export function RefundDialog({
  order,
  totpEnabled,
  onClose,
  onRefunded,
}: {
  order: AdminOrderDetail;
  totpEnabled: boolean;
  onClose: () => void;
  onRefunded: (refund: AdminRefund) => void;
}) {
  const { t } = useT();
  const format = useFormat();
  const titleId = useId();
  const fetcher = useFetcher<RefundAnswer>();
  const [key] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<RefundDraft>(emptyRefundDraft);
  const [preview, setPreview] = useState<{ text: string; figures: RefundPreview } | null>(null);
  /** The last step asked of the API, kept to carry it on once a second factor it needed is proved. */
  const [sent, setSent] = useState<{ step: Step; text: string } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const built = refundRequestOf(draft, order.lines);
  const requestText = built.ok ? JSON.stringify(built.request) : null;
  const previewShown = preview && preview.text === requestText ? preview.figures : null;
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  const send = (step: Step, text: string) => {
    setSent({ step, text });
    void fetcher.submit({ intent: step, order_no: order.order_no, request: text, key }, { method: 'post' });
  };
  /** The code proved, then the step that asked for it carried on by the same action (refund.server.ts). */
  const prove = (code: string) => {
    if (sent)
      void fetcher.submit(
        { intent: 'second-factor', code, step: sent.step, order_no: order.order_no, request: sent.text, key },
        { method: 'post' },
      );
  };

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) setWaiting(false);
    if (answer.ok && answer.intent === 'refund-preview') setPreview({ text: answer.requestText, figures: answer.preview });
    else if (answer.ok && answer.intent === 'refund') onRefunded(answer.refund);
    else if (!answer.ok && answer.secondFactor) setWaiting(true);
  }, [answer, onRefunded]);

  const change = (next: Partial<RefundDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems([]);
  };
  const askPreview = () => {
    if (!built.ok) return setProblems(built.problems.map((problem) => t(`refund.problem.${problem}`)));
    send('refund-preview', JSON.stringify(built.request));
  };
  const refusal = answer && !answer.ok && !answer.secondFactor ? answer.message : null;

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose}>
      <h2 id={titleId} className="text-xl font-bold">
        {t('refund.title', { orderNo: order.order_no })}
      </h2>
      <p className="text-sm text-muted">{t('refund.left', { amount: format.money(order.totals.refundable_total) })}</p>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          askPreview();
        }}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">{t('refund.lines')}</legend>
          {order.lines.map((line) => (
            <div key={line.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
              <LineIdentity line={line} />
              <div className="flex items-center gap-2">
                <label htmlFor={`refund-line-${line.id}`} className="text-sm">
                  {t('refund.units', { left: line.refundable_quantity, price: format.money(line.paid_per_unit) })}
                </label>
                <input
                  id={`refund-line-${line.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.refundable_quantity}
                  disabled={line.refundable_quantity === 0}
                  value={draft.quantities[line.id] ?? 0}
                  onChange={(event) => change({ quantities: { ...draft.quantities, [line.id]: Number(event.target.value) || 0 } })}
                  className="field min-h-11 w-20 text-right"
                />
              </div>
            </div>
          ))}
        </fieldset>
        {order.totals.shipping_fee > 0 && (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={draft.shipping}
              onChange={(event) => change({ shipping: event.target.checked })}
            />
            {t('refund.shipping', { amount: format.money(order.totals.shipping_fee) })}
          </label>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="refund-amount" className="font-semibold">
            {t('refund.amount')}
          </label>
          <p id="refund-amount-hint" className="text-sm text-muted">
            {t('refund.amountHint')}
          </p>
          <input
            id="refund-amount"
            inputMode="decimal"
            autoComplete="off"
            aria-describedby="refund-amount-hint"
            value={draft.amountText}
            onChange={(event) => change({ amountText: event.target.value })}
            className="field min-h-11"
            maxLength={12}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="refund-reason" className="font-semibold">
            {t('refund.reason')}
          </label>
          <textarea
            id="refund-reason"
            rows={2}
            maxLength={300}
            value={draft.reason}
            onChange={(event) => change({ reason: event.target.value })}
            className="field"
          />
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.restock}
            onChange={(event) => change({ restock: event.target.checked })}
          />
          {t('refund.restock')}
        </label>
        {problems.length > 0 && (
          <div role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-danger">
            <ul className="list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {refusal && <Notice tone="error">{refusal}</Notice>}
        {!previewShown && (
          <button type="submit" className="btn btn-outline min-h-11" disabled={busy}>
            {t('refund.preview')}
          </button>
        )}
      </form>
      {previewShown && <PreviewFigures preview={previewShown} lines={order.lines} />}
      {waiting && <SecondFactor totpEnabled={totpEnabled} busy={busy} onCode={prove} />}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline min-h-11" onClick={onClose}>
          {t('refund.close')}
        </button>
        {previewShown && preview && (
          <button
            type="button"
            className="btn btn-primary min-h-11"
            disabled={busy || waiting}
            onClick={() => send('refund', preview.text)}
          >
            {t('refund.confirm', { amount: format.money(previewShown.amount) })}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}

/** The amounts the API would give back: per line, the delivery fee, cashback taken back or returned, what is left. */
function PreviewFigures({ preview, lines }: { preview: RefundPreview; lines: AdminOrderDetail['lines'] }) {
  const { t } = useT();
  const format = useFormat();
  const rows: [string, string][] = [
    ...preview.lines.map((line): [string, string] => [
      t('refund.figures.line', {
        name: lines.find((known) => known.id === line.line_id)?.name ?? `#${line.line_id}`,
        count: line.quantity,
      }),
      format.money(line.amount),
    ]),
    ...(preview.shipping_amount > 0 ? [[t('refund.figures.shipping'), format.money(preview.shipping_amount)] as [string, string]] : []),
    ...(preview.cashback_reversed > 0
      ? [[t('refund.figures.cashbackReversed'), format.money(preview.cashback_reversed)] as [string, string]]
      : []),
    ...(preview.cashback_returned > 0
      ? [[t('refund.figures.cashbackReturned'), format.money(preview.cashback_returned)] as [string, string]]
      : []),
    [t('refund.figures.refundedBefore'), format.money(preview.refunded_total)],
    [t('refund.figures.leftAfter'), format.money(preview.refundable_after)],
  ];
  return (
    <section aria-labelledby="refund-figures" className="mt-4 rounded-lg border border-accent bg-accent-soft p-3" aria-live="polite">
      <h3 id="refund-figures" className="font-bold">
        {t('refund.figures.title')}
      </h3>
      <p className="mt-1 text-2xl font-bold tabular-nums">{format.money(preview.amount)}</p>
      <p className="text-sm">{t(`refund.figures.method.${preview.method}`)}</p>
      {preview.ends_payment && <p className="text-sm font-semibold">{t('refund.figures.endsPayment')}</p>}
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The second factor, asked in the dialog: the authenticator's 6 digits or a backup code. */
function SecondFactor({ totpEnabled, busy, onCode }: { totpEnabled: boolean; busy: boolean; onCode: (code: string) => void }) {
  const { t } = useT();
  const [code, setCode] = useState('');
  if (!totpEnabled)
    return (
      <div role="alert" className="mt-4 rounded-lg bg-warn-soft p-3 text-warn">
        {t('refund.secondFactor.notEnrolled')}{' '}
        <Link to="/two-factor" className="font-semibold underline">
          {t('refund.secondFactor.enrol')}
        </Link>
      </div>
    );
  return (
    <form
      className="mt-4 flex flex-col gap-2 rounded-lg border border-warn p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onCode(code);
      }}
    >
      <p role="alert" className="font-semibold">
        {t('refund.secondFactor.needed')}
      </p>
      <label htmlFor="refund-code" className="font-semibold">
        {t('refund.secondFactor.code')}
      </label>
      <input
        id="refund-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="field min-h-11"
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={32}
        required
        autoFocus
      />
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {t('refund.secondFactor.verify')}
      </button>
    </form>
  );
}

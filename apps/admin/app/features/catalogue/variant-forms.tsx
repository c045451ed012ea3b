import type { AdminVariant } from '@talad/contract';
import { STOCK_NOTE_MAX_LENGTH, STOCK_REASONS } from '@talad/domain';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Field, Notice } from '../../ui/form-parts.tsx';
import { newIdempotencyKey } from '../orders/idempotency-key.ts';
import { bahtText } from './baht.ts';
import type { VariantAnswer } from './catalogue.server.ts';

/** A form posted to the variant screen's action by intent; its answer shown under it, and the form emptied once done. */
function useVariantForm(resetOnDone = true) {
  const fetcher = useFetcher<VariantAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const done = fetcher.state === 'idle' && fetcher.data?.ok === true;
  useEffect(() => {
    if (done && resetOnDone) form.current?.reset();
  }, [done, resetOnDone, fetcher.data]);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return { fetcher, form, answer, busy: fetcher.state !== 'idle' };
}

function Answer({ answer, done }: { answer: VariantAnswer | undefined; done: string }) {
  if (!answer) return null;
  return answer.ok ? <Notice tone="ok">{done}</Notice> : <Notice tone="error">{answer.message}</Notice>;
}

/** The prices in baht: the list price and the special price (empty with "no special price" ticked removes it). */
function PriceFields({ variant, prefix, required }: { variant: AdminVariant; prefix: string; required: boolean }) {
  const { t } = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        id={`${prefix}-price`}
        name="price"
        label={t('catalogue.price')}
        hint={t('catalogue.bahtHint')}
        inputMode="decimal"
        defaultValue={required ? bahtText(variant.price) : ''}
        required={required}
      />
      <div className="flex flex-col gap-2">
        <Field
          id={`${prefix}-special`}
          name="special_price"
          label={t('catalogue.specialPrice')}
          hint={t('catalogue.specialHint')}
          inputMode="decimal"
          defaultValue={required ? bahtText(variant.special_price) : ''}
        />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="special_price_clear" className="size-5" />
          {t('catalogue.noSpecial')}
        </label>
      </div>
    </div>
  );
}

export function PriceForm({ variant }: { variant: AdminVariant }) {
  const { t } = useT();
  const { fetcher, form, answer, busy } = useVariantForm(false);
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-3" key={`${variant.price}:${variant.special_price}`}>
      <input type="hidden" name="intent" value="price" />
      <PriceFields variant={variant} prefix="now" required />
      {answer?.intent === 'price' && <Answer answer={answer} done={t('catalogue.priceSaved')} />}
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {t('catalogue.savePrice')}
      </button>
    </fetcher.Form>
  );
}

export function ScheduleForm({ variant }: { variant: AdminVariant }) {
  const { t } = useT();
  const { fetcher, form, answer, busy } = useVariantForm();
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="schedule" />
      <PriceFields variant={variant} prefix="later" required={false} />
      <Field id="schedule-at" name="run_at" type="datetime-local" label={t('catalogue.runAt')} hint={t('catalogue.runAtHint')} required />
      {answer?.intent === 'schedule' && <Answer answer={answer} done={t('catalogue.scheduled')} />}
      <button type="submit" className="btn btn-outline min-h-11 self-start" disabled={busy}>
        {t('catalogue.schedule')}
      </button>
    </fetcher.Form>
  );
}

export function CancelScheduleButton({ id }: { id: number }) {
  const { t } = useT();
  const { fetcher, answer, busy } = useVariantForm(false);
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="cancel-schedule" />
      <input type="hidden" name="scheduled_id" value={id} />
      <button type="submit" className="btn btn-outline min-h-11" disabled={busy}>
        {t('catalogue.cancelSchedule')}
      </button>
      {answer && !answer.ok && <Notice tone="error">{answer.message}</Notice>}
    </fetcher.Form>
  );
}

/**
 * An adjustment by a number of units with its reason, or a count that sets the level: each opening of the form has its
 * own Idempotency-Key, so a double press or a retried post is one adjustment; a new key once it is done.
 */
export function StockForm({ mode }: { mode: 'stock' | 'count' }) {
  const { t } = useT();
  const { fetcher, form, answer, busy } = useVariantForm();
  const [key, setKey] = useState(newIdempotencyKey);
  const done = answer?.ok === true;
  useEffect(() => {
    if (done) setKey(newIdempotencyKey());
  }, [done, answer]);
  const prefix = mode === 'count' ? 'count' : 'adjust';
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="key" value={key} />
      <Field
        id={`${prefix}-units`}
        name="units"
        inputMode="numeric"
        label={t(mode === 'count' ? 'catalogue.counted' : 'catalogue.delta')}
        hint={t(mode === 'count' ? 'catalogue.countedHint' : 'catalogue.deltaHint')}
        required
      />
      {mode === 'stock' && (
        <div className="flex flex-col gap-1">
          <label htmlFor="adjust-reason" className="font-semibold">
            {t('catalogue.reason')}
          </label>
          <select id="adjust-reason" name="reason" className="field" defaultValue="received">
            {STOCK_REASONS.filter((reason) => reason !== 'count').map((reason) => (
              <option key={reason} value={reason}>
                {t(`catalogue.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-note`} className="font-semibold">
          {t(mode === 'count' ? 'catalogue.countNote' : 'catalogue.note')}
        </label>
        <textarea id={`${prefix}-note`} name="note" rows={2} maxLength={STOCK_NOTE_MAX_LENGTH} className="field" />
      </div>
      {answer && <Answer answer={answer} done={t(mode === 'count' ? 'catalogue.countSaved' : 'catalogue.stockSaved')} />}
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {t(mode === 'count' ? 'catalogue.saveCount' : 'catalogue.saveStock')}
      </button>
    </fetcher.Form>
  );
}

/** A variant's SKU, barcode and weight (catalog.write): an empty barcode or weight removes it. */
export function DetailsForm({ details }: { details: { sku: string; barcode: string | null; weight_grams: number | null } }) {
  const { t } = useT();
  const { fetcher, form, answer, busy } = useVariantForm(false);
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-3" key={JSON.stringify(details)}>
      <input type="hidden" name="intent" value="details" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="details-sku" name="sku" label={t('productForm.sku')} defaultValue={details.sku} required autoComplete="off" />
        <Field
          id="details-barcode"
          name="barcode"
          label={t('productForm.barcode')}
          inputMode="numeric"
          defaultValue={details.barcode ?? ''}
        />
        <Field
          id="details-weight"
          name="weight"
          label={t('productForm.weight')}
          inputMode="numeric"
          defaultValue={details.weight_grams === null ? '' : String(details.weight_grams)}
        />
      </div>
      {answer?.intent === 'details' && <Answer answer={answer} done={t('catalogue.detailsSaved')} />}
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {t('catalogue.saveDetails')}
      </button>
    </fetcher.Form>
  );
}

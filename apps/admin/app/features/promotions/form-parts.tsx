import type { ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Field, Notice } from '../../ui/form-parts.tsx';
import type { RuleAnswer } from './promotions.server.ts';
import { bangkokLocal } from './rule-fields.ts';

/** A rule's form: posted to its screen's action; a refusal shown above the button, the fields it names marked. */
export function RuleForm({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useT();
  const answer = useActionData<RuleAnswer>();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="flex flex-col gap-4" aria-label={label}>
      <input type="hidden" name="intent" value="save" />
      {children}
      {answer && !answer.ok && (
        <Notice tone="error">
          {answer.message}
          {answer.fields.length > 0 && ` (${answer.fields.join(', ')})`}
        </Notice>
      )}
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
        {t('promotions.save')}
      </button>
    </Form>
  );
}

/** Thai and English side by side (stacked on a phone), both required. */
export function Bilingual({
  name,
  label,
  value,
  long,
}: {
  name: string;
  label: string;
  value?: { th: string; en: string };
  long?: boolean;
}) {
  const { t } = useT();
  const field = (language: 'th' | 'en') => ({
    id: `${name}-${language}`,
    name: `${name}_${language}`,
    label: `${label} (${t(`promotions.language.${language}`)})`,
    defaultValue: value?.[language] ?? '',
    required: true,
    maxLength: long ? 500 : 120,
    lang: language,
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field {...field('th')} />
      <Field {...field('en')} />
    </div>
  );
}

/** From and until, typed in Bangkok time; `optional` windows may be left open. */
export function WindowFields({ starts, ends, optional }: { starts?: string | null; ends?: string | null; optional?: boolean }) {
  const { t } = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        id="starts-at"
        name="starts_at"
        type="datetime-local"
        label={t('promotions.startsAt')}
        hint={t(optional ? 'promotions.openHint' : 'promotions.bangkokHint')}
        defaultValue={bangkokLocal(starts ?? null)}
        required={!optional}
      />
      <Field
        id="ends-at"
        name="ends_at"
        type="datetime-local"
        label={t('promotions.endsAt')}
        hint={t(optional ? 'promotions.openHint' : 'promotions.bangkokHint')}
        defaultValue={bangkokLocal(ends ?? null)}
        required={!optional}
      />
    </div>
  );
}

/** End now: the rule stops at once (one still scheduled never starts). */
export function EndForm() {
  const { t } = useT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="end" />
      <button type="submit" className="btn btn-danger min-h-11">
        {t('promotions.endNow')}
      </button>
    </Form>
  );
}

/** A labelled select of fixed choices. */
export function Choice({
  id,
  label,
  options,
  value,
}: {
  id: string;
  label: string;
  options: Array<{ value: string; label: string }>;
  value?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} name={id.replace(/-/g, '_')} className="field" defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

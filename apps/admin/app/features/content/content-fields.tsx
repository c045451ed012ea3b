import { useActionData } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';
import type { ContentRefusal } from './content.server.ts';

type Pair = { th: string; en: string };

/**
 * One text in Thai and English side by side (stacked on a phone), both required; `rows` makes them text areas. The
 * names are `<name>_th` and `<name>_en`, the labels "<label> (Thai)" and "<label> (English)".
 */
export function BilingualText({
  name,
  label,
  value,
  max,
  rows,
  hint,
  idPrefix = '',
}: {
  /** Tells apart the fields of several forms on one screen. */
  idPrefix?: string;
  name: string;
  label: string;
  value?: Pair;
  max: number;
  rows?: number;
  hint?: string;
}) {
  const { t } = useT();
  const hintId = hint ? `${idPrefix}${name}-hint` : undefined;
  const one = (language: 'th' | 'en') => {
    const id = `${idPrefix}${name}-${language}`;
    const common = {
      id,
      name: `${name}_${language}`,
      defaultValue: value?.[language] ?? '',
      required: true,
      maxLength: max,
      lang: language,
      className: 'field w-full',
      'aria-describedby': hintId,
    };
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {label} ({t(`content.language.${language}`)})
        </label>
        {rows ? <textarea rows={rows} {...common} /> : <input {...common} />}
      </div>
    );
  };
  return (
    <div className="flex flex-col gap-1">
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {one('th')}
        {one('en')}
      </div>
    </div>
  );
}

/** The API's refusal of the last form sent, with the fields it names; nothing when the last answer was not one. */
export function RefusalNotice() {
  const answer = useActionData<ContentRefusal | { ok: true }>();
  if (!answer || answer.ok) return null;
  return (
    <Notice tone="error">
      {answer.message}
      {answer.fields.length > 0 && ` (${answer.fields.join(', ')})`}
    </Notice>
  );
}

import { CASE_MESSAGE_MAX_LENGTH } from '@talad/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/** The text of a message, with how many characters are left. */
export function MessageBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={CASE_MESSAGE_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-left`}
        className="field mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900"
      />
      <p id={`${id}-left`} className="mt-1 text-right text-xs text-gray-500">
        {t('cases.charactersLeft', { count: CASE_MESSAGE_MAX_LENGTH - value.length })}
      </p>
    </div>
  );
}

import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The solo variant at comfortable density (§9, app.css). */
const FIELD_CLASS =
  'field field-comfortable mt-1 block w-full rounded-md border bg-white px-3 text-base text-gray-900 disabled:bg-gray-100';

interface FieldFrameProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error, wired for screen readers: the error is announced and named by the control. */
function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-error-strong" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: ReactNode; error?: string | null; hint?: ReactNode };

/**
 * Fields take input once the page is hydrated (decision 0006): typed before, the words would show in the box but not
 * reach the form's state. Until then they are read-only (selects disabled), for the fraction of a second it lasts.
 */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${FIELD_CLASS} ${className}`}
          {...input}
          readOnly={input.readOnly || !hydrated}
        />
      )}
    </FieldFrame>
  );
}

/** A password box with a show/hide button; the browser's password manager still sees a password field. */
export function PasswordField({ label, error, hint, ...input }: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${FIELD_CLASS} pr-20`}
            {...input}
            readOnly={input.readOnly || !hydrated}
          />
          <button
            type="button"
            onClick={() => setVisible(!visible)}
            aria-pressed={visible}
            className="absolute top-1/2 right-1 -translate-y-1/2 rounded px-2 py-1 text-xs font-semibold text-primary"
          >
            {visible ? t('form.hidePassword') : t('form.showPassword')}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function SelectField({ label, error, placeholder, options, className = '', ...select }: SelectFieldProps) {
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${FIELD_CLASS} ${className}`}
          {...select}
          disabled={select.disabled || !hydrated}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The answer of the last submit when it failed: one alert above the buttons. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-error/30 bg-error/5 px-3 py-2 text-sm text-error-strong">
      {message}
    </p>
  );
}

export function FormSuccess({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-md border border-success/30 bg-success/5 px-3 py-2 text-sm text-success-strong">
      {message}
    </p>
  );
}

import type { ReactNode } from 'react';
import { Form } from 'react-router';

/**
 * A list's search box (GET, `q`): the label above the field, the button beside it, wrapping under it on a phone.
 * `children` are hidden fields that keep the list's other filters (a tab) as they are.
 */
export function SearchForm({
  id,
  q,
  label,
  hint,
  button,
  children,
}: {
  id: string;
  q: string;
  label: string;
  hint: string;
  button: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      {children}
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          className="field"
          defaultValue={q}
          key={q}
          maxLength={100}
          placeholder={hint}
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="btn btn-primary min-h-11">
        {button}
      </button>
    </Form>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled field; its error is read out with it (aria-describedby) and the field is marked invalid. */
export function Field({
  label,
  error,
  hint,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string; id: string }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input id={id} className="field" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A refusal or a confirmation at the top of a form, announced when it appears. */
export function Notice({ tone, children }: { tone: 'error' | 'ok' | 'info'; children: ReactNode }) {
  const colours = tone === 'error' ? 'bg-danger-soft text-danger' : tone === 'ok' ? 'bg-ok-soft text-ok' : 'bg-accent-soft text-ink';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg px-3 py-2 ${colours}`}>
      {children}
    </p>
  );
}

/** The signed-out screens' frame: the product's name, a card in the middle, the language and theme switches. */
export function SignedOutFrame({ title, children, switches }: { title: string; children: ReactNode; switches: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8">
      <div className="flex w-full max-w-md justify-end">{switches}</div>
      <main id="main" className="card mt-6 w-full max-w-md p-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="mt-4">{children}</div>
      </main>
    </div>
  );
}

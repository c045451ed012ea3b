import type { ReactNode } from 'react';
import { useBrand } from '../../lib/shell-data.ts';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** The step of a multi-step flow, e.g. { at: 2, of: 4 }. */
  step?: { at: number; of: number; label: string };
  testId?: string;
  children: ReactNode;
}

/** The frame of every sign-in, register and recovery step, desktop and /m alike. */
export function AuthCard({ title, intro, step, testId, children }: AuthCardProps) {
  const brand = useBrand();
  return (
    <section aria-labelledby="auth-title" data-testid={testId} className="mx-auto w-full max-w-md px-4 py-8 md:py-12">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm md:p-8">
        <brand.Logo className="mx-auto size-12" />
        {step && <p className="mt-4 text-center text-xs font-semibold tracking-wide text-primary uppercase">{step.label}</p>}
        <h1 id="auth-title" className="mt-2 text-center text-2xl font-bold text-gray-900">
          {title}
        </h1>
        {intro && <div className="mt-2 text-center text-sm text-gray-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

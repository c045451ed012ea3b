import type { ReactNode } from 'react';

/**
 * On a phone, the page's total and its one action in a bar kept at the bottom of the screen (above the cookie banner)
 * while the summary they belong to is far below; from lg the summary sits beside the page and the bar is not shown.
 * The page leaves room for it at its end (pb-24 lg:pb-0).
 */
export function TotalBar({ label, amount, testId, children }: { label: string; amount: string; testId: string; children: ReactNode }) {
  return (
    <div
      data-testid={testId}
      className="fixed inset-x-0 bottom-[var(--cookie-banner-height,0px)] z-20 flex items-center justify-between gap-3 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] lg:hidden"
    >
      <p className="text-sm text-gray-700">
        {label} <span className="block text-lg font-bold text-gray-900 tabular-nums">{amount}</span>
      </p>
      {children}
    </div>
  );
}

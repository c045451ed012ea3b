import type { ReactNode } from 'react';
import { useFormatDate } from '../../lib/dates.ts';

/** Who wrote or hosts it and when, e.g. "Nok · 3 Jan 2026 · 4 min read", the date in the page's calendar. */
export function Byline({ by, at, extra, className }: { by: string; at: string; extra?: ReactNode; className: string }) {
  const formatDate = useFormatDate();
  return (
    <p className={className}>
      {by} · <time dateTime={at}>{formatDate(at)}</time>
      {extra !== undefined && <> · {extra}</>}
    </p>
  );
}

/**
 * A part of an article or show page under its own heading; the heading names the region, so screen readers
 * (and journeys) can find "products in this post" by its title.
 */
export function TitledSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

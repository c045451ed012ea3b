import type { AuditQuery } from '@talad/sdk/admin';

/** The audit log's filters as the page's address carries them (GET form): the API checks each against the contract. */
export const AUDIT_FILTERS = ['entity', 'actor', 'action', 'from', 'to'] as const;

export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

export function auditFiltersOf(url: URL): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of AUDIT_FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) filters[name] = value.slice(0, 200);
  }
  return filters;
}

/** The filters as the API reads them: a day picked in the form is that Bangkok day, from its start to the next's. */
export function auditQueryOf(filters: AuditFilters): Omit<AuditQuery, 'cursor' | 'size'> {
  const { from, to, ...rest } = filters;
  return {
    ...rest,
    ...(from ? { from: bangkokDayStart(from, 0) } : {}),
    ...(to ? { to: bangkokDayStart(to, 1) } : {}),
  };
}

/** A YYYY-MM-DD day as the instant it starts in Bangkok (+07:00), `plusDays` later; anything else as typed. */
function bangkokDayStart(day: string, plusDays: number): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const start = new Date(`${day}T00:00:00+07:00`);
  if (Number.isNaN(start.getTime())) return day;
  start.setUTCDate(start.getUTCDate() + plusDays);
  return new Date(start.getTime() + 7 * 3_600_000).toISOString().replace('Z', '+07:00').replace('.000', '');
}

/** The same filters as an address's query (the CSV link, the next page). */
export function auditSearch(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...filters, ...extra });
  const text = params.toString();
  return text ? `?${text}` : '';
}

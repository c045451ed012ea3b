import type { AdminAuditPage, AdminAuditQueryWire } from '@talad/contract';
import type { AdminClient } from './client.ts';

/** The filters as the address bar carries them (size a number, as the API's query reads it). */
export type AuditQuery = Omit<AdminAuditQueryWire, 'size'> & { size?: number };

/** The audit log (decision 0040; audit.read): keyset pages, and the same filters' CSV streamed as it comes. */
export const getAuditPage = (api: AdminClient, query: AuditQuery) => api.request<AdminAuditPage>('GET', 'admin/audit', { query });

/** The CSV answer itself (its body is streamed on to the browser, never read whole here). */
export const getAuditCsv = (api: AdminClient, query: Omit<AuditQuery, 'cursor' | 'size'>, signal?: AbortSignal) =>
  api.raw('GET', 'admin/audit.csv', { query, signal });

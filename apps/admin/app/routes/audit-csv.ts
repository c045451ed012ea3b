import { getAuditCsv } from '@talad/sdk/admin';
import { auditFiltersOf, auditQueryOf } from '../lib/audit-filters.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/audit-csv';

/**
 * /admin/audit.csv: the audit log's CSV for the page's filters, streamed from the API (GET admin/audit.csv) as it
 * comes, with the member's token from their cookie: the browser downloads it like any link (decision 0041).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'audit.read');
  const answer = await getAuditCsv(api, auditQueryOf(auditFiltersOf(new URL(request.url))), request.signal);
  const headers = new Headers({ 'Content-Type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8' });
  const disposition = answer.headers.get('content-disposition');
  headers.set('Content-Disposition', disposition ?? `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`);
  return new Response(answer.body, { status: answer.status, headers });
}

import { getAuditCsv } from '@talad/sdk/admin';
import { auditFiltersOf, auditQueryOf } from '../lib/audit-filters.ts';
import { csvDownload } from '../lib/csv-download.server.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/audit-csv';

/**
 * /admin/audit.csv: the audit log's CSV for the page's filters, streamed from the API (GET admin/audit.csv) as it
 * comes, with the member's token from their cookie: the browser downloads it like any link (decision 0041).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'audit.read');
  const answer = await getAuditCsv(api, auditQueryOf(auditFiltersOf(new URL(request.url))), request.signal);
  return csvDownload(answer, `audit-${new Date().toISOString().slice(0, 10)}`);
}

import { catalogueImportParams } from '@talad/contract';
import { csvDownload } from '../lib/csv-download.server.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/catalogue-import-report';

/** /admin/catalogue/imports/{id}/report.csv: each row of an import and its outcome, in the member's language. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'catalog.read');
  const parsed = catalogueImportParams.safeParse({ id: params.id });
  if (!parsed.success) throw new Response('Not found', { status: 404 });
  const answer = await api.raw('GET', `admin/catalogue/imports/${parsed.data.id}/report.csv`, { signal: request.signal });
  return csvDownload(answer, `catalogue-import-${parsed.data.id}`);
}

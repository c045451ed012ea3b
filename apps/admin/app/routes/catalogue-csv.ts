import { csvDownload } from '../lib/csv-download.server.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/catalogue-csv';

/** /admin/catalogue.csv: the whole catalogue as CSV, streamed from GET admin/catalogue/export.csv (decision 0049). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'catalog.read');
  return csvDownload(await api.raw('GET', 'admin/catalogue/export.csv', { signal: request.signal }), 'catalogue');
}

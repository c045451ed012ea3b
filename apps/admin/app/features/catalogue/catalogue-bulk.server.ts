import { catalogueImportParams, type CatalogueImport, type CatalogueImportResult } from '@talad/contract';
import type { AdminClient } from '@talad/sdk/admin';

/** The CSV screens' calls (issue #27 item 4, decision 0049): the export streamed on, an import checked or applied, its report. */

export type ImportAnswer =
  | { intent: 'check' | 'apply'; ok: true; result: CatalogueImportResult }
  | { intent: string; ok: false; message: string; result: CatalogueImportResult | null };

/**
 * POST admin/catalogue/import with the chosen file's bytes as they are (the API refuses what is not UTF-8): "check" is
 * the dry run, "apply" writes. A file with errors answers its rows in both.
 */
export async function importAction(api: AdminClient, form: FormData, invalid: string): Promise<ImportAnswer> {
  const intent = String(form.get('intent') ?? '');
  const file = form.get('file');
  if ((intent !== 'check' && intent !== 'apply') || !(file instanceof File) || file.size === 0)
    return { intent, ok: false, message: invalid, result: null };
  const answer = await api.request<CatalogueImportResult>('POST', 'admin/catalogue/import', {
    query: { dry_run: intent === 'check' ? 'true' : undefined },
    file: { type: 'text/csv', data: new Uint8Array(await file.arrayBuffer()) },
  });
  if (answer.is_success && answer.data) return { intent, ok: true, result: answer.data };
  return { intent, ok: false, message: answer.message, result: answer.data ?? null };
}

/** GET admin/catalogue/imports/{id}, or null for an id that is not one. */
export async function loadImport(api: AdminClient, id: string | null): Promise<CatalogueImport | null> {
  const params = catalogueImportParams.safeParse({ id });
  if (!id || !params.success) return null;
  const answer = await api.request<CatalogueImport>('GET', `admin/catalogue/imports/${params.data.id}`);
  return answer.is_success && answer.data ? answer.data : null;
}

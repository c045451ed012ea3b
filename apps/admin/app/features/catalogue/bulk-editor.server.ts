import { bulkEditBody, type BulkEditPreview, type BulkEditResult, type BulkGridPage } from '@talad/contract';
import type { AdminClient } from '@talad/sdk/admin';
import type { BulkChange } from './bulk-edits.ts';
import { productQueryOf } from './catalogue.server.ts';

/** The bulk editor's calls (issue #27 item 4): the product list's page with its variants, a preview, apply, undo. */

/** GET admin/catalogue/grid with the product list's filters as the address holds them. */
export async function loadGrid(api: AdminClient, search: URLSearchParams) {
  const { shown, query } = productQueryOf(search);
  if (!query) return { ...shown, page: null, problem: 'catalogue.badQuery', message: null };
  const answer = await api.request<BulkGridPage>('GET', 'admin/catalogue/grid', { query });
  if (!answer.is_success || !answer.data) return { ...shown, page: null, problem: null, message: answer.message };
  return { ...shown, page: answer.data, problem: null, message: null };
}

export type BulkAnswer =
  | { intent: 'preview'; ok: true; sent: BulkChange[]; preview: BulkEditPreview }
  | { intent: 'apply' | 'undo'; ok: true; result: BulkEditResult }
  | { intent: string; ok: false; message: string; sent: BulkChange[]; errors: Array<{ field: string; message: string }> };

const errorsOf = (answer: { errors?: Array<{ field: string; reason: string }> | null }, message: string) =>
  (answer.errors ?? []).map((error) => ({ field: error.field, message }));

/**
 * The editor's forms, by intent: "preview" checks the changes (nothing written), "apply" writes them all or nothing,
 * "undo" takes back the member's last edit. The changes come as the grid made them (JSON), checked by the contract.
 */
export async function bulkAction(api: AdminClient, form: FormData, invalid: string): Promise<BulkAnswer> {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'undo') {
    const answer = await api.request<BulkEditResult>('POST', 'admin/catalogue/bulk/undo', { body: {} });
    if (answer.is_success && answer.data) return { intent, ok: true, result: answer.data };
    return { intent, ok: false, message: answer.message, sent: [], errors: [] };
  }
  const body = (() => {
    try {
      return bulkEditBody.safeParse({ changes: JSON.parse(String(form.get('changes') ?? '')) });
    } catch {
      return null;
    }
  })();
  if (!body?.success || (intent !== 'preview' && intent !== 'apply')) return { intent, ok: false, message: invalid, sent: [], errors: [] };
  const sent = body.data.changes;
  if (intent === 'preview') {
    const answer = await api.request<BulkEditPreview>('POST', 'admin/catalogue/bulk/check', { body: body.data });
    if (answer.is_success && answer.data) return { intent, ok: true, sent, preview: answer.data };
    return { intent, ok: false, message: answer.message, sent, errors: [] };
  }
  const answer = await api.request<BulkEditResult>('POST', 'admin/catalogue/bulk', { body: body.data });
  if (answer.is_success && answer.data) return { intent, ok: true, result: answer.data };
  return { intent, ok: false, message: answer.message, sent, errors: errorsOf(answer, answer.message) };
}

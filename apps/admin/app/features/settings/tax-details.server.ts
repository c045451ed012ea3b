import { shopTaxDetailsBody, type ShopTaxDetails } from '@talad/contract';
import type { AdminClient } from '@talad/sdk/admin';

const PATH = 'admin/settings/tax-details';

/** The shop's details as its tax documents state the seller (decision 0067). */
export async function loadTaxDetails(api: AdminClient): Promise<ShopTaxDetails | null> {
  const answer = await api.request<ShopTaxDetails>('GET', PATH);
  return answer.is_success ? answer.data : null;
}

export type TaxDetailsAnswer = { ok: true } | { ok: false; message: string; fields: string[] };

/** The form checked with the contract's schema, then PUT (settings.write; the API audits it with the reason). */
export async function saveTaxDetails(api: AdminClient, form: FormData, invalidMessage: string): Promise<TaxDetailsAnswer> {
  const text = (name: string) => String(form.get(name) ?? '');
  const body = shopTaxDetailsBody.safeParse({
    legal_name: { th: text('legal_name_th'), en: text('legal_name_en') },
    tax_id: text('tax_id').trim(),
    branch_code: text('branch_code').trim(),
    address: { th: text('address_th'), en: text('address_en') },
    phone: text('phone'),
    reason: text('reason'),
  });
  if (!body.success)
    return { ok: false, message: invalidMessage, fields: [...new Set(body.error.issues.map((issue) => issue.path.join('.')))] };
  const answer = await api.request('PUT', PATH, { body: body.data });
  return answer.is_success ? { ok: true } : { ok: false, message: answer.message, fields: [] };
}

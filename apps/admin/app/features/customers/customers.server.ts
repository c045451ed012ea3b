import { adminCustomerParams, adminCustomersQuery, type AdminCustomerDetail, type AdminCustomersPage } from '@talad/contract';
import { httpStatusOf } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';

/** The customers screens' calls (permission customers.read; contacts masked without customers.pii, by the API). */
export async function loadCustomerPage(api: AdminClient, search: URLSearchParams) {
  const asked = { q: search.get('q')?.trim() || undefined, cursor: search.get('cursor') || undefined };
  const query = adminCustomersQuery.safeParse(asked);
  const q = asked.q ?? '';
  if (!query.success) return { q, page: null, problem: 'customers.badQuery', message: null };
  const answer = await api.request<AdminCustomersPage>('GET', 'admin/customers', { query: { q: query.data.q, cursor: query.data.cursor } });
  if (!answer.is_success || !answer.data) return { q, page: null, problem: null, message: answer.message };
  return { q, page: answer.data, problem: null, message: null };
}

/** GET admin/customers/{id}, or null when there is no such customer (a 404 page). */
export async function loadCustomer(api: AdminClient, id: string | undefined): Promise<AdminCustomerDetail | null> {
  const params = adminCustomerParams.safeParse({ id });
  if (!params.success) return null;
  const answer = await api.request<AdminCustomerDetail>('GET', `admin/customers/${params.data.id}`);
  if (answer.is_success && answer.data) return answer.data;
  if (httpStatusOf(answer.status_code) === 404) return null;
  throw new Response(answer.message, { status: 503 });
}

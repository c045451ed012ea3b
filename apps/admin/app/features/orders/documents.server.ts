import type { OrderDocuments } from '@talad/contract';
import type { AdminClient } from '@talad/sdk/admin';

/** An order's tax documents (decision 0067; orders.read): the list the order screen shows, or null when it could not be read. */
export async function loadDocuments(api: AdminClient, orderNo: string): Promise<OrderDocuments | null> {
  const answer = await api.request<OrderDocuments>('GET', `admin/orders/${encodeURIComponent(orderNo)}/documents`);
  return answer.is_success ? answer.data : null;
}

/** One document's PDF as the API answered it; its body is passed on to the browser as it comes. */
export function documentPdf(api: AdminClient, orderNo: string, number: string, signal?: AbortSignal): Promise<Response> {
  return api.raw('GET', `admin/orders/${encodeURIComponent(orderNo)}/documents/${encodeURIComponent(number)}`, { signal });
}

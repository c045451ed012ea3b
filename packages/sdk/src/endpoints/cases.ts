import type { CaseDetail, MyCasesPage } from '@talad/contract';
import type { CaseState, CaseTopic, Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Support cases (issue #14, /case-management): my cases, one thread, opening one, replying and closing. */

export type { CaseDetail, CaseMessage, CasePhoto, CaseSummary, MyCasesPage } from '@talad/contract';

/** My cases, the latest activity first; `status` narrows them to one state. */
export function getMyCases(
  api: ApiClient,
  query: { page?: number; size?: number; status?: CaseState } = {},
  options?: CallOptions,
): Promise<Envelope<MyCasesPage>> {
  return api.get<MyCasesPage>('cases', { ...options, query });
}

/** One of my cases with its thread; reading it marks the staff's answers seen. Another member's is CASE_NOT_FOUND. */
export function getMyCase(api: ApiClient, caseNo: string, options?: CallOptions): Promise<Envelope<CaseDetail>> {
  return api.get<CaseDetail>(`cases/${encodeURIComponent(caseNo)}`, options);
}

export interface NewCase {
  topic: CaseTopic;
  /** One of my orders, or none for a general topic. */
  order_no?: string;
  message: string;
  photos?: Blob[];
}

/**
 * Opens a case (multipart). `idempotencyKey` is made once per form (crypto.randomUUID() when it opens) and sent again
 * on a retry, so a double tap opens one case.
 */
export function openCase(
  api: ApiClient,
  newCase: NewCase,
  { idempotencyKey, ...options }: CallOptions & { idempotencyKey: string },
): Promise<Envelope<CaseDetail>> {
  const form = new FormData();
  form.append('topic', newCase.topic);
  if (newCase.order_no) form.append('order_no', newCase.order_no);
  form.append('message', newCase.message);
  for (const photo of newCase.photos ?? []) form.append('file', photo);
  return api.post<CaseDetail>('cases', form, { ...options, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Replies to my case (multipart); an answered case opens again. Keyed like openCase. */
export function replyToCase(
  api: ApiClient,
  caseNo: string,
  reply: { message: string; photos?: Blob[] },
  { idempotencyKey, ...options }: CallOptions & { idempotencyKey: string },
): Promise<Envelope<CaseDetail>> {
  const form = new FormData();
  form.append('message', reply.message);
  for (const photo of reply.photos ?? []) form.append('file', photo);
  return api.post<CaseDetail>(`cases/${encodeURIComponent(caseNo)}/messages`, form, {
    ...options,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Closes my case (repeat-safe). */
export function closeMyCase(api: ApiClient, caseNo: string, options?: CallOptions): Promise<Envelope<CaseDetail>> {
  return api.post<CaseDetail>(`cases/${encodeURIComponent(caseNo)}/close`, undefined, options);
}

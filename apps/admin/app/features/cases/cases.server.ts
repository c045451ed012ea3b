import {
  adminCaseActionParams,
  adminCaseBody,
  adminCaseParams,
  adminCasesQuery,
  type AdminCaseDetail,
  type AdminCasesPage,
} from '@talad/contract';
import { httpStatusOf } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';

/** The cases screens' calls (permission cases.answer). */
export async function loadCasePage(api: AdminClient, search: URLSearchParams) {
  const query = adminCasesQuery.safeParse({ status: search.get('status') || undefined, cursor: search.get('cursor') || undefined });
  const status = query.success ? query.data.status : 'OPEN';
  if (!query.success) return { status, page: null, message: null, problem: 'cases.badQuery' };
  const answer = await api.request<AdminCasesPage>('GET', 'admin/cases', { query: { status, cursor: query.data.cursor } });
  if (!answer.is_success || !answer.data) return { status, page: null, message: answer.message, problem: null };
  return { status, page: answer.data, message: null, problem: null };
}

/** GET admin/cases/{case_no}, or null when there is no such case. */
export async function loadCase(api: AdminClient, caseNo: string | undefined): Promise<AdminCaseDetail | null> {
  const params = adminCaseParams.safeParse({ case_no: caseNo });
  if (!params.success) return null;
  const answer = await api.request<AdminCaseDetail>('GET', `admin/cases/${params.data.case_no}`);
  if (answer.is_success && answer.data) return answer.data;
  if (httpStatusOf(answer.status_code) === 404) return null;
  throw new Response(answer.message, { status: 503 });
}

/** POST admin/cases/{case_no}/{answer|close} {message}: the member is told by e-mail (or SMS). */
export async function actOnCase(api: AdminClient, caseNo: string | undefined, form: FormData, invalidMessage: string) {
  const params = adminCaseActionParams.safeParse({ case_no: caseNo, action: form.get('intent') });
  const text = String(form.get('message') ?? '').trim();
  const body = adminCaseBody.safeParse(text ? { message: text } : {});
  if (!params.success || !body.success || (params.data.action === 'answer' && !text)) return { ok: false, message: invalidMessage };
  const answer = await api.request<AdminCaseDetail>('POST', `admin/cases/${params.data.case_no}/${params.data.action}`, {
    body: body.data ?? {},
  });
  return answer.is_success ? { ok: true, message: null } : { ok: false, message: answer.message };
}

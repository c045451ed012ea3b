import {
  adminReviewParams,
  adminReviewsQuery,
  hideReviewBody,
  reviewReplyBody,
  type AdminReview,
  type AdminReviewsPage,
} from '@talad/contract';
import type { AdminClient } from '@talad/sdk/admin';

/** The review moderation screen's calls (permission reviews.moderate). */
export async function loadReviewPage(api: AdminClient, search: URLSearchParams) {
  const asked = {
    state: search.get('state') || undefined,
    rating: search.get('rating') || undefined,
    cursor: search.get('cursor') || undefined,
  };
  const query = adminReviewsQuery.safeParse(asked);
  const shown = { state: query.success ? (query.data.state ?? null) : null, rating: query.success ? (query.data.rating ?? null) : null };
  if (!query.success) return { ...shown, page: null, message: null, problem: 'reviews.badQuery' };
  const { state, rating, cursor } = query.data;
  const answer = await api.request<AdminReviewsPage>('GET', 'admin/reviews', { query: { state, rating, cursor } });
  if (!answer.is_success || !answer.data) return { ...shown, page: null, message: answer.message, problem: null };
  return { ...shown, page: answer.data, message: null, problem: null };
}

/** Hide (with the desk's reason), restore, dismiss members' reports, or write the shop's reply (replacing an earlier one). */
export async function moderateReview(api: AdminClient, form: FormData, invalidMessage: string) {
  const intent = form.get('intent');
  const params = adminReviewParams.safeParse({ id: form.get('review_id') });
  if (!params.success) return { intent, ok: false, message: invalidMessage };
  const path = `admin/reviews/${params.data.id}`;
  const call = (() => {
    switch (intent) {
      case 'hide': {
        const body = hideReviewBody.safeParse({ reason: form.get('reason') });
        return body.success ? api.request<AdminReview>('POST', `${path}/hide`, { body: body.data }) : null;
      }
      case 'restore':
        return api.request<AdminReview>('POST', `${path}/restore`, { body: {} });
      case 'dismiss-reports':
        return api.request<AdminReview>('POST', `${path}/dismiss-reports`, { body: {} });
      case 'reply': {
        const body = reviewReplyBody.safeParse({ text: form.get('text') });
        return body.success ? api.request<AdminReview>('PUT', `${path}/reply`, { body: body.data }) : null;
      }
      default:
        return null;
    }
  })();
  if (!call) return { intent, ok: false, message: invalidMessage };
  const answer = await call;
  return answer.is_success ? { intent, ok: true, message: null } : { intent, ok: false, message: answer.message };
}

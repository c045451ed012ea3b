import {
  adminBlogPostsQuery,
  adminContentParams,
  type AdminBlogPost,
  type AdminBlogPostsPage,
  type AdminFaqEntry,
  type ContentPreview,
} from '@talad/contract';
import { httpStatusOf } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';
import { redirect } from 'react-router';
import { bangkokInstant } from '../catalogue/baht.ts';

/** What a content form shows after the API refused it: its message in the member's language and the fields it names. */
export type ContentRefusal = { ok: false; message: string; fields: string[] };

function refusal(answer: { message: string; errors?: Array<{ field: string }> | null }): ContentRefusal {
  return { ok: false, message: answer.message, fields: (answer.errors ?? []).map((error) => error.field) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const bilingual = (form: FormData, name: string) => ({ th: text(form, `${name}_th`), en: text(form, `${name}_en`) });
const words = (form: FormData, name: string) =>
  text(form, name)
    .split(/[\s,]+/)
    .filter(Boolean);

/** An id of the address, else 404 (the API would say the same). */
function idOf(id: string | undefined): number {
  const params = adminContentParams.safeParse({ id });
  if (!params.success) throw new Response('Not found', { status: 404 });
  return params.data.id;
}

/** GET admin/blog-posts by the screen's status tab and cursor. */
export async function loadBlogPosts(api: AdminClient, search: URLSearchParams) {
  const query = adminBlogPostsQuery.safeParse({ status: search.get('status') || undefined, cursor: search.get('cursor') || undefined });
  const asked = query.success ? query.data : { status: undefined, cursor: undefined };
  const answer = await api.request<AdminBlogPostsPage>('GET', 'admin/blog-posts', {
    query: { status: asked.status, cursor: asked.cursor, size: 20 },
  });
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return { status: asked.status ?? null, page: answer.data };
}

/** One post and a fresh preview link (each load makes one: it lasts 30 minutes), or null for a new one. */
export async function loadBlogPost(
  api: AdminClient,
  id: string | undefined,
): Promise<{ post: AdminBlogPost; preview: ContentPreview } | null> {
  if (id === 'new') return null;
  const base = `admin/blog-posts/${idOf(id)}`;
  const [post, preview] = await Promise.all([
    api.request<AdminBlogPost>('GET', base),
    api.request<ContentPreview>('POST', `${base}/preview`, { body: {} }),
  ]);
  if (!post.is_success && httpStatusOf(post.status_code) === 404) throw new Response('Not found', { status: 404 });
  if (!post.data || !preview.data) throw new Response(post.message, { status: 503 });
  return { post: post.data, preview: preview.data };
}

function postBody(form: FormData) {
  return {
    slug: text(form, 'slug'),
    title: bilingual(form, 'title'),
    excerpt: bilingual(form, 'excerpt'),
    author: bilingual(form, 'author'),
    body: { th: String(form.get('body_th') ?? ''), en: String(form.get('body_en') ?? '') },
    tags: words(form, 'tags'),
    product_codes: words(form, 'product_codes').map((code) => code.toUpperCase()),
  };
}

/** The cover form: the chosen picture sent as its own bytes; anything but a JPEG, PNG or WebP is refused here. */
async function coverAction(api: AdminClient, base: string, file: FormDataEntryValue | null, notPhoto: string) {
  const isPhoto = file instanceof File && file.size > 0 && ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);
  if (!isPhoto) return { ok: false as const, message: notPhoto, fields: ['file'] };
  const answer = await api.request<AdminBlogPost>('POST', `${base}/cover`, {
    file: { type: file.type, data: new Uint8Array(await file.arrayBuffer()) },
  });
  if (!answer.is_success || !answer.data) return refusal(answer as never);
  return redirect(`/content/blog/${answer.data.id}?saved=cover`);
}

/**
 * The post screen's forms, by intent: cover (upload the picture), save (create a draft, or edit), publish (now), schedule (at a Bangkok time) and
 * unpublish. What was stored is shown again from the API (redirect), so the member sees what the shop will.
 */
export async function blogPostAction(
  api: AdminClient,
  id: string | undefined,
  form: FormData,
  notPhoto: string,
): Promise<ContentRefusal | Response> {
  const intent = text(form, 'intent');
  if (id === 'new') {
    const created = await api.request<AdminBlogPost>('POST', 'admin/blog-posts', { body: postBody(form) });
    if (!created.is_success || !created.data) return refusal(created as never);
    return redirect(`/content/blog/${created.data.id}?saved=created`);
  }
  const base = `admin/blog-posts/${idOf(id)}`;
  if (intent === 'cover') return coverAction(api, base, form.get('file'), notPhoto);
  const at = text(form, 'at');
  const answer =
    intent === 'save'
      ? await api.request<AdminBlogPost>('PATCH', base, { body: postBody(form) })
      : intent === 'unpublish'
        ? await api.request<AdminBlogPost>('POST', `${base}/unpublish`, { body: {} })
        : await api.request<AdminBlogPost>('POST', `${base}/publish`, {
            body: intent === 'schedule' ? { at: bangkokInstant(at) ?? at } : {},
          });
  if (!answer.is_success || !answer.data) return refusal(answer as never);
  return redirect(`/content/blog/${answer.data.id}?saved=${intent === 'save' ? 'saved' : intent}`);
}

/** GET admin/faq: every question in the shop's order. */
export async function loadFaq(api: AdminClient): Promise<AdminFaqEntry[]> {
  const answer = await api.request<AdminFaqEntry[]>('GET', 'admin/faq');
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return answer.data;
}

/** The FAQ screen's forms: add, save one, move one up or down, remove one. */
export async function faqAction(api: AdminClient, form: FormData): Promise<ContentRefusal | { ok: true; done: string }> {
  const intent = text(form, 'intent');
  const texts = { group: bilingual(form, 'group'), question: bilingual(form, 'question'), answer: bilingual(form, 'answer') };
  const path = intent === 'add' ? 'admin/faq' : `admin/faq/${idOf(text(form, 'id'))}`;
  const answer =
    intent === 'add'
      ? await api.request('POST', path, { body: texts })
      : intent === 'save'
        ? await api.request('PATCH', path, { body: texts })
        : intent === 'delete'
          ? await api.request('DELETE', path)
          : await api.request('POST', `${path}/move`, { body: { direction: intent === 'up' ? 'up' : 'down' } });
  if (!answer.is_success) return refusal(answer as never);
  // What the screen says it did: content.done.<done>.
  return { ok: true, done: intent === 'save' ? 'saved' : intent };
}

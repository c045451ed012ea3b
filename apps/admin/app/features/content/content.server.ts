import {
  adminContentParams,
  adminContentQuery,
  type AdminBlogPost,
  type AdminContentRows,
  type AdminCustomPage,
  type AdminFaqEntry,
  type AdminLiveShow,
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

/** The kinds of written content the back office lists and edits alike (decisions 0055, 0060). */
export type WrittenPath = 'blog-posts' | 'custom-pages' | 'live-shows';

/** GET admin/{path} by the screen's status tab and cursor. */
export async function loadWrittenRows(api: AdminClient, path: WrittenPath, search: URLSearchParams) {
  const query = adminContentQuery.safeParse({ status: search.get('status') || undefined, cursor: search.get('cursor') || undefined });
  const asked = query.success ? query.data : { status: undefined, cursor: undefined };
  const answer = await api.request<AdminContentRows>('GET', `admin/${path}`, {
    query: { status: asked.status, cursor: asked.cursor, size: 20 },
  });
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return { status: asked.status ?? null, page: answer.data };
}

/**
 * One item and, for what has a preview, a fresh preview link (each load makes one: it lasts 30 minutes); null for a
 * new one.
 */
export async function loadWritten<Item>(
  api: AdminClient,
  path: WrittenPath,
  id: string | undefined,
  withPreview: boolean,
): Promise<{ item: Item; preview: ContentPreview | null } | null> {
  if (id === 'new') return null;
  const base = `admin/${path}/${idOf(id)}`;
  const [item, preview] = await Promise.all([
    api.request<Item>('GET', base),
    withPreview ? api.request<ContentPreview>('POST', `${base}/preview`, { body: {} }) : null,
  ]);
  if (!item.is_success && httpStatusOf(item.status_code) === 404) throw new Response('Not found', { status: 404 });
  if (!item.data || (preview && !preview.data)) throw new Response(item.message, { status: 503 });
  return { item: item.data, preview: preview?.data ?? null };
}

/** One post and a fresh preview link, or null for a new one. */
export async function loadBlogPost(api: AdminClient, id: string | undefined) {
  const found = await loadWritten<AdminBlogPost>(api, 'blog-posts', id, true);
  return found && { post: found.item, preview: found.preview! };
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
 * A written item's forms, by intent: save (create a draft from `body`, or edit), publish (now), schedule (at a Bangkok
 * time) and unpublish. What was stored is shown again from the API (redirect to `{screen}/{id}?saved=…`), so the member
 * sees what the shop will.
 */
async function writtenAction(
  api: AdminClient,
  path: WrittenPath,
  screen: string,
  id: string | undefined,
  form: FormData,
  body: () => unknown,
): Promise<ContentRefusal | Response> {
  const intent = text(form, 'intent');
  if (id === 'new') {
    const created = await api.request<{ id: number }>('POST', `admin/${path}`, { body: body() });
    if (!created.is_success || !created.data) return refusal(created as never);
    return redirect(`${screen}/${created.data.id}?saved=created`);
  }
  const base = `admin/${path}/${idOf(id)}`;
  const at = text(form, 'at');
  const answer =
    intent === 'save'
      ? await api.request<{ id: number }>('PATCH', base, { body: body() })
      : intent === 'unpublish'
        ? await api.request<{ id: number }>('POST', `${base}/unpublish`, { body: {} })
        : await api.request<{ id: number }>('POST', `${base}/publish`, {
            body: intent === 'schedule' ? { at: bangkokInstant(at) ?? at } : {},
          });
  if (!answer.is_success || !answer.data) return refusal(answer as never);
  return redirect(`${screen}/${answer.data.id}?saved=${intent === 'save' ? 'saved' : intent}`);
}

/** The post screen's forms: cover (upload the picture), then those every written item has. */
export async function blogPostAction(
  api: AdminClient,
  id: string | undefined,
  form: FormData,
  notPhoto: string,
): Promise<ContentRefusal | Response> {
  if (id !== 'new' && text(form, 'intent') === 'cover') return coverAction(api, `admin/blog-posts/${idOf(id)}`, form.get('file'), notPhoto);
  return writtenAction(api, 'blog-posts', '/content/blog', id, form, () => postBody(form));
}

/** One custom page and a fresh preview link, or null for a new one. */
export function loadCustomPage(api: AdminClient, id: string | undefined) {
  return loadWritten<AdminCustomPage>(api, 'custom-pages', id, true);
}

/** The custom page screen's forms: its texts, SEO texts and publishing. */
export function customPageAction(api: AdminClient, id: string | undefined, form: FormData): Promise<ContentRefusal | Response> {
  const body = () => ({
    slug: text(form, 'slug'),
    title: bilingual(form, 'title'),
    body: { th: String(form.get('body_th') ?? ''), en: String(form.get('body_en') ?? '') },
    seo: {
      title: bilingual(form, 'seo_title'),
      description: bilingual(form, 'seo_description'),
      keywords: bilingual(form, 'seo_keywords'),
    },
  });
  return writtenAction(api, 'custom-pages', '/content/pages', id, form, body);
}

/** One live show, or null for a new one (a show has no preview: its shop page lists it once published). */
export function loadLiveShow(api: AdminClient, id: string | undefined) {
  return loadWritten<AdminLiveShow>(api, 'live-shows', id, false);
}

/** The live show screen's forms: its fields (times in Bangkok) and publishing. */
export function liveShowAction(api: AdminClient, id: string | undefined, form: FormData): Promise<ContentRefusal | Response> {
  const time = (name: string) => bangkokInstant(text(form, name)) ?? text(form, name);
  const body = () => ({
    slug: text(form, 'slug'),
    title: bilingual(form, 'title'),
    description: bilingual(form, 'description'),
    host: text(form, 'host'),
    starts_at: time('starts_at'),
    ends_at: time('ends_at'),
    video_url: text(form, 'video_url'),
    product_codes: words(form, 'product_codes').map((code) => code.toUpperCase()),
  });
  return writtenAction(api, 'live-shows', '/content/lives', id, form, body);
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

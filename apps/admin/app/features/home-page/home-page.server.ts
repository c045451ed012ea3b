import { contentBlockParams, type AdminHomeBlock, type AdminHomePage, type ContentPicture, type ProductPreview } from '@talad/contract';
import { CONTENT_BLOCK_TYPES, httpStatusOf, type Envelope } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';
import { redirect } from 'react-router';
import { bangkokInstant } from '../catalogue/baht.ts';
import { BLOCK_FIELDS, fieldsOf, fileFieldOf, picturePaths, type BlockKind } from './block-fields.ts';

/** What an action answers: done (its intent), or refused with the API's words and the fields it named. */
export type BlockAnswer = { ok: true; intent: string } | { ok: false; message: string; fields: string[] };

const refusal = (answer: Envelope<unknown>): BlockAnswer => ({
  ok: false,
  message: answer.message,
  fields: (answer.errors ?? []).map((error) => error.field),
});

/** GET admin/home with a fresh preview link (30 minutes) of the home page with its drafts. */
export async function loadHomePage(api: AdminClient): Promise<{ page: AdminHomePage; preview: ProductPreview }> {
  const [page, preview] = await Promise.all([
    api.request<AdminHomePage>('GET', 'admin/home'),
    api.request<ProductPreview>('POST', 'admin/home/preview', { body: {} }),
  ]);
  if (!page.is_success || !page.data || !preview.data) throw new Response(page.message, { status: 503 });
  return { page: page.data, preview: preview.data };
}

/** One block of the page as the edit screen opens it, or a new one of the kind asked (`/content/home/new?type=HERO`). */
export async function loadBlock(api: AdminClient, id: string | undefined, search: URLSearchParams) {
  const { page, preview } = await loadHomePage(api);
  if (id === 'new') {
    const type = CONTENT_BLOCK_TYPES.find((kind) => kind === search.get('type'));
    if (!type) throw new Response('Not found', { status: 404 });
    return { block: null, type, preview };
  }
  const params = contentBlockParams.safeParse({ id });
  const block = params.success ? page.blocks.find((candidate) => candidate.id === params.data.id) : undefined;
  if (!block) throw new Response('Not found', { status: 404 });
  return { block, type: block.type, preview };
}

/** POST admin/content/pictures with the file as multipart: the path the API kept it at, re-encoded. */
async function uploadPicture(api: AdminClient, file: File): Promise<Envelope<ContentPicture>> {
  const form = new FormData();
  form.set('file', file);
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? 'multipart/form-data';
  return api.request<ContentPicture>('POST', 'admin/content/pictures', {
    file: { type, data: new Uint8Array(await encoded.arrayBuffer()) },
  });
}

/** The block as the form sent it: pictures chosen as files are uploaded first and their paths put in their fields. */
async function blockBodyOf(api: AdminClient, type: BlockKind, form: FormData): Promise<{ body: unknown } | BlockAnswer> {
  const specs = BLOCK_FIELDS[type];
  const pictures = new Map<string, string>();
  for (const path of picturePaths(form, specs, 'settings')) {
    const file = form.get(fileFieldOf(path));
    if (!(file instanceof File) || file.size === 0) continue;
    const uploaded = await uploadPicture(api, file);
    if (!uploaded.is_success || !uploaded.data) return { ...(refusal(uploaded) as { ok: false; message: string }), fields: [path] };
    pictures.set(path, uploaded.data.image);
  }
  return { body: { type, theme: form.get('theme') === 'DARK' ? 'DARK' : 'LIGHT', settings: fieldsOf(form, specs, 'settings', pictures) } };
}

/** The edit screen's action: save the draft (a new block is added, then opened), publish now, schedule, unpublish. */
export async function blockAction(api: AdminClient, block: AdminHomeBlock | null, type: BlockKind, form: FormData, badTime: string) {
  const intent = String(form.get('intent'));
  if (intent === 'save') {
    const built = await blockBodyOf(api, type, form);
    if (!('body' in built)) return built;
    const saved = block
      ? await api.request<AdminHomeBlock>('PUT', `admin/home/blocks/${block.id}`, { body: built.body })
      : await api.request<AdminHomeBlock>('POST', 'admin/home/blocks', { body: built.body });
    if (!saved.is_success || !saved.data) return refusal(saved);
    if (!block) throw redirect(`/content/home/${saved.data.id}?created`);
    return { ok: true, intent } satisfies BlockAnswer;
  }
  if (!block) throw new Response('Not found', { status: 404 });
  return blockMove(api, block.id, intent, form, badTime);
}

/** Publish, schedule (a Bangkok time typed), unpublish or remove one block. */
export async function blockMove(api: AdminClient, id: number, intent: string, form: FormData, badTime: string): Promise<BlockAnswer> {
  const base = `admin/home/blocks/${id}`;
  let answer: Envelope<unknown>;
  if (intent === 'publish') answer = await api.request('POST', `${base}/publish`, { body: {} });
  else if (intent === 'schedule') {
    const at = bangkokInstant(String(form.get('at') ?? ''));
    if (!at) return { ok: false, message: badTime, fields: ['at'] };
    answer = await api.request('POST', `${base}/publish`, { body: { at } });
  } else if (intent === 'unpublish') answer = await api.request('POST', `${base}/unpublish`, { body: {} });
  else if (intent === 'remove') answer = await api.request('DELETE', base);
  else throw new Response('Bad request', { status: 400 });
  if (httpStatusOf(answer.status_code) === 404) throw new Response('Not found', { status: 404 });
  return answer.is_success ? { ok: true, intent } : refusal(answer);
}

/** The list's action: move a block up or down (the whole order sent), or one of a block's moves. */
export async function homePageAction(api: AdminClient, form: FormData, badTime: string): Promise<BlockAnswer> {
  const intent = String(form.get('intent'));
  const id = Number(form.get('id'));
  if (intent !== 'up' && intent !== 'down') return blockMove(api, id, intent, form, badTime);
  const ids = String(form.get('order') ?? '')
    .split(',')
    .map(Number);
  const at = ids.indexOf(id);
  const to = intent === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return { ok: true, intent };
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  const answer = await api.request('PUT', 'admin/home/order', { body: { ids } });
  return answer.is_success ? { ok: true, intent } : refusal(answer);
}

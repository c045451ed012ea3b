import { adminProductMediaParams, productMediaEditBody, type ProductMediaList } from '@talad/contract';
import { PRODUCT_PHOTO_TYPES, PRODUCT_VIDEO_TYPES } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';

/** GET admin/products/{code}/media: the pictures and videos in the shop's order. */
export async function loadProductMedia(api: AdminClient, code: string): Promise<ProductMediaList['items']> {
  const answer = await api.request<ProductMediaList>('GET', `admin/products/${code}/media`);
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return answer.data.items;
}

/** A refusal names the fields the API named (an alt text too long, say). */
export type MediaAnswer = { intent: string; ok: true } | { intent: string; ok: false; message: string; fields: string[] };

const refusalOf = (intent: string, answer: { message: string; errors?: { field?: string }[] }) => ({
  intent,
  ok: false as const,
  message: answer.message,
  fields: (answer.errors ?? []).map((error) => error.field ?? '').filter(Boolean),
});

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const UPLOAD_TYPES: readonly string[] = [...PRODUCT_PHOTO_TYPES, ...PRODUCT_VIDEO_TYPES];
const isUpload = (file: FormDataEntryValue): file is File => typeof file !== 'string' && file.size > 0 && UPLOAD_TYPES.includes(file.type);

/**
 * The media section's forms by intent: upload pictures and videos (each sent as its own bytes, in the order chosen; the first
 * refusal stops the rest and is shown), move one, save its alt texts, remove it. A form that could not be sent at all
 * is refused in the screen's words: `notPhoto` (nothing chosen, a file of another type), else `invalid`.
 */
export async function mediaAction(
  api: AdminClient,
  code: string,
  form: FormData,
  words: { invalid: string; notPhoto: string },
): Promise<MediaAnswer> {
  const intent = text(form, 'intent');
  const refused = { intent, ok: false as const, message: words.invalid, fields: [] };
  if (intent === 'media-upload') {
    const files = form.getAll('file');
    if (files.length === 0 || !files.every(isUpload)) return { ...refused, message: words.notPhoto };
    for (const file of files) {
      const answer = await api.request<ProductMediaList>('POST', `admin/products/${code}/media`, {
        file: { type: file.type, data: new Uint8Array(await file.arrayBuffer()) },
      });
      if (!answer.is_success) return refusalOf(intent, answer);
    }
    return { intent, ok: true };
  }
  const params = adminProductMediaParams.safeParse({ code, id: form.get('media_id') });
  if (!params.success) return refused;
  const path = `admin/products/${code}/media/${params.data.id}`;
  const edit = (body: unknown) => {
    const parsed = productMediaEditBody.safeParse(body);
    return parsed.success ? api.request<ProductMediaList>('PATCH', path, { body: parsed.data }) : null;
  };
  const call =
    intent === 'media-move'
      ? edit({ position: Number(text(form, 'position')) })
      : intent === 'media-alt'
        ? edit({ alt: { th: text(form, 'alt_th'), en: text(form, 'alt_en') || undefined } })
        : intent === 'media-remove'
          ? api.request<ProductMediaList>('DELETE', path)
          : null;
  if (!call) return refused;
  const answer = await call;
  return answer.is_success ? { intent, ok: true } : refusalOf(intent, answer);
}

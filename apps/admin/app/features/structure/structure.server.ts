import { adminStructureParams } from '@talad/contract';
import { httpStatusOf } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';
import { redirect } from 'react-router';

/**
 * The catalogue structure's screens (categories, brands, collections; issue #27 item 6) as the API serves them: each
 * form posts here, the API decides, and a saved change shows the screen again from the API (a redirect), so what the
 * member sees is what was stored.
 */

/** What an action answers when the API refused: its words in the member's language, and the fields it named. */
export interface StructureRefusal {
  ok: false;
  message: string;
  fields: string[];
}

/** An answer's data, or the screen's error: 404 for an id the API does not know, 503 when the API cannot answer. */
export async function loaded<T>(api: AdminClient, path: string, query?: Record<string, string | number | undefined>): Promise<T> {
  const answer = await api.request<T>('GET', path, query ? { query } : {});
  if (!answer.is_success && httpStatusOf(answer.status_code) === 404) throw new Response('Not found', { status: 404 });
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return answer.data;
}

/** The id in the address, or the not-found screen. */
export function idOf(id: string | undefined): number {
  const params = adminStructureParams.safeParse({ id });
  if (!params.success) throw new Response('Not found', { status: 404 });
  return params.data.id;
}

export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** Thai and English side by side (`name_th`, `name_en`): English left empty is none (the shop falls back to Thai). */
export const bilingual = (form: FormData, name: string) => ({ th: text(form, `${name}_th`), en: text(form, `${name}_en`) || undefined });
/** A number field: its number, or NaN (refused by the contract's schema with the field named). */
export const numberOf = (form: FormData, name: string) => (/^\d{1,9}$/.test(text(form, name)) ? Number(text(form, name)) : Number.NaN);

/** The fields every entry's edit form sends: slug, names, description, hidden. */
export const textsOf = (form: FormData) => ({
  slug: text(form, 'slug'),
  name: bilingual(form, 'name'),
  description: bilingual(form, 'description'),
});

/**
 * Sends one change; a refusal comes back to the form, a success shows `then` (with ?saved=`done` for its notice).
 */
export function change(
  api: AdminClient,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  then: (data: { id: number }) => string,
  done: string,
): Promise<StructureRefusal | Response> {
  return sent(api, method, path, method === 'DELETE' ? {} : { body }, then, done);
}

/** A picture chosen in a form (`name`) as the API takes a file body, or null when none of `types` was chosen. */
export async function fileOf(form: FormData, name: string, types: readonly string[]) {
  const file = form.get(name);
  if (typeof file === 'string' || !file || file.size === 0 || !types.includes(file.type)) return null;
  return { type: file.type, data: new Uint8Array(await file.arrayBuffer()) };
}

/** change() with a file as the body (PUT): a brand's logo. */
export async function sent(
  api: AdminClient,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; file?: { type: string; data: Uint8Array } },
  then: (data: { id: number }) => string,
  done: string,
): Promise<StructureRefusal | Response> {
  const answer = await api.request<{ id: number }>(method, path, options);
  if (!answer.is_success || !answer.data) {
    return { ok: false, message: answer.message, fields: (answer.errors ?? []).map((error) => error.field) };
  }
  const target = then(answer.data);
  return redirect(`${target}${target.includes('?') ? '&' : '?'}saved=${done}`);
}

import type { AdminMenu } from '@talad/contract';
import { httpStatusOf, type Envelope } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';
import type { BlockAnswer } from './home-page.server.ts';

/** GET admin/menu: every entry, top level first, each parent's children after it. */
export async function loadMenu(api: AdminClient): Promise<AdminMenu> {
  const answer = await api.request<AdminMenu>('GET', 'admin/menu');
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return answer.data;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const entryOf = (form: FormData) => ({
  label: { th: text(form, 'label.th'), en: text(form, 'label.en') || undefined },
  link_type: text(form, 'link_type'),
  link_value: text(form, 'link_value'),
});

/** The menu screen's action: add an entry (top level or under one), edit one, move it among its siblings, remove it. */
export async function menuAction(api: AdminClient, form: FormData): Promise<BlockAnswer> {
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  let answer: Envelope<unknown>;
  if (intent === 'add') {
    const parent = text(form, 'parent_id');
    answer = await api.request('POST', 'admin/menu', {
      body: { ...entryOf(form), parent_id: parent ? Number(parent) : null, section: text(form, 'section') },
    });
  } else if (intent === 'edit') answer = await api.request('PATCH', `admin/menu/${id}`, { body: entryOf(form) });
  else if (intent === 'remove') answer = await api.request('DELETE', `admin/menu/${id}`);
  else if (intent === 'up' || intent === 'down') {
    const ids = text(form, 'siblings').split(',').map(Number);
    const at = ids.indexOf(id);
    const to = intent === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length) return { ok: true, intent };
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    answer = await api.request('PUT', 'admin/menu/order', { body: { ids } });
  } else throw new Response('Bad request', { status: 400 });
  if (httpStatusOf(answer.status_code) === 404) throw new Response('Not found', { status: 404 });
  return answer.is_success
    ? { ok: true, intent }
    : { ok: false, message: answer.message, fields: (answer.errors ?? []).map((error) => error.field) };
}

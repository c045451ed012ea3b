import {
  adminPromotionParams,
  adminPromotionsQuery,
  type AdminCoupon,
  type AdminCouponsPage,
  type AdminFlashSale,
  type AdminFlashSalesPage,
  type AdminPromotion,
  type AdminPromotionsPage,
  type RulePreview,
} from '@talad/contract';
import { httpStatusOf, PROMOTION_KINDS, type PromotionKind } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';
import { redirect } from 'react-router';
import { bangkokInstant, satangOf } from '../catalogue/baht.ts';
import { RULE_FIELDS, RULE_LISTS, type RuleList, type RuleUnit } from './rule-fields.ts';

type Page = AdminPromotionsPage | AdminCouponsPage | AdminFlashSalesPage;

/** GET one of the lists by status (the screen's tabs) and cursor. */
export async function loadRuleList(api: AdminClient, search: URLSearchParams) {
  const list: RuleList = search.get('of') === 'coupons' ? 'coupons' : search.get('of') === 'flash-sales' ? 'flash-sales' : 'promotions';
  const query = adminPromotionsQuery.safeParse({ status: search.get('status') || undefined, cursor: search.get('cursor') || undefined });
  const asked = query.success ? query.data : { status: undefined, cursor: undefined };
  const answer = await api.request<Page>('GET', RULE_LISTS[list].api, { query: { status: asked.status, cursor: asked.cursor, size: 20 } });
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return { list, status: asked.status ?? null, page: answer.data };
}

/** One saved rule and its preview, or null for a new one ("new") or one that is not there (404). */
export async function loadRule<T>(
  api: AdminClient,
  list: RuleList,
  id: string | undefined,
): Promise<{ rule: T; preview: RulePreview } | null> {
  if (id === 'new') return null;
  const params = adminPromotionParams.safeParse({ id });
  if (!params.success) throw new Response('Not found', { status: 404 });
  const base = `${RULE_LISTS[list].api}/${params.data.id}`;
  const [rule, preview] = await Promise.all([api.request<T>('GET', base), api.request<RulePreview>('GET', `${base}/preview`)]);
  if (!rule.is_success && httpStatusOf(rule.status_code) === 404) throw new Response('Not found', { status: 404 });
  if (!rule.data || !preview.data) throw new Response(rule.message, { status: 503 });
  return { rule: rule.data, preview: preview.data };
}

export type RuleAnswer = { ok: false; message: string; fields: string[] };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const bilingual = (form: FormData, name: string) => ({ th: text(form, `${name}_th`), en: text(form, `${name}_en`) });
/** A whole number typed, NaN when not one (the API names the field). */
const whole = (form: FormData, name: string) => (/^-?\d{1,9}$/.test(text(form, name)) ? Number(text(form, name)) : Number.NaN);
const money = (form: FormData, name: string) => satangOf(text(form, name)) ?? Number.NaN;
/** "12.5" % as basis points (1250). */
const percent = (form: FormData, name: string) => {
  const typed = text(form, name);
  return /^\d{1,3}(\.\d{1,2})?$/.test(typed) ? Math.round(Number(typed) * 100) : Number.NaN;
};
const optional = <T>(form: FormData, name: string, read: (form: FormData, name: string) => T) =>
  text(form, name) === '' ? null : read(form, name);
const when = (form: FormData, name: string) => (text(form, name) === '' ? null : (bangkokInstant(text(form, name)) ?? 'invalid'));
const list = (form: FormData, name: string) =>
  text(form, name)
    .split(/[\s,]+/)
    .filter(Boolean);

function ruleValue(form: FormData, name: string, unit: RuleUnit): number | null {
  if (unit === 'money') return money(form, name);
  if (unit === 'money_or_free') return optional(form, name, money);
  if (unit === 'percent') return percent(form, name);
  return whole(form, name);
}

/** The promotion form's fields as the API's body: rules by the kind's fields (money in baht, percentages in %). */
function promotionBody(form: FormData, kind: PromotionKind, creating: boolean) {
  const rules = Object.fromEntries(RULE_FIELDS[kind].map(({ key, unit }) => [key, ruleValue(form, `rule_${key}`, unit)]));
  return {
    ...(creating ? { kind, slug: text(form, 'slug') } : {}),
    rules,
    title: bilingual(form, 'title'),
    description: bilingual(form, 'description'),
    starts_at: when(form, 'starts_at'),
    ends_at: when(form, 'ends_at'),
    product_codes: list(form, 'product_codes'),
  };
}

function couponBody(form: FormData, creating: boolean) {
  const discount = text(form, 'discount') === 'percent' ? 'percent' : 'amount';
  return {
    ...(creating ? { code: text(form, 'code'), type: text(form, 'type') } : {}),
    kind: text(form, 'kind'),
    name: bilingual(form, 'name'),
    description: bilingual(form, 'description'),
    discount,
    value: discount === 'percent' ? percent(form, 'value') : money(form, 'value'),
    max_discount: optional(form, 'max_discount', money),
    min_spend: optional(form, 'min_spend', money) ?? 0,
    starts_at: when(form, 'starts_at'),
    ends_at: when(form, 'ends_at'),
    total_limit: optional(form, 'total_limit', whole),
    per_member_limit: whole(form, 'per_member_limit'),
    categories: list(form, 'categories'),
    brands: list(form, 'brands'),
    layout_id: text(form, 'layout_id') || null,
    tiers: form.getAll('tiers').map(String),
  };
}

/** The slot's rows that have a product code (the blank rows the form offers for more are left out). */
function flashSaleBody(form: FormData) {
  const codes = form.getAll('product_code').map((code) => String(code).trim());
  const column = (name: string) => form.getAll(name).map((value) => String(value).trim());
  const [prices, quotas, limits] = [column('flash_price'), column('quota'), column('per_customer_limit')];
  const number = (typed: string | undefined) => (/^-?\d{1,9}$/.test(typed ?? '') ? Number(typed) : Number.NaN);
  return {
    name: bilingual(form, 'name'),
    starts_at: when(form, 'starts_at'),
    ends_at: when(form, 'ends_at'),
    items: codes.flatMap((code, index) =>
      code === ''
        ? []
        : [
            {
              product_code: code.toUpperCase(),
              flash_price: satangOf(prices[index] ?? '') ?? Number.NaN,
              quota: number(quotas[index]),
              per_customer_limit: number(limits[index]),
            },
          ],
    ),
  };
}

/** The API's refusal as the form shows it: its message in the member's language and the fields it names. */
function refusal(answer: { message: string; errors?: Array<{ field: string }> | null }): RuleAnswer {
  return { ok: false, message: answer.message, fields: (answer.errors ?? []).map((error) => error.field) };
}

/**
 * A rule screen's form, by intent: save (create, or edit what changed) and end. A saved rule's screen is shown again
 * from the API (redirect), so what the member sees is what was stored.
 */
export async function ruleAction(api: AdminClient, list: RuleList, id: string | undefined, form: FormData): Promise<RuleAnswer | Response> {
  const creating = id === 'new';
  const base = RULE_LISTS[list].api;
  const intent = text(form, 'intent');
  const path = creating ? base : `${base}/${Number(id)}`;
  if (!creating && !adminPromotionParams.safeParse({ id }).success) throw new Response('Not found', { status: 404 });
  const kind = text(form, 'kind') as PromotionKind;
  if (list === 'promotions' && !PROMOTION_KINDS.includes(kind)) return { ok: false, message: 'kind', fields: ['kind'] };
  const body =
    list === 'promotions' ? promotionBody(form, kind, creating) : list === 'coupons' ? couponBody(form, creating) : flashSaleBody(form);
  const answer =
    intent === 'end'
      ? await api.request<{ id: number }>('POST', `${path}/end`, { body: {} })
      : await api.request<AdminPromotion | AdminCoupon | AdminFlashSale>(creating ? 'POST' : 'PATCH', path, { body });
  if (!answer.is_success || !answer.data) return refusal(answer as never);
  return redirect(`${RULE_LISTS[list].screen}/${answer.data.id}?saved=${intent === 'end' ? 'ended' : 'saved'}`);
}

import {
  adminProductCodeParams,
  newProductBody,
  newVariantBody,
  productEditBody,
  type ProductEditForm,
  type ProductFormChoices,
  type ProductPreview,
  type StaffProductResult,
} from '@talad/contract';
import { httpStatusOf, optionValueKeyOf, PRODUCT_OPTION_NAMES, variantGrid, type ProductOptionName } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';
import { satangOf } from './baht.ts';

/** What the form's action answers when the product was not saved: the API's words, and the fields it named. */
export interface ProductFormRefusal {
  ok: false;
  message: string;
  fields: string[];
}

/** GET admin/product-form: categories, brands and collections to choose from. */
export async function loadFormChoices(api: AdminClient): Promise<ProductFormChoices> {
  const answer = await api.request<ProductFormChoices>('GET', 'admin/product-form');
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return answer.data;
}

/** GET admin/products/{code}/edit with a fresh preview link, or null when there is no such product. */
export async function loadProductForm(api: AdminClient, code: string | undefined) {
  const params = adminProductCodeParams.safeParse({ code });
  if (!params.success) return null;
  const [form, preview] = await Promise.all([
    api.request<ProductEditForm>('GET', `admin/products/${params.data.code}/edit`),
    api.request<ProductPreview>('POST', `admin/products/${params.data.code}/preview`, { body: {} }),
  ]);
  if (httpStatusOf(form.status_code) === 404) return null;
  if (!form.is_success || !form.data || !preview.data) throw new Response(form.message, { status: 503 });
  return { product: form.data, preview: preview.data };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const bilingual = (form: FormData, name: string) => ({ th: text(form, `${name}_th`), en: text(form, `${name}_en`) || undefined });
/** A bilingual field left empty in both languages: none. */
const optionalBilingual = (form: FormData, name: string) =>
  text(form, `${name}_th`) || text(form, `${name}_en`) ? bilingual(form, name) : null;
/** A number field: its number, or NaN (refused by the contract's schema with the field named). */
const numberOf = (form: FormData, name: string) => (text(form, name) === '' ? Number.NaN : Number(text(form, name)));
const bahtOf = (form: FormData, name: string) => satangOf(text(form, name)) ?? Number.NaN;

/** The product's own fields as the form sends them (Thai and English side by side). */
function productFieldsOf(form: FormData) {
  return {
    name: bilingual(form, 'name'),
    description: bilingual(form, 'description'),
    brand: text(form, 'brand') || null,
    category: text(form, 'category'),
    collections: form.getAll('collections').map(String),
    delivery_min_days: numberOf(form, 'delivery_min_days'),
    delivery_max_days: numberOf(form, 'delivery_max_days'),
    pickup_only: form.get('pickup_only') === 'on',
    no_cod: form.get('no_cod') === 'on',
    installments: form.get('installments') === 'on',
    seo: { title: optionalBilingual(form, 'seo_title'), description: optionalBilingual(form, 'seo_description') },
  };
}

/**
 * The options as the form names them (`option.{i}.name`, `option.{i}.value.{j}.th|en`), each value keyed as the form's
 * grid keyed it, so the variant rows (`variant.{k}.…`, in the grid's order) line up with the same combinations.
 */
export function optionsOf(form: FormData) {
  const options: { name: ProductOptionName; values: { value: string; label: { th: string; en?: string } }[] }[] = [];
  for (let index = 0; form.has(`option.${index}.name`); index += 1) {
    const name = PRODUCT_OPTION_NAMES.find((known) => known === text(form, `option.${index}.name`));
    const values = [];
    for (let at = 0; form.has(`option.${index}.value.${at}.th`); at += 1) {
      const label = { th: text(form, `option.${index}.value.${at}.th`), en: text(form, `option.${index}.value.${at}.en`) || undefined };
      if (label.th) values.push({ value: optionValueKeyOf(label), label });
    }
    if (name && values.length) options.push({ name, values });
  }
  return options;
}

function newProductOf(form: FormData) {
  const options = optionsOf(form);
  const grid = variantGrid(options.map((option) => ({ name: option.name, values: option.values.map((value) => value.value) })));
  const variants = grid.map((choice, index) => ({ options: choice, ...variantFieldsOf(form, `variant.${index}.`) }));
  return { ...productFieldsOf(form), options, variants };
}

/** A refusal from the contract's schema (before any call): the fields it names, in the form's words. */
function refusedBySchema(issues: { path: PropertyKey[] }[], message: string): ProductFormRefusal {
  return { ok: false, message, fields: [...new Set(issues.map((issue) => issue.path.map(String).join('.')))] };
}

/** POST admin/products from the "New product" form: the new draft's code, or the refusal to show. */
export async function createFromForm(
  api: AdminClient,
  form: FormData,
  invalid: string,
): Promise<{ ok: true; code: string } | ProductFormRefusal> {
  const body = newProductBody.safeParse(newProductOf(form));
  if (!body.success) return refusedBySchema(body.error.issues, invalid);
  const answer = await api.request<ProductEditForm>('POST', 'admin/products', { body: body.data });
  if (!answer.is_success || !answer.data) return { ok: false, message: answer.message, fields: fieldsOf(answer) };
  return { ok: true, code: answer.data.code };
}

const fieldsOf = (answer: { errors?: { field?: string }[] }) => (answer.errors ?? []).map((error) => error.field ?? '').filter(Boolean);

export type ProductEditAnswer = { intent: string; ok: true } | ({ intent: string } & ProductFormRefusal);

/** The edit screen's forms by intent: save the fields, or publish / unpublish. */
export async function editFromForm(api: AdminClient, code: string, form: FormData, invalid: string): Promise<ProductEditAnswer> {
  const intent = text(form, 'intent');
  if (intent === 'publish' || intent === 'unpublish') {
    const answer = await api.request<StaffProductResult>('POST', `admin/products/${code}/${intent}`, { body: {} });
    return answer.is_success ? { intent, ok: true } : { intent, ok: false, message: answer.message, fields: [] };
  }
  if (intent !== 'save') return { intent, ok: false, message: invalid, fields: [] };
  const body = productEditBody.safeParse(productFieldsOf(form));
  if (!body.success) return { intent, ...refusedBySchema(body.error.issues, invalid) };
  const answer = await api.request<ProductEditForm>('PATCH', `admin/products/${code}`, { body: body.data });
  return answer.is_success ? { intent, ok: true } : { intent, ok: false, message: answer.message, fields: fieldsOf(answer) };
}

/** The variant row's fields (`{prefix}sku`, `price`, …) as the contract's variant, prices in satang. */
function variantFieldsOf(form: FormData, prefix = '') {
  const at = (field: string) => `${prefix}${field}`;
  return {
    sku: text(form, at('sku')),
    barcode: text(form, at('barcode')) || null,
    weight_grams: text(form, at('weight')) ? numberOf(form, at('weight')) : null,
    price: bahtOf(form, at('price')),
    special_price: text(form, at('special_price')) ? bahtOf(form, at('special_price')) : null,
    stock: text(form, at('stock')) ? numberOf(form, at('stock')) : 0,
  };
}

/**
 * The "Add a variant" form: for each of the product's options a value it has (`option.{name}`) or a new one
 * (`option.{name}` = "new" with its labels `option.{name}.th|en`, keyed as the grid keys values), and the row's fields.
 */
export function newVariantOf(form: FormData, optionNames: readonly string[]) {
  const options: Record<string, string> = {};
  const labels = [];
  for (const name of optionNames) {
    const chosen = text(form, `option.${name}`);
    if (chosen !== 'new') {
      options[name] = chosen;
      continue;
    }
    const label = { th: text(form, `option.${name}.th`), en: text(form, `option.${name}.en`) || undefined };
    options[name] = label.th ? optionValueKeyOf(label) : '';
    labels.push({ name, value: options[name], label });
  }
  return { ...variantFieldsOf(form), options, option_labels: labels };
}

/** POST admin/products/{code}/variants from the edit screen. */
export async function addVariantFromForm(
  api: AdminClient,
  product: { code: string; options: { name: string }[] },
  form: FormData,
  invalid: string,
): Promise<ProductEditAnswer> {
  const intent = 'variant-add';
  const body = newVariantBody.safeParse(
    newVariantOf(
      form,
      product.options.map((option) => option.name),
    ),
  );
  if (!body.success) return { intent, ...refusedBySchema(body.error.issues, invalid) };
  const answer = await api.request<ProductEditForm>('POST', `admin/products/${product.code}/variants`, { body: body.data });
  return answer.is_success ? { intent, ok: true } : { intent, ok: false, message: answer.message, fields: fieldsOf(answer) };
}

import { Form, Link, useNavigation } from 'react-router';
import { PriceText } from '../features/catalogue/product-list.tsx';
import { addVariantFromForm, editFromForm, loadFormChoices, loadProductForm } from '../features/catalogue/product-form.server.ts';
import { ProductFields } from '../features/catalogue/product-form.tsx';
import { loadProductMedia, mediaAction } from '../features/catalogue/product-media.server.ts';
import { ProductMediaSection } from '../features/catalogue/product-media.tsx';
import { AddVariantForm } from '../features/catalogue/variant-add.tsx';
import { useFormat } from '../lib/format.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { Panel } from '../ui/panel.tsx';
import { UnsavedChangesNotice, useUnsavedChanges } from '../ui/unsaved-changes.tsx';
import type { Route } from './+types/product-edit';

/**
 * A product's edit screen (issue #27, decisions 0048 and 0051): its texts and switches, its pictures (upload, order,
 * alt texts, removal), its variants (each opening its prices, stock and details; a new one added here), publish or
 * take back to a draft, and a preview of its shop page that opens even as a draft.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'catalog.write');
  const [found, choices] = await Promise.all([loadProductForm(api, params.code), loadFormChoices(api)]);
  if (!found) throw new Response('Not found', { status: 404 });
  const media = await loadProductMedia(api, found.product.code);
  return { ...found, choices, media, created: new URL(request.url).searchParams.has('created') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'productForm.editTitle', { name: data?.product.name.th ?? '' });

/** The screen's forms by intent: media-… (the pictures' section), variant-add, else the product's own. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'catalog.write');
  const { t } = translatorOf(preferencesOf(request).language);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const found = intent.startsWith('media-') || intent === 'variant-add' ? await loadProductForm(api, params.code) : null;
  if (found && intent.startsWith('media-')) {
    return mediaAction(api, found.product.code, form, { invalid: t('productForm.invalid'), notPhoto: t('productMedia.notPhoto') });
  }
  if (found) return addVariantFromForm(api, found.product, form, t('productForm.invalid'));
  return editFromForm(api, String(params.code), form, t('productForm.invalid'));
}

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const format = useFormat();
  const busy = useNavigation().state === 'submitting';
  const { product, preview, choices, media, created } = loaderData;
  const name = (language === 'en' && product.name.en) || product.name.th;
  const draft = product.state === 'draft';
  const saved = JSON.stringify(product);
  const { unsaved, onChange } = useUnsavedChanges(saved);
  return (
    <>
      <p>
        <Link to={`/products/${product.code}`} className="text-accent underline">
          {t('catalogue.backTo', { name })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{name}</h1>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-muted">{product.code}</span>
        <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold">{t(`productForm.state.${product.state}`)}</span>
        <a href={preview.path} target="_blank" rel="noreferrer" className="text-accent underline">
          {t('productForm.preview')}
        </a>
      </p>
      {created && <Notice tone="ok">{t('productForm.created')}</Notice>}
      {actionData?.ok && <Notice tone="ok">{t(`productForm.done.${actionData.intent}`)}</Notice>}
      {actionData && !actionData.ok && (
        <Notice tone="error">
          {actionData.message}
          {actionData.fields.length > 0 && ` (${actionData.fields.join(', ')})`}
        </Notice>
      )}
      <Form method="post" className="mt-4 flex flex-col gap-2">
        <UnsavedChangesNotice unsaved={draft && unsaved} />
        <input type="hidden" name="intent" value={draft ? 'publish' : 'unpublish'} />
        <button
          type="submit"
          className={`btn min-h-11 self-start ${draft ? 'btn-primary' : 'btn-outline'}`}
          disabled={busy || (draft && unsaved)}
        >
          {t(draft ? 'productForm.publish' : 'productForm.unpublish')}
        </button>
      </Form>
      <Form method="post" className="mt-4 flex flex-col gap-4" key={saved} onChange={onChange}>
        <input type="hidden" name="intent" value="save" />
        <ProductFields choices={choices} product={product} />
        <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
          {t('productForm.save')}
        </button>
      </Form>
      <Panel title={t('productMedia.title')} className="mt-4">
        <ProductMediaSection items={media} />
      </Panel>
      <Panel title={t('catalogue.variants')} className="mt-4">
        <ul className="flex flex-col divide-y divide-line">
          {product.variants.map((variant) => (
            <li key={variant.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/products/${product.code}/variants/${variant.id}`} className="text-accent underline">
                {variant.sku}
              </Link>
              <span className="text-muted">{Object.values(variant.options).join(' · ')}</span>
              <PriceText price={variant.price} special={variant.special_price} />
              <span>{t('catalogue.stockOf', { count: format.count(variant.stock) })}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={t('variantAdd.title')} className="mt-4">
        <AddVariantForm product={product} />
      </Panel>
    </>
  );
}

import { Form, Link, redirect, useNavigation } from 'react-router';
import { createFromForm, loadFormChoices } from '../features/catalogue/product-form.server.ts';
import { ProductFields, VariantGridFields } from '../features/catalogue/product-form.tsx';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import type { Route } from './+types/product-new';

/**
 * New product (issue #27, decision 0048): Thai and English texts side by side, its place and selling switches, the
 * options whose values make its variants. It is saved as a draft; its edit screen publishes and previews it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'catalog.write');
  return { choices: await loadFormChoices(api) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'productForm.newTitle');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'catalog.write');
  const { t } = translatorOf(preferencesOf(request).language);
  const answer = await createFromForm(api, await request.formData(), t('productForm.invalid'));
  if (answer.ok) return redirect(`/products/${answer.code}/edit?created=1`);
  return answer;
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <p>
        <Link to="/products" className="text-accent underline">
          {t('catalogue.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('productForm.newTitle')}</h1>
      <Form method="post" className="mt-4 flex flex-col gap-4">
        <ProductFields choices={loaderData.choices} />
        <VariantGridFields />
        {actionData && !actionData.ok && (
          <Notice tone="error">
            {actionData.message}
            {actionData.fields.length > 0 && ` (${actionData.fields.join(', ')})`}
          </Notice>
        )}
        <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
          {t('productForm.saveDraft')}
        </button>
      </Form>
    </>
  );
}

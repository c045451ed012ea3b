import type { AdminBrand } from '@talad/contract';
import { PRODUCT_PHOTO_TYPES } from '@talad/domain';
import { Form, Link, useNavigation } from 'react-router';
import { change, fileOf, idOf, loaded, sent, textsOf, type StructureRefusal } from '../features/structure/structure.server.ts';
import { BrandLogo } from '../features/structure/brand-logo.tsx';
import { HiddenCheck, HiddenMark, Outcome, StructureTabs, TextFields } from '../features/structure/structure-parts.tsx';
import { nameIn } from '../features/structure/names.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/brand';

/**
 * One brand (issue #27 item 6): names side by side, URL key, description, Thai brand, shown or hidden, and its logo:
 * one uploaded here (re-encoded by the API, decision 0061), else the one the shop draws from its name and colour.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const brand = await loaded<AdminBrand>(api, `admin/brands/${idOf(params.id)}`);
  return { brand, mayWrite: me.permissions.includes('catalog.write') };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'structure.brandTitle', { name: data?.brand.name.th ?? '' });

export async function action({ params, request, context }: Route.ActionArgs): Promise<StructureRefusal | Response> {
  const { api } = allowedTo(context, 'catalog.write');
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'logo-upload') {
    const file = await fileOf(form, 'logo', PRODUCT_PHOTO_TYPES);
    if (!file) return { ok: false, message: translatorOf(preferencesOf(request).language).t('structure.logoNotPhoto'), fields: ['logo'] };
    return sent(api, 'PUT', `admin/brands/${id}/logo`, { file }, () => `/brands/${id}`, 'logo');
  }
  if (intent === 'logo-remove') return sent(api, 'DELETE', `admin/brands/${id}/logo`, {}, () => `/brands/${id}`, 'logoRemoved');
  const body = { ...textsOf(form), is_thai: form.get('is_thai') === 'on', hidden: form.get('hidden') === 'on' };
  return change(api, 'PATCH', `admin/brands/${id}`, body, () => `/brands/${id}`, 'saved');
}

export default function Brand({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const busy = useNavigation().state === 'submitting';
  const { brand, mayWrite } = loaderData;
  return (
    <>
      <p>
        <Link to="/brands" className="text-accent underline">
          {t('structure.backToBrands')}
        </Link>
      </p>
      <h1 className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-bold break-words">
        <img src={brand.logo} alt="" width={48} height={48} className="size-12 rounded" />
        {nameIn(brand, language)} <HiddenMark hidden={brand.hidden} />
      </h1>
      <p className="text-muted">{t('structure.productCount', { count: brand.product_count })}</p>
      <StructureTabs />
      <div className="mt-4">
        <Outcome refusal={actionData} />
      </div>
      <Panel title={t('structure.texts')} className="mt-4">
        <Form method="post" className="flex flex-col gap-4" key={JSON.stringify(brand)}>
          <TextFields idPrefix="brand" entry={brand} />
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="is_thai" defaultChecked={brand.is_thai} className="size-5" />
            {t('structure.isThai')}
          </label>
          <HiddenCheck hidden={brand.hidden} />
          {mayWrite && (
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t('structure.save')}
            </button>
          )}
        </Form>
      </Panel>
      <Panel title={t('structure.logo')} className="mt-4">
        <BrandLogo brand={brand} mayWrite={mayWrite} />
      </Panel>
    </>
  );
}

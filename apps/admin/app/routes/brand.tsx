import type { AdminBrand } from '@talad/contract';
import { Form, Link, useNavigation } from 'react-router';
import { change, idOf, loaded, textsOf, type StructureRefusal } from '../features/structure/structure.server.ts';
import { HiddenCheck, HiddenMark, Outcome, StructureTabs, TextFields } from '../features/structure/structure-parts.tsx';
import { nameIn } from '../features/structure/names.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/brand';

/**
 * One brand (issue #27 item 6): names side by side, URL key, description, Thai brand, shown or hidden. Its logo is the
 * one the shop draws from its name and colour (the brands table keeps no uploaded picture).
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
    </>
  );
}

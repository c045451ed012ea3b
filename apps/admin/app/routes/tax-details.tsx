import { Form, useNavigation } from 'react-router';
import { BilingualText } from '../features/content/content-fields.tsx';
import { loadTaxDetails, saveTaxDetails } from '../features/settings/tax-details.server.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Field, Notice } from '../ui/form-parts.tsx';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/tax-details';

/**
 * The shop's details on its tax documents (issue #29, decision 0067; settings.write): legal name, 13-digit tax id,
 * head office or branch, address and phone. The next documents state them; issued ones keep theirs. Audited with a reason.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'settings.write');
  const details = await loadTaxDetails(api);
  if (!details) throw new Response('The details could not be read', { status: 503 });
  return { details };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'taxDetails.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'settings.write');
  const { t } = translatorOf(preferencesOf(request).language);
  return saveTaxDetails(api, await request.formData(), t('taxDetails.invalid'));
}

export default function TaxDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const busy = useNavigation().state !== 'idle';
  const { details } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('taxDetails.title')}</h1>
      <p className="text-muted">{t('taxDetails.intro')}</p>
      <div className="mt-4">
        <Panel title={t('taxDetails.seller')}>
          <Form method="post" className="flex flex-col gap-3" key={JSON.stringify(details)}>
            {actionData?.ok === true && <Notice tone="ok">{t('taxDetails.saved')}</Notice>}
            {actionData?.ok === false && (
              <Notice tone="error">
                {actionData.message}
                {actionData.fields.length > 0 && ` (${actionData.fields.join(', ')})`}
              </Notice>
            )}
            <BilingualText name="legal_name" label={t('taxDetails.legalName')} value={details.legal_name} max={200} />
            <div className="grid gap-3 md:grid-cols-3">
              <Field
                id="tax_id"
                name="tax_id"
                label={t('taxDetails.taxId')}
                defaultValue={details.tax_id}
                inputMode="numeric"
                pattern="\d{13}"
                maxLength={13}
                required
              />
              <Field
                id="branch_code"
                name="branch_code"
                label={t('taxDetails.branch')}
                hint={t('taxDetails.branchHint')}
                defaultValue={details.branch_code}
                inputMode="numeric"
                pattern="\d{5}"
                maxLength={5}
                required
              />
              <Field id="phone" name="phone" label={t('taxDetails.phone')} defaultValue={details.phone} maxLength={20} required />
            </div>
            <BilingualText name="address" label={t('taxDetails.address')} value={details.address} max={400} rows={3} />
            <Field id="reason" name="reason" label={t('taxDetails.reason')} maxLength={300} required />
            <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={busy}>
              {t('taxDetails.save')}
            </button>
          </Form>
        </Panel>
      </div>
    </>
  );
}

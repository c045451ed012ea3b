import type { AdminFlashSale } from '@talad/contract';
import { loadRule, ruleAction } from '../features/promotions/promotions.server.ts';
import { FlashSaleForm } from '../features/promotions/rule-forms.tsx';
import { accessOf, RuleScreen } from '../features/promotions/rule-screen.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/flash-sale';

/** One flash sale slot (or a new one): its window and products with quotas and limits, usage, overlaps (decision 0050). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const found = await loadRule<AdminFlashSale>(api, 'flash-sales', params.id);
  return { sale: found?.rule ?? null, preview: found?.preview ?? null, access: accessOf(me, new URL(request.url)) };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, data?.sale ? 'promotions.flashSaleTitle' : 'promotions.newFlashSale', { id: data?.sale?.id ?? '' });

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'promotions.write');
  return ruleAction(api, 'flash-sales', params.id, await request.formData());
}

export default function FlashSale({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { sale, preview, access } = loaderData;
  return (
    <RuleScreen
      back="/promotions?of=flash-sales"
      title={sale ? sale.name[language] : t('promotions.newFlashSale')}
      status={sale?.status ?? null}
      preview={preview}
      access={access}
    >
      <FlashSaleForm sale={sale ?? undefined} />
    </RuleScreen>
  );
}

import type { AdminPromotion } from '@talad/contract';
import { PROMOTION_KINDS, type PromotionKind } from '@talad/domain';
import { loadRule, ruleAction } from '../features/promotions/promotions.server.ts';
import { PromotionForm } from '../features/promotions/rule-forms.tsx';
import { accessOf, RuleScreen } from '../features/promotions/rule-screen.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/promotion';

/** One promotion of its kind (a new one: ?kind=): texts, rules, window, products; usage and overlaps (decision 0050). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const url = new URL(request.url);
  const found = await loadRule<AdminPromotion>(api, 'promotions', params.id);
  const asked = url.searchParams.get('kind') as PromotionKind;
  const kind = found?.rule.kind ?? (PROMOTION_KINDS.includes(asked) ? asked : null);
  if (!kind) throw new Response('Not found', { status: 404 });
  return { promotion: found?.rule ?? null, kind, preview: found?.preview ?? null, access: accessOf(me, url) };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, data?.promotion ? 'promotions.promotionTitle' : 'promotions.newPromotion', { slug: data?.promotion?.slug ?? '' });

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'promotions.write');
  return ruleAction(api, 'promotions', params.id, await request.formData());
}

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { promotion, kind, preview, access } = loaderData;
  return (
    <RuleScreen
      back="/promotions"
      title={`${t(`promotions.kind.${kind}`)}${promotion ? ` · ${promotion.title[language]}` : ''}`}
      status={promotion?.status ?? null}
      preview={preview}
      access={access}
    >
      <PromotionForm kind={kind} promotion={promotion ?? undefined} />
    </RuleScreen>
  );
}

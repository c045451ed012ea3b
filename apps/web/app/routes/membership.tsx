import { getMembership, type MembershipTierInfo } from '@talad/sdk';
import { data } from 'react-router';
import { formatBaht } from '@talad/domain';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { serverConfig } from '../lib/config.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath, stripLocale } from '../lib/locale-path.ts';
import { brandNameOf, shellDataOf } from '../lib/seo.ts';
import { settle } from '../lib/settle.ts';
import { useBrand } from '../lib/shell-data.ts';
import { useLocale } from '../lib/use-locale.ts';
import { TierName } from '../features/account/tier-name.tsx';
import type { Route } from './+types/membership';

/** /{brand}-plus (spec §2): /talad-plus for Talad, /trueselect-plus for trueselect; the other brand's path is not ours. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  if (stripLocale(url.pathname) !== `/${serverConfig.public.brand}-plus`) throw data(`Page Not Found: ${url.pathname}`, { status: 404 });
  const answer = await settle('GET masters/membership', () => getMembership(serverApi, { locale }), null);
  return { tiers: answer?.is_success && answer.data ? answer.data : ([] as MembershipTierInfo[]) };
}

export function meta({ location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  const name = brandNameOf(shellDataOf(matches));
  return routeMeta({ location, matches, title: t('membership.title', { name }), description: t('membership.description', { name }) });
}

export default function MembershipRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <section className="rounded-2xl bg-gradient-to-br from-primary to-secondary p-6 text-white md:p-10">
        <h1 className="text-3xl font-bold md:text-4xl">{t('membership.title', { name: brand.name })}</h1>
        <p className="mt-2 max-w-2xl text-white/90">{t('membership.description', { name: brand.name })}</p>
      </section>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {loaderData.tiers.map((tier) => (
          <li key={tier.code} className="flex flex-col rounded-2xl border-2 p-5" style={{ borderColor: tier.colour }}>
            <h2 className="text-xl font-bold text-gray-900">
              <TierName name={tier.name} colour={tier.colour} />
            </h2>
            <p className="mt-1 text-sm text-gray-600">
              {tier.min_spend > 0 ? t('membership.minSpend', { amount: formatBaht(tier.min_spend, locale) }) : t('membership.everyone')}
            </p>
            <ul className="mt-4 space-y-2 text-sm text-gray-800">
              {tier.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <span aria-hidden="true" className="text-success-strong">
                    ✓
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

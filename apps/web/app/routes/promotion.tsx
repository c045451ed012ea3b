import { getPromotions } from '@talad/sdk';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { ProductGrid } from '../features/catalog/product-card.tsx';
import { ContentBlocks } from '../features/content/content-blocks.tsx';
import { loadContentPage } from '../features/content/content-page.server.ts';
import { useFormatDate } from '../lib/dates.ts';
import { ListingBanner } from '../features/catalog/listing-banner.tsx';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { optionalData } from '../lib/settle.ts';
import type { Route } from './+types/promotion';

/** /promotion and /m/promotion: the promotion content page, then every running promotion with a few products. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [content, promotions, seo] = await Promise.all([
    loadContentPage('promotion', undefined, locale),
    optionalData('GET promotions', () => getPromotions(serverApi, { locale }), []),
    loadSeo('promotion', undefined, locale),
  ]);
  return { content, promotions, seo };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  return routeMeta({
    location,
    matches,
    title: t('promotion.title'),
    description: t('promotion.description'),
    seo: data?.seo,
    trail: [{ label: t('promotion.title') }],
  });
}

export default function PromotionRoute({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const { content, promotions } = loaderData;
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb trail={[{ label: t('promotion.title') }]} />
        <h1 className="mt-2 text-2xl font-bold">{t('promotion.title')}</h1>
      </div>
      {content && <ContentBlocks blocks={content.page.blocks} data={content.blockData} />}
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6">
        {promotions.length === 0 && <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-600">{t('promotion.none')}</p>}
        {promotions.map((promotion, index) => (
          <section key={promotion.promotion_id} aria-labelledby={`promotion-${promotion.promotion_id}`}>
            <ListingBanner image={promotion.banner} alt={promotion.title} priority={index === 0 && !content} />
            <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`promotion-${promotion.promotion_id}`} className="text-xl font-bold">
                <span className="mr-2 rounded bg-secondary px-1.5 py-0.5 align-middle text-xs text-white">
                  {t(`filter.selection.${promotion.kind}`)}
                </span>
                {promotion.title}
              </h2>
              <p className="text-sm text-gray-600">
                {promotion.ends_at ? t('promotion.until', { date: formatDate(promotion.ends_at) }) : null} ·{' '}
                {t('listing.count', { count: promotion.product_count, formatted: promotion.product_count.toLocaleString(i18n.language) })}
              </p>
            </div>
            <p className="mt-1 text-gray-700">{promotion.description}</p>
            <div className="mt-3">
              <ProductGrid products={promotion.products.slice(0, 5)} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}

import type { FlashSale } from '@talad/sdk';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { loadFlashSales } from '../features/catalog/feeds.server.ts';
import { ProductCard } from '../features/catalog/product-card.tsx';
import { formatMoment, useFormatDate } from '../lib/dates.ts';
import { Countdown, QuotaBar } from '../features/content/countdown-view.tsx';
import { QuickBuy } from '../features/product/quick-buy.tsx';
import { RemindButton } from '../features/reminder/remind-button.tsx';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta } from '../features/seo/route-meta.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { useLocale } from '../lib/use-locale.ts';
import type { Route } from './+types/flash-sale';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [sales, seo] = await Promise.all([loadFlashSales(locale), loadSeo('flash-sale', undefined, locale)]);
  return { sales, seo, renderedAt: Date.now() };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  return routeMeta({
    location,
    matches,
    title: t('flashSale.title'),
    description: t('flashSale.description'),
    seo: data?.seo,
    trail: [{ label: t('flashSale.title') }],
  });
}

function SaleItems({ sale, upcoming }: { sale: FlashSale; upcoming: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-5">
      {sale.items.map((item, index) => (
        <li key={item.product.product_id} className="flex flex-col gap-1.5">
          <ProductCard product={item.product} price={item.flash_price} priority={!upcoming && index < 2} />
          <QuotaBar quota={item.quota} sold={upcoming ? 0 : item.sold} />
          <p className="text-xs text-gray-500">{t('flashSale.limit', { count: item.per_customer_limit })}</p>
          {/* A coming sale is bought once it starts (its start time heads the section). */}
          {!upcoming && <QuickBuy slug={item.product.slug} name={item.product.name} soldOut={item.sold >= item.quota} />}
        </li>
      ))}
    </ul>
  );
}

/** /flash-sale: the sale on now with its countdown, quotas and a way to buy each deal, then the coming sales with their start times. */
export default function FlashSaleRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const locale = useLocale();
  const { sales, renderedAt } = loaderData;
  const { running, upcoming } = sales;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb trail={[{ label: t('flashSale.title') }]} />
      <h1 className="mt-2 text-2xl font-bold">⚡ {t('flashSale.title')}</h1>
      {running ? (
        <section aria-labelledby="running-sale" className="mt-4 rounded-2xl bg-gradient-to-r from-error/10 to-secondary/10 p-3 md:p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="running-sale" className="text-xl font-bold">
              {running.name}
            </h2>
            <Countdown endsAt={running.ends_at} renderedAt={renderedAt} label={t('flashSale.endsIn')} />
          </div>
          <SaleItems sale={running} upcoming={false} />
        </section>
      ) : (
        <p className="mt-4 rounded-xl bg-gray-50 p-8 text-center text-gray-600">{t('flashSale.noneRunning')}</p>
      )}
      {upcoming.map((sale) => (
        <section key={sale.flash_sale_id} aria-labelledby={`sale-${sale.flash_sale_id}`} className="mt-10">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`sale-${sale.flash_sale_id}`} className="text-xl font-bold">
              {sale.name}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm font-semibold text-info-strong">
                {t('flashSale.startsAt', {
                  date: formatDate(sale.starts_at),
                  time: formatMoment(sale.starts_at, locale, 'time'),
                })}
              </p>
              <RemindButton subject="flash_sale" id={sale.flash_sale_id} name={sale.name} />
            </div>
          </div>
          <SaleItems sale={sale} upcoming />
        </section>
      ))}
    </div>
  );
}

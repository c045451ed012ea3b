import { Link } from 'react-router';
import { loadVariant, loadVariantDetails, variantAction } from '../features/catalogue/catalogue.server.ts';
import { PriceText } from '../features/catalogue/product-list.tsx';
import { DetailsForm, PriceForm, ScheduleForm, StockForm } from '../features/catalogue/variant-forms.tsx';
import { PriceHistory, ScheduledList, StockHistory } from '../features/catalogue/variant-history.tsx';
import { useFormat } from '../lib/format.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import { Panel } from '../ui/panel.tsx';
import { SecondFactorNeeded } from '../ui/second-factor-needed.tsx';
import type { Route } from './+types/variant';

/**
 * One variant's prices and stock (issue #27): change the prices now or at a time (Bangkok), see their history; adjust
 * stock with a reason or count it, see every adjustment. Changing needs prices.write or stock.adjust, and the session's
 * second factor; reading is catalog.read. With catalog.write its SKU, barcode and weight are edited here too.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const url = new URL(request.url);
  const found = await loadVariant(api, params.code, params.id, url.searchParams);
  if (!found) throw new Response('Not found', { status: 404 });
  const mayEdit = me.permissions.includes('catalog.write');
  return {
    ...found,
    details: mayEdit ? await loadVariantDetails(api, found.product.code, found.variant.id) : null,
    mayPrice: me.permissions.includes('prices.write'),
    mayStock: me.permissions.includes('stock.adjust'),
    secondFactor: me.second_factor,
    totpEnabled: me.totp_enabled,
    here: url.pathname.replace(/^\/admin/, '') + url.search,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, 'catalogue.variantTitle', { sku: data?.variant.sku ?? '' });

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'catalog.read');
  const { t } = translatorOf(preferencesOf(request).language);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response('Not found', { status: 404 });
  return variantAction(api, id, await request.formData(), t('catalogue.invalid'));
}

export default function Variant({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const format = useFormat();
  const { product, variant, details, prices, scheduled, stock, mayPrice, mayStock, secondFactor, totpEnabled, here } = loaderData;
  const needsFactor = <SecondFactorNeeded enrolled={totpEnabled} back={here} />;
  return (
    <>
      <p>
        <Link to={`/products/${product.code}`} className="text-accent underline">
          {t('catalogue.backTo', { name: product.name })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">
        {product.name}
        {variant.options.length > 0 && ` · ${variant.options.map((option) => option.value).join(' · ')}`}
      </h1>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <span className="text-muted">{t('catalogue.sku', { sku: variant.sku })}</span>
        <span>
          {t('catalogue.nowSells')} <PriceText price={variant.price} special={variant.special_price} />
        </span>
        <span>{t('catalogue.stockOf', { count: format.count(variant.stock) })}</span>
      </p>
      {details && (
        <Panel title={t('catalogue.details')} className="mt-4">
          <DetailsForm details={details} />
        </Panel>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title={t('catalogue.prices')}>
            {!mayPrice ? (
              <p className="text-muted">{t('catalogue.readOnly')}</p>
            ) : secondFactor ? (
              <PriceForm variant={variant} />
            ) : (
              needsFactor
            )}
          </Panel>
          <Panel title={t('catalogue.scheduleTitle')}>
            <ScheduledList items={scheduled} />
            {mayPrice && secondFactor && (
              <div className="mt-4 border-t border-line pt-4">
                <ScheduleForm variant={variant} />
              </div>
            )}
          </Panel>
          <Panel title={t('catalogue.priceHistory')}>
            <PriceHistory items={prices.items} />
            {prices.next_cursor && (
              <Link to={`?price_cursor=${prices.next_cursor}`} className="btn btn-outline mt-3" rel="next">
                {t('catalogue.olderPrices')}
              </Link>
            )}
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title={t('catalogue.adjustTitle')}>
            {!mayStock ? <p className="text-muted">{t('catalogue.readOnly')}</p> : secondFactor ? <StockForm mode="stock" /> : needsFactor}
          </Panel>
          {mayStock && secondFactor && (
            <Panel title={t('catalogue.countTitle')}>
              <StockForm mode="count" />
            </Panel>
          )}
          <Panel title={t('catalogue.stockHistory')}>
            <StockHistory items={stock.items} />
            <KeysetPager
              nextCursor={stock.next_cursor}
              total={stock.approximate_total}
              exact={stock.total_exact}
              label={t('catalogue.stockPages')}
            />
          </Panel>
        </div>
      </div>
    </>
  );
}

import type { ProductOptionName } from '@talad/domain';
import type { ProductDetail as Product, RatingSummary } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { useLocalHref } from '../../lib/use-locale.ts';
import { FlagLabels, ProductBadges } from '../catalog/badges.tsx';
import { Breadcrumb } from '../catalog/breadcrumb.tsx';
import { productTrail } from '../catalog/trails.ts';
import { Countdown, QuotaBar } from '../content/countdown-view.tsx';
import { ProductCoupons } from '../coupon/product-coupons.tsx';
import { ProductReviews } from '../review/product-reviews.tsx';
import { RatingLine } from '../review/rating-summary.tsx';
import { Gallery } from './gallery.tsx';
import { Delivery, InstallmentPlans, Promotions } from './product-facts.tsx';
import { HeartButton } from '../wish-list/heart-button.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { useRecordView } from './use-record-view.ts';
import { useVariantChoice } from './use-variant-choice.ts';
import { VariantPicker } from './variant-picker.tsx';

function FlashSaleOffer({ product, renderedAt }: { product: Product; renderedAt: number }) {
  const { t } = useTranslation();
  const offer = product.flash_sale;
  if (!offer) return null;
  return (
    <section aria-label={t('flashSale.title')} className="rounded-lg bg-gradient-to-r from-error to-secondary p-3 text-white">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-bold">⚡ {t('flashSale.title')}</span>
        <Countdown endsAt={offer.ends_at} renderedAt={renderedAt} label={t('flashSale.endsIn')} />
      </div>
      <div className="mt-2 rounded bg-white/95 p-2 text-gray-900">
        <QuotaBar quota={offer.quota} sold={offer.sold} />
        <p className="mt-1 text-xs text-gray-600">{t('flashSale.limit', { count: offer.per_customer_limit })}</p>
      </div>
    </section>
  );
}

/** The product page shared by /product/:slug and /m/product/:slug; `reviews` is its rating summary (null when unread). */
export function ProductDetail({ product, renderedAt, reviews }: { product: Product; renderedAt: number; reviews: RatingSummary | null }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const [choice, chooseValue] = useVariantChoice(product.variants);
  const [shown, setShown] = useState(0);
  useRecordView(product.product_id);

  const choose = (name: ProductOptionName, value: string) => {
    chooseValue(name, value);
    // A colour has its own pictures: show the first one of the chosen colour.
    if (name !== 'Color') return;
    const index = product.media.findIndex((item) => item.color === value);
    if (index >= 0) setShown(index);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb trail={productTrail(product)} />
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2 md:gap-10">
        <Gallery media={product.media} name={product.name} shown={shown} onShow={setShown} />
        <div className="flex flex-col gap-4">
          <div>
            <FlagLabels flags={product.flags} />
            {product.brand && (
              <Link
                to={localHref(`/brand/${encodeURIComponent(product.brand.slug)}`)}
                className="mt-2 inline-block text-sm font-semibold text-primary hover:underline"
              >
                {product.brand.name}
              </Link>
            )}
            <h1 className="mt-1 text-2xl leading-snug font-bold text-gray-900">{product.name}</h1>
            {reviews && <RatingLine summary={reviews} />}
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-gray-500">
                {t('product.code')} {product.product_id} · {t('product.sold', { count: product.sold })}
              </p>
              <HeartButton productCode={product.product_id} productName={product.name} variant="page" />
            </div>
          </div>
          {product.withdrawn ? (
            // Withdrawn from sale: the page stays (links and searches lead here) but offers nothing to buy.
            <p role="status" className="rounded-md border border-gray-200 bg-gray-50 px-4 py-3 font-semibold text-gray-700">
              {t('product.withdrawn')}
            </p>
          ) : (
            <>
              <FlashSaleOffer product={product} renderedAt={renderedAt} />
              <PurchasePanel
                product={product}
                choice={choice}
                picker={<VariantPicker options={product.options} variants={product.variants} choice={choice} onChoose={choose} />}
              />
            </>
          )}
          <ProductBadges badges={product.badges} />
          <Delivery delivery={product.delivery} />
          <Promotions promotions={product.promotions} />
          {!product.withdrawn && <ProductCoupons slug={product.slug} />}
          <InstallmentPlans plans={product.installment_plans} />
        </div>
      </div>
      <section aria-labelledby="about-product" className="mt-10 max-w-3xl">
        <h2 id="about-product" className="text-xl font-bold">
          {t('product.about')}
        </h2>
        {product.highlights.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-gray-800">
            {product.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        )}
        <p className="mt-3 leading-7 whitespace-pre-line text-gray-700">{product.description}</p>
      </section>
      {reviews && <ProductReviews productCode={product.product_id} summary={reviews} />}
    </div>
  );
}

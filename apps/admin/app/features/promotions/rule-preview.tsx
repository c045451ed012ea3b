import type { RulePreview } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { countText } from '../../ui/keyset-pager.tsx';
import { Panel } from '../../ui/panel.tsx';

/** What a saved rule touches, what overlaps it, and its usage so far (the API reads them from the real tables). */
export function PreviewPanel({ preview }: { preview: RulePreview }) {
  const { t, language } = useT();
  const format = useFormat();
  const { products, overlaps, usage } = preview;
  const window = (from: string | null, until: string | null) =>
    `${from ? format.moment(from) : t('promotions.always')} – ${until ? format.moment(until) : t('promotions.untilEnded')}`;
  return (
    <Panel title={t('promotions.preview')}>
      <h3 className="font-semibold">{t('promotions.usage')}</h3>
      <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {usage.claims !== null && (
          <div>
            <dt className="text-sm text-muted">{t('promotions.claims')}</dt>
            <dd className="font-semibold">{format.count(usage.claims)}</dd>
          </div>
        )}
        {usage.units !== null && (
          <div>
            <dt className="text-sm text-muted">{t('promotions.unitsSold')}</dt>
            <dd className="font-semibold">{format.count(usage.units)}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-muted">{t('promotions.orders')}</dt>
          <dd className="font-semibold">{format.count(usage.orders)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('promotions.given')}</dt>
          <dd className="font-semibold">{format.money(usage.discount)}</dd>
        </div>
      </dl>
      <h3 className="mt-4 font-semibold">{t('promotions.overlaps')}</h3>
      {overlaps.length === 0 ? (
        <p className="text-muted">{t('promotions.noOverlaps')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1" aria-label={t('promotions.overlaps')}>
          {overlaps.map((overlap) => (
            <li key={`${overlap.type}-${overlap.id}`} className="rounded-lg bg-danger-soft px-3 py-2">
              <span className="font-semibold">{overlap.name}</span> · {t(`promotions.ruleType.${overlap.type}`)} ·{' '}
              {window(overlap.starts_at, overlap.ends_at)}
              {overlap.shared_products !== null && ` · ${t('promotions.sharedProducts', { count: overlap.shared_products })}`}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-semibold">
        {t('promotions.touches')} ({countText(t, language, products.approximate_total, products.total_exact)})
      </h3>
      <ul className="mt-1 flex flex-col gap-1">
        {products.items.map((product) => (
          <li key={product.code} className="flex flex-wrap justify-between gap-2 border-b border-line py-1">
            <span className="min-w-0 break-words">
              {product.name} <span className="text-sm text-muted">{product.code}</span>
              {product.not_in_promotion && <span className="ml-2 text-sm text-danger">{t('promotions.notInPromotion')}</span>}
            </span>
            <span>{format.money(product.special_price ?? product.price)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

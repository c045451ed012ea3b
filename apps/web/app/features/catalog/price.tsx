import { formatBaht, type Satang } from '@talad/domain';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';

interface PriceProps {
  price: Satang;
  /** The special (or flash) price, satang; null when the product is sold at its price. */
  special: Satang | null;
  size?: 'card' | 'detail';
}

/** The price a shopper pays, with the crossed-out regular price and the saving when it is discounted. */
export function Price({ price, special, size = 'card' }: PriceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const discounted = special !== null && special < price;
  const paid = discounted ? special : price;
  const big = size === 'detail';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold ${discounted ? 'text-error-strong' : 'text-gray-900'} ${big ? 'text-3xl' : 'text-base'}`}>
        {discounted && <span className="sr-only">{t('price.special')} </span>}
        {formatBaht(paid, locale)}
      </span>
      {discounted && (
        <>
          <del className={`text-gray-500 ${big ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">{t('price.regular')} </span>
            {formatBaht(price, locale)}
          </del>
          <span className="rounded bg-error/10 px-1.5 text-xs font-semibold text-error-strong">
            -{Math.round(((price - paid) / price) * 100)}%
          </span>
        </>
      )}
    </p>
  );
}

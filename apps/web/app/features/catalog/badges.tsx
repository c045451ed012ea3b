import type { BadgeInfo, ProductFlag } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';

/** Flags worth a label on a card or the product page; flashSale and installments show elsewhere too. */
const SHOWN_FLAGS: ProductFlag[] = ['flashSale', 'newProduct', 'freeShipping', 'preOrder', 'installments', 'AT_7-ELEVEN'];

const FLAG_STYLE: Record<ProductFlag, string> = {
  flashSale: 'bg-error-strong text-white',
  newProduct: 'bg-info/10 text-info-strong',
  freeShipping: 'bg-success/10 text-success-strong',
  preOrder: 'bg-warning/15 text-amber-800',
  installments: 'bg-primary/10 text-primary',
  'AT_7-ELEVEN': 'bg-emerald-50 text-emerald-800',
};

/** Product flags of spec §3 as small labels, in the page's language. */
export function FlagLabels({ flags, limit }: { flags: ProductFlag[]; limit?: number }) {
  const { t } = useTranslation();
  const shown = SHOWN_FLAGS.filter((flag) => flags.includes(flag)).slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {shown.map((flag) => (
        <li key={flag} className={`rounded px-1.5 py-0.5 text-[11px] leading-4 font-semibold ${FLAG_STYLE[flag]}`}>
          {t(`flag.${flag}`)}
        </li>
      ))}
    </ul>
  );
}

/** The Thai badges of spec §3 (7-Eleven pickup only, not in promotion, no COD, delivery days), labelled by the API. */
export function ProductBadges({ badges }: { badges: BadgeInfo[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <li key={badge.code} className="rounded-full border border-gray-300 px-2 py-0.5 text-xs text-gray-700">
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

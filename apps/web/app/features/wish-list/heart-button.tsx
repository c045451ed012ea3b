import { useTranslation } from '../../lib/i18n.ts';
import { useHeart } from './hearts.ts';

const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

/**
 * The heart of a product: on a card (a round button over the picture), on the product page (with its words), or as
 * the wish list's "remove" under a card. Pressed means the product is in the session's wish list; guests have one too.
 */
export function HeartButton({
  productCode,
  productName,
  variant,
}: {
  productCode: string;
  productName: string;
  variant: 'card' | 'page' | 'remove';
}) {
  const { t } = useTranslation();
  const { hearted, busy, toggle } = useHeart(productCode);
  const label = t(hearted ? 'wishList.removeNamed' : 'wishList.addNamed', { name: productName });
  const icon = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={variant === 'card' ? 'size-5' : 'size-6'}>
      <path d={HEART_PATH} fill={hearted ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
  const shared = {
    type: 'button' as const,
    'aria-pressed': hearted === true,
    'aria-busy': busy || undefined,
    disabled: hearted === null,
    onClick: toggle,
  };
  if (variant === 'remove') {
    return (
      <button
        {...shared}
        aria-pressed={undefined}
        aria-label={t('wishList.removeNamed', { name: productName })}
        className="btn btn-outline h-9 text-sm"
      >
        {t('wishList.remove')}
      </button>
    );
  }
  if (variant === 'card') {
    return (
      <button
        {...shared}
        aria-label={label}
        className="absolute top-2 right-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/90 text-error-strong shadow-sm disabled:text-gray-400"
      >
        {icon}
      </button>
    );
  }
  return (
    // On the product's own page its words are its name: a label naming the product would hide them (WCAG 2.5.3).
    <button {...shared} className="btn btn-outline gap-1.5 text-error-strong disabled:text-gray-400">
      {icon}
      <span className="text-gray-800">{t(hearted ? 'wishList.inList' : 'wishList.add')}</span>
    </button>
  );
}

import { CARD_BRAND_NAMES, type CardBrand } from '@talad/domain';

/**
 * A small mark of the card's scheme, drawn with text and shapes (no pictures to fetch): the shopper sees at a glance
 * which card a number is. An unknown brand has no mark.
 */
export function CardBrandMark({ brand, className = '' }: { brand: CardBrand; className?: string }) {
  const frame = `inline-flex h-6 w-10 shrink-0 items-center justify-center rounded border border-gray-200 bg-white text-[10px] font-bold leading-none ${className}`;
  if (brand === 'MasterCard') {
    return (
      <span className={frame} role="img" aria-label={CARD_BRAND_NAMES[brand]}>
        <svg viewBox="0 0 24 16" className="h-4 w-6" aria-hidden="true">
          <circle cx="9" cy="8" r="6" fill="#eb001b" />
          <circle cx="15" cy="8" r="6" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </span>
    );
  }
  const marks: Partial<Record<CardBrand, { text: string; color: string }>> = {
    Visa: { text: 'VISA', color: 'text-[#1a1f71] italic' },
    JCB: { text: 'JCB', color: 'text-[#0b6a37]' },
    American_Express: { text: 'AMEX', color: 'text-[#2e77bb]' },
    UnionPay: { text: 'UP', color: 'text-[#d10429]' },
    Diners_Club: { text: 'DC', color: 'text-[#0079be]' },
    Discover: { text: 'DISC', color: 'text-[#e65c00]' },
  };
  const mark = marks[brand];
  if (!mark) return null;
  return (
    <span className={`${frame} ${mark.color}`} role="img" aria-label={CARD_BRAND_NAMES[brand]}>
      {mark.text}
    </span>
  );
}

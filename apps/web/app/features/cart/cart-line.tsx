import { formatBaht } from '@talad/domain';
import type { CartLine as Line, CartProblem } from '@talad/sdk';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { Picture } from '../media/picture.tsx';
import { ChosenOptions } from '../product/chosen-options.tsx';

/** A line's problems as the shopper reads them, in place (spec: out of stock, fewer left, price changed, …). */
export function ProblemNotice({ problem }: { problem: CartProblem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text =
    problem.code === 'FEWER_LEFT'
      ? t('cart.problem.FEWER_LEFT', { available: problem.available })
      : problem.code === 'PRICE_CHANGED' || problem.code === 'FLASH_SALE_ENDED'
        ? t(`cart.problem.${problem.code}`, {
            before: formatBaht(problem.previous_price, locale),
            after: formatBaht(problem.current_price, locale),
          })
        : t(`cart.problem.${problem.code}`);
  const blocking = problem.code === 'OUT_OF_STOCK' || problem.code === 'NOT_SOLD';
  return (
    <p
      role="alert"
      data-problem={problem.code}
      className={`rounded px-2 py-1 text-xs font-semibold ${blocking ? 'bg-error/10 text-error-strong' : 'bg-warning/15 text-amber-800'}`}
    >
      {text}
    </p>
  );
}

/** Whether a line can be bought at all now (ticking it for checkout makes sense). */
export function lineBuyable(line: Line): boolean {
  return line.max_quantity > 0 && !line.problems.some((problem) => problem.code === 'OUT_OF_STOCK' || problem.code === 'NOT_SOLD');
}

interface CartLineProps {
  line: Line;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart: tick, picture, name and options, prices, quantity stepper, remove, and its problems. */
export function CartLineRow({ line, busy, onSelect, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  const { product } = line;
  const buyable = lineBuyable(line);
  const discounted = line.unit_price < line.list_price;
  const nameId = `cart-line-${line.line_id}-name`;
  return (
    <article aria-labelledby={nameId} data-testid="cart-line" className="flex gap-3 py-4">
      <input
        type="checkbox"
        className="mt-8 size-5 shrink-0 accent-primary"
        aria-label={t('cart.select', { name: product.name })}
        checked={line.selected && buyable}
        disabled={busy || !buyable}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <Link to={localHref(`/product/${encodeURIComponent(product.slug)}`)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Picture
          src={product.image}
          alt=""
          width={96}
          height={96}
          sizes="96px"
          className={`size-20 rounded-md border border-gray-100 bg-gray-50 object-cover md:size-24 ${buyable ? '' : 'grayscale'}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={nameId} className="line-clamp-2 text-sm font-semibold text-gray-900 md:text-base">
            <Link to={localHref(`/product/${encodeURIComponent(product.slug)}`)} className="hover:underline">
              {product.name}
            </Link>
          </h3>
          <button
            type="button"
            className="shrink-0 text-sm font-semibold text-gray-500 hover:text-error-strong"
            aria-label={t('cart.removeLine', { name: product.name })}
            disabled={busy}
            onClick={onRemove}
          >
            {t('cart.remove')}
          </button>
        </div>
        <ChosenOptions options={product.options} className="text-xs text-gray-600" />
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={`font-bold ${discounted ? 'text-error-strong' : 'text-gray-900'}`}>
            <span className="sr-only">{t('cart.unitPrice')} </span>
            {formatBaht(line.unit_price, locale)}
          </span>
          {discounted && (
            <del className="text-xs text-gray-500">
              <span className="sr-only">{t('cart.listPrice')} </span>
              {formatBaht(line.list_price, locale)}
            </del>
          )}
          {line.flash_sale && <span className="rounded bg-error-strong px-1.5 text-xs font-semibold text-white">⚡ Flash Sale</span>}
        </p>
        {line.problems.map((problem) => (
          <ProblemNotice key={problem.code} problem={problem} />
        ))}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {line.max_quantity > 0 ? (
            <div className="flex items-center gap-2">
              <QuantityStepper
                size="sm"
                value={Math.min(line.quantity, Math.max(1, line.max_quantity))}
                max={line.max_quantity}
                label={t('cart.quantityOf', { name: product.name })}
                disabled={busy}
                onChange={onQuantity}
              />
              {line.stock <= 10 && <span className="text-xs text-amber-800">{t('cart.stockLeft', { count: line.stock })}</span>}
            </div>
          ) : (
            <span />
          )}
          <p className="text-sm font-bold text-gray-900">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            {formatBaht(line.line_total, locale)}
          </p>
        </div>
      </div>
    </article>
  );
}

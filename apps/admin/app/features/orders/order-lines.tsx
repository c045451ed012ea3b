import type { AdminOrderLine } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** A bought line's picture, name, options and code: what a packer matches against the shelf. */
export function LineIdentity({ line, large = false }: { line: AdminOrderLine; large?: boolean }) {
  const { t } = useT();
  return (
    <div className="flex min-w-0 gap-3">
      <img
        src={line.image}
        alt=""
        width={large ? 80 : 56}
        height={large ? 80 : 56}
        className={`${large ? 'size-20' : 'size-14'} shrink-0 rounded-md border border-line object-cover`}
        loading="lazy"
      />
      <div className="min-w-0">
        <p className={large ? 'text-lg font-semibold' : 'font-semibold'}>{line.name}</p>
        {line.options.length > 0 && <p className="text-sm text-muted">{line.options.map((option) => option.label).join(' · ')}</p>}
        <p className="text-sm text-muted">
          {t('orders.lines.code', { code: line.product_code })}
          {line.is_gift ? ` · ${t('orders.lines.gift')}` : ''}
        </p>
      </div>
    </div>
  );
}

/** The order's lines with what each cost and what of it was refunded. */
export function OrderLines({ lines }: { lines: AdminOrderLine[] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <ul className="flex flex-col divide-y divide-line">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <LineIdentity line={line} />
          <div className="ml-auto text-right">
            <p className="font-semibold">{format.money(line.line_total)}</p>
            <p className="text-sm text-muted">
              {t('orders.lines.quantityTimesPrice', { quantity: line.quantity, price: format.money(line.unit_price) })}
            </p>
            {line.refunded_quantity > 0 && (
              <p className="text-sm text-danger">{t('orders.lines.refunded', { count: line.refunded_quantity })}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

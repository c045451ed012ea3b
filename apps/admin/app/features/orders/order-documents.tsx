import type { OrderDocuments } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/**
 * The order's tax documents (decision 0067): receipt, full tax invoice, credit notes, cancelled ones marked; each opens
 * its PDF through the back office's own route (/admin/orders/{order_no}/documents/{number}), with the member's session.
 */
export function OrderDocumentList({ orderNo, documents }: { orderNo: string; documents: OrderDocuments | null }) {
  const { t } = useT();
  const format = useFormat();
  if (!documents) return <p className="text-muted">{t('orders.documents.unavailable')}</p>;
  if (documents.items.length === 0) return <p className="text-muted">{t('orders.documents.none')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="order-documents">
      {documents.items.map((item) => (
        <li key={item.number} className="flex flex-wrap items-baseline justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold">
              {t(`orders.documents.kinds.${item.kind}`)}
              {item.cancelled && (
                <span className="ml-2 rounded bg-danger-soft px-2 text-sm text-danger">{t('orders.documents.cancelled')}</span>
              )}
            </p>
            <p className="text-sm text-muted tabular-nums">
              {item.number} · {format.moment(item.issued_at)} · {format.money(item.total)}
              {item.against && ` · ${t('orders.documents.against', { number: item.against })}`}
            </p>
          </div>
          <a
            className="text-accent underline"
            href={`/admin/orders/${encodeURIComponent(orderNo)}/documents/${encodeURIComponent(item.number)}`}
            download={`${item.number}.pdf`}
            aria-label={t('orders.documents.downloadNamed', { number: item.number })}
          >
            {t('orders.documents.download')}
          </a>
        </li>
      ))}
    </ul>
  );
}

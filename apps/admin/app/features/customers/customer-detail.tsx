import type { AdminCustomerDetail } from '@talad/contract';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Panel } from '../../ui/panel.tsx';

/**
 * One customer: contact (masked unless the member holds customers.pii — the API decides, `contact_masked` says so),
 * tier and yearly spend, and their newest orders, cashback entries and cases, each with how many there are.
 */
export function CustomerDetail({
  customer,
  orderLinks,
  caseLinks,
}: {
  customer: AdminCustomerDetail;
  orderLinks: boolean;
  caseLinks: boolean;
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title={t('customers.contact')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('customers.phone')}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt className="text-muted">{t('customers.email')}</dt>
          <dd>{customer.email ?? '—'}</dd>
          <dt className="text-muted">{t('customers.tierLabel')}</dt>
          <dd>{t(`customers.tier.${customer.tier}`)}</dd>
          <dt className="text-muted">{t('customers.spendLabel')}</dt>
          <dd>{format.money(customer.yearly_spend)}</dd>
          <dt className="text-muted">{t('customers.registered')}</dt>
          <dd>{format.moment(customer.created_at)}</dd>
          <dt className="text-muted">{t('customers.lastSeen')}</dt>
          <dd>{format.moment(customer.last_seen_at)}</dd>
        </dl>
        {customer.contact_masked && <p className="mt-3 text-sm text-muted">{t('customers.masked')}</p>}
      </Panel>
      <Panel title={t('customers.orders', { count: customer.orders.total })}>
        {customer.orders.recent.length === 0 ? (
          <p className="text-muted">{t('customers.noOrders')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {customer.orders.recent.map((order) => (
              <li key={order.order_id} className="flex flex-wrap justify-between gap-2 py-2">
                {orderLinks ? (
                  <Link to={`/orders/${order.order_no}`} className="font-semibold text-accent underline">
                    {order.order_no}
                  </Link>
                ) : (
                  <span className="font-semibold">{order.order_no}</span>
                )}
                <span className="text-sm text-muted">{format.moment(order.placed_at, 'day')}</span>
                <span>{t(`orders.state.${order.status}`)}</span>
                <span className="tabular-nums">{format.money(order.total)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('customers.cashback', { balance: format.money(customer.cashback.balance) })}>
        {customer.cashback.recent.length === 0 ? (
          <p className="text-muted">{t('customers.noCashback')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {customer.cashback.recent.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {t(`customers.cashbackType.${entry.type}`)}
                  {entry.order_no ? ` · ${entry.order_no}` : ''}
                  {entry.status === 'CANCELED' ? ` · ${t('customers.cashbackCancelled')}` : ''}
                </span>
                <span className={`tabular-nums ${entry.amount < 0 ? 'text-danger' : ''}`}>
                  {entry.amount < 0 ? `−${format.money(-entry.amount)}` : `+${format.money(entry.amount)}`}
                </span>
                <span className="w-full text-sm text-muted">{format.moment(entry.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('customers.cases', { count: customer.cases.total })}>
        {customer.cases.recent.length === 0 ? (
          <p className="text-muted">{t('customers.noCases')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {customer.cases.recent.map((supportCase) => (
              <li key={supportCase.case_no} className="flex flex-wrap justify-between gap-2 py-2">
                {caseLinks ? (
                  <Link to={`/cases/${supportCase.case_no}`} className="font-semibold text-accent underline">
                    {supportCase.case_no}
                  </Link>
                ) : (
                  <span className="font-semibold">{supportCase.case_no}</span>
                )}
                <span>{t(`cases.topic.${supportCase.topic}`)}</span>
                <span className="text-sm text-muted">{t(`cases.status.${supportCase.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

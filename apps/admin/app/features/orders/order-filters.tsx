import type { AdminOrderQueue, AdminOrderState } from '@talad/contract';
import { ORDER_QUEUES, ORDER_TABS } from '@talad/domain';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { SearchForm } from '../../ui/search-form.tsx';

/** What the orders list shows: every order, those in one state, or one of the desk's work queues; and a search. */
export interface OrderFilters {
  status: AdminOrderState | null;
  queue: AdminOrderQueue | null;
  q: string;
}

function addressOf({ status, queue, q }: OrderFilters) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (queue) query.set('queue', queue);
  if (q) query.set('q', q);
  return `?${query.toString()}`;
}

function Tab({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <li>
      <Link to={to} aria-current={current ? 'page' : undefined} className={`btn min-h-11 ${current ? 'btn-primary' : 'btn-outline'}`}>
        {label}
      </Link>
    </li>
  );
}

/**
 * The orders list's tabs: every order or those in one state (the state tables' own states), then the work queues the
 * home screen counts (to pack, to hand over, returns). A tab keeps the search and drops the other filter.
 */
export function OrderStateTabs({ status, queue, q }: OrderFilters) {
  const { t } = useT();
  const tabs = ORDER_TABS.map((tab) => (tab === 'ALL' ? null : tab));
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label={t('orders.list.tabs')}>
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <Tab
              key={tab ?? 'ALL'}
              to={addressOf({ status: tab, queue: null, q })}
              current={tab === status && !queue}
              label={t(tab ? `orders.tab.${tab}` : 'orders.tab.ALL')}
            />
          ))}
        </ul>
      </nav>
      <nav aria-label={t('orders.list.queues')}>
        <ul className="flex flex-wrap gap-2">
          {ORDER_QUEUES.map((tab) => (
            <Tab key={tab} to={addressOf({ status: null, queue: tab, q })} current={tab === queue} label={t(`orders.queue.${tab}`)} />
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The search box: an order number (or its start), a phone, an e-mail or a name; the tab stays as it is. */
export function OrderSearch({ status, queue, q }: OrderFilters) {
  const { t } = useT();
  return (
    <SearchForm
      id="order-search"
      q={q}
      label={t('orders.list.search')}
      hint={t('orders.list.searchHint')}
      button={t('orders.list.searchButton')}
    >
      {status && <input type="hidden" name="status" value={status} />}
      {queue && <input type="hidden" name="queue" value={queue} />}
    </SearchForm>
  );
}

import type { AdminOrderState } from '@talad/contract';
import { ORDER_TABS } from '@talad/domain';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

/** The orders list's tabs: every order, or those in one state (the state tables' own states). */
export function OrderStateTabs({ status, q }: { status: AdminOrderState | null; q: string }) {
  const { t } = useT();
  const tabs = ORDER_TABS.map((tab) => (tab === 'ALL' ? null : tab));
  return (
    <nav aria-label={t('orders.list.tabs')}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const query = new URLSearchParams();
          if (tab) query.set('status', tab);
          if (q) query.set('q', q);
          const current = tab === status;
          return (
            <li key={tab ?? 'ALL'}>
              <Link
                to={`?${query.toString()}`}
                aria-current={current ? 'page' : undefined}
                className={`btn min-h-11 ${current ? 'btn-primary' : 'btn-outline'}`}
              >
                {t(tab ? `orders.tab.${tab}` : 'orders.tab.ALL')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The search box: an order number (or its start), a phone, an e-mail or a name; the tab stays as it is. */
export function OrderSearch({ status, q }: { status: AdminOrderState | null; q: string }) {
  const { t } = useT();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      {status && <input type="hidden" name="status" value={status} />}
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <label htmlFor="order-search" className="font-semibold">
          {t('orders.list.search')}
        </label>
        <input
          id="order-search"
          name="q"
          type="search"
          className="field"
          defaultValue={q}
          key={q}
          maxLength={100}
          placeholder={t('orders.list.searchHint')}
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="btn btn-primary min-h-11">
        {t('orders.list.searchButton')}
      </button>
    </Form>
  );
}

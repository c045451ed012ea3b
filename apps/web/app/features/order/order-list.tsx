import { formatBaht, ORDER_TABS, type OrderTab } from '@talad/domain';
import { getMyOrderCount, getMyOrders, type OrderSummary } from '@talad/sdk';
import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';
import { useMemberData } from '../account/use-member-data.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { Picture } from '../media/picture.tsx';
import { orderTime } from './order-format.ts';
import { OrderStatus } from './order-parts.tsx';

const PAGE_SIZE = 10;
/** Pictures of the first lines a card shows; the rest are counted. */
const PICTURES = 3;

/** The tab, search and page of my orders, from the URL (?tab=SHIPMENT&q=tote&page=2), so a list can be linked and reloaded. */
export function orderListPlace(params: URLSearchParams): { tab: OrderTab; q: string; page: number } {
  const tab = ORDER_TABS.find((known) => known === params.get('tab')) ?? 'ALL';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return { tab, q, page };
}

/** Searches my orders by order number or product name, on the tab shown (a new search starts at its first page). */
function OrderSearch({ tab, q }: { tab: OrderTab; q: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" aria-label={t('order.search.label')} className="flex gap-2" key={q}>
      <input type="hidden" name="tab" value={tab} />
      <label className="sr-only" htmlFor="order-search">
        {t('order.search.label')}
      </label>
      <input
        id="order-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        placeholder={t('order.search.placeholder')}
        className="field field-comfortable block w-full min-w-0 flex-1 rounded-md border bg-white px-3 text-base text-gray-900"
      />
      <button type="submit" className="btn btn-outline h-auto shrink-0 self-stretch">
        {t('order.search.submit')}
      </button>
    </Form>
  );
}

function OrderTabs({ tab, q }: { tab: OrderTab; q: string }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const counts = useMemberData('GET users/me/my-order/count', (api, locale) => getMyOrderCount(api, { locale }));
  return (
    <nav aria-label={t('order.tabList')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-gray-200 px-1">
        {ORDER_TABS.map((each) => {
          const count = counts.status === 'ready' ? counts.data[each] : null;
          return (
            <li key={each}>
              <Link
                to={localHref(`/account/my-order?${new URLSearchParams(q ? { tab: each, q } : { tab: each })}`)}
                aria-current={each === tab ? 'page' : undefined}
                className={`block border-b-2 px-3 py-2 text-sm whitespace-nowrap ${
                  each === tab ? 'border-primary font-semibold text-primary' : 'border-transparent text-gray-600 hover:text-gray-900'
                }`}
              >
                {t(`order.tabs.${each}`)}
                {count !== null && <span className="ml-1 text-xs">({count})</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  const more = order.lines.length - PICTURES;
  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="order-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-gray-900">{t('order.orderNo', { no: order.order_no })}</p>
        <OrderStatus status={order.status} />
      </div>
      <p className="text-xs text-gray-500">{t('order.placedAt', { date: orderTime(order.placed_at, locale) })}</p>
      <div className="mt-3 flex items-center gap-2">
        {order.lines.slice(0, PICTURES).map((line) => (
          <Picture
            key={line.id}
            src={line.image}
            alt={line.name}
            width={56}
            height={56}
            sizes="56px"
            className="size-14 rounded-md border border-gray-100 object-cover"
          />
        ))}
        {more > 0 && <span className="text-xs text-gray-500">{t('order.moreItems', { count: more })}</span>}
        <p className="ml-auto line-clamp-2 max-w-[50%] text-sm text-gray-700 sm:max-w-none">{order.lines[0]?.name}</p>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 pt-3">
        <p className="text-sm text-gray-700">
          {t('order.itemCount', { count: order.item_count })} · {t('order.total')}{' '}
          <strong className="text-gray-900 tabular-nums">{formatBaht(order.total, locale)}</strong>
        </p>
        <Link
          to={localHref(`/account/my-order/${order.id}`)}
          className="btn btn-outline"
          aria-label={`${t('order.details')} ${order.order_no}`}
        >
          {t('order.details')}
        </Link>
      </div>
    </li>
  );
}

/** My orders: the six tabs of spec §3 with their counts, and the chosen tab a page at a time. */
export function OrderList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { tab, q, page } = orderListPlace(params);
  const orders = useMemberData(`GET users/me/my-order ${tab} ${page} ${q}`, (api, locale) =>
    getMyOrders(api, { tab, q, page, size: PAGE_SIZE }, { locale }),
  );
  return (
    <div className="space-y-4">
      <OrderTabs tab={tab} q={q} />
      <OrderSearch tab={tab} q={q} />
      {orders.status === 'loading' && (
        <div
          role="status"
          aria-label={t('account.loading')}
          className="h-32 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
        />
      )}
      {orders.status === 'failed' && (
        <p role="alert" className="text-sm text-error-strong">
          {t('account.loadFailed')}
        </p>
      )}
      {orders.status === 'ready' && orders.data.items.length === 0 && (
        <p className="py-10 text-center text-sm text-gray-600" role="status">
          {q ? t('order.search.none', { q }) : t('order.empty')}
        </p>
      )}
      {orders.status === 'ready' && orders.data.items.length > 0 && (
        <>
          <ul className="space-y-3">
            {orders.data.items.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <Pagination page={orders.data.page} totalPages={orders.data.total_pages} />
        </>
      )}
    </div>
  );
}

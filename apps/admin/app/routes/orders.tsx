import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { OrderSearch, OrderStateTabs } from '../features/orders/order-filters.tsx';
import { OrderList } from '../features/orders/order-list.tsx';
import { loadOrderPage } from '../features/orders/orders.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import type { Route } from './+types/orders';

/** The orders list (issue #26): tabs by state and by work queue, a search, keyset pages newest first ("about N" past the API's cap). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'orders.read');
  return loadOrderPage(api, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'orders.list.title');

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { status, queue, q, page, problem, message } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('orders.list.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">
        <OrderStateTabs status={status} queue={queue} q={q} />
        <OrderSearch status={status} queue={queue} q={q} />
        {problem && <Notice tone="error">{t(problem)}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {page && (
          <section aria-label={t('orders.list.results')}>
            <OrderList orders={page.items} />
            <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
          </section>
        )}
      </div>
    </>
  );
}

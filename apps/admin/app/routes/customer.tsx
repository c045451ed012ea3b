import { Link } from 'react-router';
import { CustomerDetail } from '../features/customers/customer-detail.tsx';
import { loadCustomer } from '../features/customers/customers.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/customer';

/** One customer (issue #26): contact masked unless the member may see it, orders, cashback ledger, cases. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'customers.read');
  const customer = await loadCustomer(api, params.id);
  if (!customer) throw new Response('Not found', { status: 404 });
  return { customer, orderLinks: me.permissions.includes('orders.read'), caseLinks: me.permissions.includes('cases.answer') };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customers.detailTitle');

export default function Customer({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { customer, orderLinks, caseLinks } = loaderData;
  return (
    <>
      <p>
        <Link to="/customers" className="text-accent underline">
          {t('customers.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{customer.deleted ? t('customers.deleted') : customer.name || t('customers.noName')}</h1>
      <div className="mt-4">
        <CustomerDetail customer={customer} orderLinks={orderLinks} caseLinks={caseLinks} />
      </div>
    </>
  );
}

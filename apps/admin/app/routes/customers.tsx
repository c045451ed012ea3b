import { CustomerList, CustomerSearch } from '../features/customers/customer-list.tsx';
import { loadCustomerPage } from '../features/customers/customers.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import type { Route } from './+types/customers';

/** Customers (issue #26): newest members first, searched by name, phone or e-mail; keyset pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'customers.read');
  return loadCustomerPage(api, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'customers.title');

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { q, page, problem, message } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('customers.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">
        <CustomerSearch q={q} />
        {problem && <Notice tone="error">{t(problem)}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {page && (
          <section aria-label={t('customers.results')}>
            {page.contact_masked && <p className="mb-3 text-sm text-muted">{t('customers.masked')}</p>}
            <CustomerList customers={page.items} />
            <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
          </section>
        )}
      </div>
    </>
  );
}

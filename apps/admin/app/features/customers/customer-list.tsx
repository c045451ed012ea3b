import type { AdminCustomerEntry } from '@talad/contract';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { SearchForm } from '../../ui/search-form.tsx';

/** The search box of the customers list: a name, a phone or an e-mail. */
export function CustomerSearch({ q }: { q: string }) {
  const { t } = useT();
  return (
    <SearchForm
      id="customer-search"
      q={q}
      label={t('customers.search')}
      hint={t('customers.searchHint')}
      button={t('customers.searchButton')}
    ></SearchForm>
  );
}

/** One page of customers, as cards that flow into columns on a wide screen (the same markup at every width). */
export function CustomerList({ customers }: { customers: AdminCustomerEntry[] }) {
  const { t } = useT();
  const format = useFormat();
  if (customers.length === 0) return <p className="card p-6 text-center text-muted">{t('customers.empty')}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {customers.map((customer) => (
        <li key={customer.customer_id}>
          <Link to={`/customers/${customer.customer_id}`} className="card block h-full p-4 hover:border-accent">
            <span className="flex items-start justify-between gap-2">
              <span className="font-semibold text-accent">
                {customer.deleted ? t('customers.deleted') : customer.name || t('customers.noName')}
              </span>
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-sm font-semibold">{t(`customers.tier.${customer.tier}`)}</span>
            </span>
            <span className="block text-sm">{[customer.phone, customer.email].filter(Boolean).join(' · ') || '—'}</span>
            <span className="block text-sm text-muted">
              {t('customers.since', { at: format.moment(customer.created_at, 'day') })} ·{' '}
              {t('customers.yearlySpend', { amount: format.money(customer.yearly_spend) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import type { AdminCaseEntry } from '@talad/contract';
import { CASE_FLOW } from '@talad/domain';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** The desk's queues: open cases (waiting for the shop), answered (waiting for the member), closed. */
export function CaseStatusTabs({ status }: { status: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t('cases.tabs')}>
      <ul className="flex flex-wrap gap-2">
        {CASE_FLOW.states.map((state) => (
          <li key={state}>
            <Link
              to={`?status=${state}`}
              aria-current={state === status ? 'page' : undefined}
              className={`btn min-h-11 ${state === status ? 'btn-primary' : 'btn-outline'}`}
            >
              {t(`cases.status.${state}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One page of cases, the longest waiting first. */
export function CaseList({ cases }: { cases: AdminCaseEntry[] }) {
  const { t } = useT();
  const format = useFormat();
  if (cases.length === 0) return <p className="card p-6 text-center text-muted">{t('cases.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {cases.map((supportCase) => (
        <li key={supportCase.case_no}>
          <Link to={`/cases/${supportCase.case_no}`} className="card block p-4 hover:border-accent">
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-accent">{supportCase.case_no}</span>
              <span className="text-sm text-muted">{t('cases.updated', { at: format.moment(supportCase.updated_at) })}</span>
            </span>
            <span className="block">
              {t(`cases.topic.${supportCase.topic}`)} · {supportCase.customer_name || t('customers.noName')}
              {supportCase.order_no ? ` · ${supportCase.order_no}` : ''}
            </span>
            <span className="block truncate text-sm text-muted">{supportCase.last_message}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

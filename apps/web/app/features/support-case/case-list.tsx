import { getMyCases, type CaseSummary } from '@talad/sdk';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { useMemberData } from '../account/use-member-data.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { orderTime } from '../order/order-format.ts';
import { CaseStatus, Loading } from './case-parts.tsx';

function CaseRow({ entry }: { entry: CaseSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <li>
      <Link
        to={localHref(`/case-management?case=${entry.case_no}`)}
        className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3 hover:border-primary md:p-4"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-gray-900">
            {t(`cases.topics.${entry.topic}`)}
            {entry.order_no && <span className="font-normal text-gray-600"> · {entry.order_no}</span>}
          </span>
          <span className="flex items-center gap-2">
            {entry.has_new_answer && (
              <span className="rounded-full bg-error-strong px-2 py-0.5 text-xs font-bold text-white">{t('cases.newAnswer')}</span>
            )}
            <CaseStatus status={entry.status} />
          </span>
        </span>
        <span className="line-clamp-2 text-sm text-gray-700">{entry.last_message}</span>
        <span className="text-xs text-gray-500">
          {entry.case_no} · {t('cases.updated', { time: orderTime(entry.updated_at, locale) })}
        </span>
      </Link>
    </li>
  );
}

/** The member's cases, the latest activity first, paged; each opens its thread. */
export function CaseList({ page }: { page: number }) {
  const { t } = useTranslation();
  const cases = useMemberData(`GET cases ${page}`, (api, locale) => getMyCases(api, { page }, { locale }));
  if (!cases.data) return <Loading status={cases.status} />;
  if (cases.data.total === 0) return <p className="py-6 text-center text-gray-600">{t('cases.none')}</p>;
  return (
    <>
      <ul aria-label={t('cases.listTitle')} className="flex flex-col gap-2">
        {cases.data.items.map((entry) => (
          <CaseRow key={entry.case_no} entry={entry} />
        ))}
      </ul>
      <Pagination page={cases.data.page} totalPages={cases.data.total_pages} />
    </>
  );
}

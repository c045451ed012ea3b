import { Link, useNavigate, useSearchParams } from 'react-router';
import { pageOf } from '../features/catalog/listing-url.ts';
import { CaseList } from '../features/support-case/case-list.tsx';
import { CaseThread } from '../features/support-case/case-thread.tsx';
import { NewCaseForm } from '../features/support-case/new-case-form.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { privateMeta } from '../lib/private-meta.ts';
import { useSession } from '../lib/session.tsx';
import { useLocalHref } from '../lib/use-locale.ts';
import { OpeningStatus } from '../ui/opening-status.tsx';

export const meta = privateMeta('cases.title', 'cases.intro');

/**
 * /case-management (spec §2): the member's support cases. The address says what is shown, so each can be linked to
 * (the staff's e-mail links a thread): the list (?page=), a new case (?new=1, &order= from an order's page) or one
 * case's thread (?case=CS…). A member's page: a guest is sent to sign in first (shell/guards.ts).
 */
export default function CaseManagement() {
  const { t } = useTranslation();
  const { role, ready } = useSession();
  const localHref = useLocalHref();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const caseNo = params.get('case');
  const writing = params.get('new') === '1';
  const home = localHref('/case-management');

  return (
    // A screen's height from the first paint: the footer stays below the fold when the page fills in (no layout shift).
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-6 md:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t('cases.title')}</h1>
        {!writing && (
          <Link to={`${home}?new=1`} className="btn btn-primary">
            {t('cases.new')}
          </Link>
        )}
      </div>
      <p className="mt-1 text-sm text-gray-600">{t('cases.intro')}</p>
      {(caseNo || writing) && (
        <Link to={home} className="mt-3 inline-block text-sm font-semibold text-primary hover:underline">
          ← {t('cases.back')}
        </Link>
      )}
      <div className="mt-4 rounded-xl border border-gray-200 bg-white p-4 md:p-6">
        {!ready || role !== 'user' ? (
          <OpeningStatus title={t('cases.opening')} body={t('cases.intro')} />
        ) : caseNo ? (
          <CaseThread key={caseNo} caseNo={caseNo} />
        ) : writing ? (
          <NewCaseForm orderNo={params.get('order')} onOpened={(opened) => void navigate(`${home}?case=${opened}`)} />
        ) : (
          <CaseList page={pageOf(params)} />
        )}
      </div>
    </div>
  );
}

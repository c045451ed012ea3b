import { CaseList, CaseStatusTabs } from '../features/cases/case-list.tsx';
import { loadCasePage } from '../features/cases/cases.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import type { Route } from './+types/cases';

/** Support cases (issue #26): the queue of one state, the longest waiting first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'cases.answer');
  return loadCasePage(api, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'cases.title');

export default function Cases({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { status, page, message, problem } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('cases.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">
        <CaseStatusTabs status={status} />
        {problem && <Notice tone="error">{t(problem)}</Notice>}
        {message && <Notice tone="error">{message}</Notice>}
        {page && (
          <section aria-label={t('cases.results')}>
            <CaseList cases={page.items} />
            <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
          </section>
        )}
      </div>
    </>
  );
}

import { getMyCashback, getMyCashbackAmount } from '@talad/sdk';
import { useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { CashbackBalance } from '../../features/cashback/cashback-balance.tsx';
import { CashbackHistory } from '../../features/cashback/cashback-history.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { useLocale } from '../../lib/use-locale.ts';

export const meta = privateMeta('cashback.title', 'cashback.intro');

const PAGE_SIZE = 20;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /account/cashback: the balance, what expires next and when, and the ledger newest first, a page at a time. */
export default function CashbackPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const amount = useMemberData('GET users/me/my-cashback/amount', (api, language) => getMyCashbackAmount(api, { locale: language }));
  const history = useMemberData(`GET users/me/my-cashback ${page}`, (api, language) =>
    getMyCashback(api, { page, size: PAGE_SIZE }, { locale: language }),
  );
  const status = amount.status === 'failed' || history.status === 'failed' ? 'failed' : amount.status === 'ready' ? 'ready' : 'loading';
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) }, { preventScrollReset: true });

  return (
    <AccountPage title={t('cashback.title')} intro={t('cashback.intro')} testId="cashback" status={status}>
      {amount.data && (
        <div className="space-y-6">
          <CashbackBalance amount={amount.data} locale={locale} />
          <div>
            <h2 className="font-semibold text-gray-900">{t('cashback.history')}</h2>
            {history.status === 'loading' && (
              <div
                role="status"
                aria-label={t('account.loading')}
                className="mt-3 h-24 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
              />
            )}
            {history.data && <CashbackHistory entries={history.data.items} locale={locale} />}
            {history.data && history.data.total_pages > 1 && (
              <nav aria-label={t('cashback.pages')} className="mt-3 flex items-center justify-between gap-2 text-sm">
                <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('cashback.newer')}
                </button>
                <span className="text-gray-600">{t('cashback.pageOf', { page, pages: history.data.total_pages })}</span>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={page >= history.data.total_pages}
                  onClick={() => goTo(page + 1)}
                >
                  {t('cashback.older')}
                </button>
              </nav>
            )}
          </div>
        </div>
      )}
    </AccountPage>
  );
}

import type { AdminCoupon, AdminFlashSale, AdminPromotionRow } from '@talad/contract';
import { PROMOTION_KINDS, PROMOTION_STATUSES } from '@talad/domain';
import { Link } from 'react-router';
import { loadRuleList } from '../features/promotions/promotions.server.ts';
import { RULE_LISTS, type RuleList } from '../features/promotions/rule-fields.ts';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import type { Route } from './+types/promotions';

/**
 * Promotions, coupons and flash sales (issue #27, decision 0050): one list each, in tabs by status (scheduled,
 * running, ended), newest first in keyset pages; a new one of each from here. Reading is catalog.read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  return { ...(await loadRuleList(api, new URL(request.url).searchParams)), mayWrite: me.permissions.includes('promotions.write') };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'promotions.title');

type Row = AdminPromotionRow | AdminCoupon | AdminFlashSale;

function RuleRow({ list, row }: { list: RuleList; row: Row }) {
  const { t, language } = useT();
  const format = useFormat();
  const name = 'title' in row ? row.title[language] : row.name[language];
  const what =
    'kind' in row && list === 'promotions'
      ? t(`promotions.kind.${row.kind}`)
      : 'code' in row
        ? `${row.code} · ${t(`promotions.couponKind.${row.kind}`)}`
        : t('promotions.slotProducts', { count: (row as AdminFlashSale).items.length });
  return (
    <li>
      <Link to={`${RULE_LISTS[list].screen}/${row.id}`} className="card block h-full p-4 hover:border-accent">
        <span className="block font-semibold break-words text-accent">{name}</span>
        <span className="block text-sm text-muted">
          {what} · {t(`promotions.status.${row.status}`)}
        </span>
        <span className="block text-sm">
          {row.starts_at ? format.moment(row.starts_at) : t('promotions.always')} –{' '}
          {row.ends_at ? format.moment(row.ends_at) : t('promotions.untilEnded')}
        </span>
      </Link>
    </li>
  );
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { list, status, page, mayWrite } = loaderData;
  const tab = (to: string, label: string, current: boolean) => (
    <Link to={to} className={`btn min-h-11 ${current ? 'btn-primary' : 'btn-outline'}`} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
  const lists = Object.keys(RULE_LISTS) as RuleList[];
  return (
    <>
      <h1 className="text-2xl font-bold">{t('promotions.title')}</h1>
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('promotions.lists')}>
        {lists.map((each) => tab(`?of=${each}`, t(`promotions.list.${each}`), each === list))}
      </nav>
      <nav className="mt-2 flex flex-wrap gap-2" aria-label={t('promotions.statuses')}>
        {tab(`?of=${list}`, t('promotions.status.all'), status === null)}
        {PROMOTION_STATUSES.map((each) => tab(`?of=${list}&status=${each}`, t(`promotions.status.${each}`), each === status))}
      </nav>
      {mayWrite && (
        <div className="mt-4 flex flex-wrap gap-2">
          {list === 'promotions' ? (
            PROMOTION_KINDS.map((kind) => (
              <Link key={kind} to={`/promotions/new?kind=${kind}`} className="btn btn-outline min-h-11">
                {t('promotions.newKind', { kind: t(`promotions.kind.${kind}`) })}
              </Link>
            ))
          ) : (
            <Link to={`${RULE_LISTS[list].screen}/new`} className="btn btn-outline min-h-11">
              {t(list === 'coupons' ? 'promotions.newCoupon' : 'promotions.newFlashSale')}
            </Link>
          )}
        </div>
      )}
      <section className="mt-4" aria-label={t(`promotions.list.${list}`)}>
        {page.items.length === 0 ? (
          <p className="card p-6 text-center text-muted">{t('promotions.empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {(page.items as Row[]).map((row) => (
              <RuleRow key={row.id} list={list} row={row} />
            ))}
          </ul>
        )}
        <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
      </section>
    </>
  );
}

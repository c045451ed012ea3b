import { Link } from 'react-router';
import { CaseAnswer, CaseThread } from '../features/cases/case-thread.tsx';
import { actOnCase, loadCase } from '../features/cases/cases.server.ts';
import { useFormat } from '../lib/format.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/case';

/** One support case (issue #26): its thread, an answer, closing it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'cases.answer');
  const supportCase = await loadCase(api, params.caseNo);
  if (!supportCase) throw new Response('Not found', { status: 404 });
  return { supportCase, customerLink: me.permissions.includes('customers.read'), orderLink: me.permissions.includes('orders.read') };
}

export const meta: Route.MetaFunction = ({ matches, params }) => pageTitle(matches, 'cases.detailTitle', { caseNo: params.caseNo ?? '' });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'cases.answer');
  const { t } = translatorOf(preferencesOf(request).language);
  return actOnCase(api, params.caseNo, await request.formData(), t('cases.invalid'));
}

export default function Case({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const format = useFormat();
  const { supportCase, customerLink, orderLink } = loaderData;
  return (
    <>
      <p>
        <Link to={`/cases?status=${supportCase.status}`} className="text-accent underline">
          {t('cases.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('cases.detailTitle', { caseNo: supportCase.case_no })}</h1>
      <p className="text-muted">
        {t(`cases.topic.${supportCase.topic}`)} · {t(`cases.status.${supportCase.status}`)} ·{' '}
        {t('cases.opened', { at: format.moment(supportCase.opened_at) })}
      </p>
      <p className="mt-1">
        {customerLink ? (
          <Link to={`/customers/${supportCase.customer_id}`} className="text-accent underline">
            {supportCase.customer_name || t('customers.noName')}
          </Link>
        ) : (
          supportCase.customer_name
        )}
        {supportCase.order_no && (
          <>
            {' · '}
            {orderLink ? (
              <Link to={`/orders/${supportCase.order_no}`} className="text-accent underline">
                {supportCase.order_no}
              </Link>
            ) : (
              supportCase.order_no
            )}
          </>
        )}
      </p>
      <div className="mt-4 flex flex-col gap-4">
        <Panel title={t('cases.thread')}>
          <CaseThread messages={supportCase.messages} />
        </Panel>
        <Panel title={t('cases.reply')}>
          <CaseAnswer canReply={supportCase.can_reply} />
        </Panel>
      </div>
    </>
  );
}

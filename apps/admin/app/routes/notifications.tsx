import { AnnouncementForm } from '../features/notifications/announcement-form.tsx';
import { loadSentPage, sendNotification } from '../features/notifications/notifications.server.ts';
import { useFormat } from '../lib/format.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/notifications';

/** Notifications (issue #26): send an announcement or a promotion; what the desk sent, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'notifications.send');
  // One key per showing of the form: a double press, or the same post sent again, is one notification.
  return { ...(await loadSentPage(api, new URL(request.url).searchParams)), idempotencyKey: crypto.randomUUID() };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'notifications.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'notifications.send');
  const { t } = translatorOf(preferencesOf(request).language);
  return sendNotification(api, await request.formData(), t('notifications.invalid'));
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const format = useFormat();
  const { page, message, idempotencyKey } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('notifications.title')}</h1>
      <div className="mt-4 flex flex-col gap-4">
        <Panel title={t('notifications.new')}>
          <AnnouncementForm idempotencyKey={idempotencyKey} result={actionData} />
        </Panel>
        <Panel title={t('notifications.history')}>
          {message && <Notice tone="error">{message}</Notice>}
          {page && page.items.length === 0 && <p className="text-muted">{t('notifications.none')}</p>}
          {page && page.items.length > 0 && (
            <ul className="flex flex-col divide-y divide-line">
              {page.items.map((sent) => (
                <li key={sent.notification_id} className="py-3">
                  <p className="font-semibold" lang="th">
                    {sent.title.th}
                  </p>
                  {sent.title.en && <p lang="en">{sent.title.en}</p>}
                  <p className="text-sm text-muted">
                    {t(`notifications.kinds.${sent.kind}`)} ·{' '}
                    {sent.audience === 'TIER' && sent.tier
                      ? t(`customers.tier.${sent.tier}`)
                      : sent.audience === 'MEMBER'
                        ? (sent.member_phone ?? '')
                        : t('notifications.audiences.ALL')}{' '}
                    · {format.moment(sent.created_at)}
                    {sent.sent_by ? ` · ${sent.sent_by.label}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {page && (
            <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
          )}
        </Panel>
      </div>
    </>
  );
}

import type { AdminCaseDetail } from '@talad/contract';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';

/** A case's thread, oldest first: the member's messages and the staff's answers with who wrote each. */
export function CaseThread({ messages }: { messages: AdminCaseDetail['messages'] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message) => {
        const staff = message.author === 'STAFF';
        return (
          <li
            key={message.message_id}
            className={`max-w-[90%] rounded-lg p-3 ${staff ? 'self-end bg-accent-soft' : 'self-start border border-line bg-panel'}`}
          >
            <p className="text-sm font-semibold">
              {staff ? t('cases.byStaff', { name: message.staff_name ?? t('cases.theShop') }) : t('cases.byMember')}
            </p>
            <p className="whitespace-pre-line">{message.body}</p>
            {message.photos.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2">
                {message.photos.map((photo) => (
                  <li key={photo.url}>
                    <a href={photo.url} target="_blank" rel="noreferrer">
                      <img
                        src={photo.thumbnail_url}
                        alt={t('cases.photo')}
                        width={80}
                        height={80}
                        className="size-20 rounded-md object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-1 text-sm text-muted">{format.moment(message.created_at)}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** The answer box (the member is told by e-mail, or SMS) and, apart, closing the case for good. */
export function CaseAnswer({ canReply }: { canReply: boolean }) {
  const { t } = useT();
  const fetcher = useFetcher<{ ok: boolean; message: string | null }>();
  const form = useRef<HTMLFormElement>(null);
  const done = fetcher.state === 'idle' && fetcher.data?.ok;
  useEffect(() => {
    if (done) form.current?.reset();
  }, [done, fetcher.data]);
  if (!canReply) return <p className="text-muted">{t('cases.closedNote')}</p>;
  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-2">
      <label htmlFor="case-answer" className="font-semibold">
        {t('cases.answer')}
      </label>
      <textarea id="case-answer" name="message" rows={4} maxLength={2000} className="field" />
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && <Notice tone="error">{fetcher.data.message}</Notice>}
      {done && <Notice tone="ok">{t('cases.sent')}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="answer" className="btn btn-primary min-h-11" disabled={fetcher.state !== 'idle'}>
          {t('cases.send')}
        </button>
        <button type="submit" name="intent" value="close" className="btn btn-danger min-h-11" disabled={fetcher.state !== 'idle'}>
          {t('cases.close')}
        </button>
      </div>
    </fetcher.Form>
  );
}

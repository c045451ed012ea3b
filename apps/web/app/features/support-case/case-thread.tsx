import { closeMyCase, getMyCase, replyToCase, type CaseDetail, type CaseMessage } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { mediaUrl } from '../../lib/media.ts';
import { useShellData } from '../../lib/shell-data.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { orderTime } from '../order/order-format.ts';
import { CaseStatus, Loading } from './case-parts.tsx';
import { MessageBox } from './message-box.tsx';
import { PhotoPicker } from './photo-picker.tsx';

function Message({ message }: { message: CaseMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { config } = useShellData();
  const mine = message.author === 'MEMBER';
  return (
    <li className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
      <p className="text-xs text-gray-500">
        {mine ? t('cases.you') : t('cases.staff')} · {orderTime(message.created_at, locale)}
      </p>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm whitespace-pre-line ${mine ? 'bg-primary/10 text-gray-900' : 'border border-gray-200 bg-white text-gray-900'}`}
      >
        {message.body}
      </div>
      {message.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {message.photos.map((photo, index) => (
            <li key={photo.url}>
              <a href={mediaUrl(photo.url, config.mediaUrl)} target="_blank" rel="noreferrer">
                <img
                  src={mediaUrl(photo.thumbnail_url, config.mediaUrl)}
                  alt={t('cases.photoOf', { number: index + 1 })}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 rounded-md border border-gray-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The member's reply with photos; each sent reply starts a new Idempotency-Key (the next reply is a new message). */
function ReplyForm({ caseNo, onSent }: { caseNo: string; onSent: () => void }) {
  const { t } = useTranslation();
  const { run, busy, error, setError } = useApiCall();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(t('cases.writeMessage'));
    const answer = await run((api) => replyToCase(api, caseNo, { message: message.trim(), photos }, { idempotencyKey }));
    if (!answer.ok) return;
    setMessage('');
    setPhotos([]);
    setIdempotencyKey(crypto.randomUUID());
    onSent();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-gray-200 pt-4">
      <MessageBox label={t('cases.reply')} value={message} onChange={setMessage} />
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className="btn btn-primary self-start">
        {busy ? t('cases.sending') : t('cases.sendReply')}
      </button>
    </form>
  );
}

function CloseButton({ caseNo, onClosed }: { caseNo: string; onClosed: () => void }) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const close = async () => {
    if ((await run((api) => closeMyCase(api, caseNo))).ok) onClosed();
  };
  return (
    <div>
      <button type="button" disabled={busy} onClick={() => void close()} className="btn btn-outline">
        {t('cases.close')}
      </button>
      <FormError message={error} />
    </div>
  );
}

function Thread({ found, reload }: { found: CaseDetail; reload: () => void }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-500">{t('cases.status.title')}</dt>
        <dd>
          <CaseStatus status={found.status} />
        </dd>
        <dt className="text-gray-500">{t('cases.topic')}</dt>
        <dd>{t(`cases.topics.${found.topic}`)}</dd>
        {found.order_no && found.order_id && (
          <>
            <dt className="text-gray-500">{t('cases.order')}</dt>
            <dd>
              <Link to={localHref(`/account/my-order/${found.order_id}`)} className="font-semibold text-primary hover:underline">
                {found.order_no}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <ol aria-label={t('cases.thread')} className="flex flex-col gap-4 rounded-xl bg-gray-50 p-3 md:p-4">
        {found.messages.map((message) => (
          <Message key={message.message_id} message={message} />
        ))}
      </ol>
      {found.can_reply ? (
        <>
          <ReplyForm caseNo={found.case_no} onSent={reload} />
          <CloseButton caseNo={found.case_no} onClosed={reload} />
        </>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700">
          <p>{t('cases.closedNote')}</p>
          <Link
            to={localHref(`/case-management?new=1${found.order_no ? `&order=${found.order_no}` : ''}`)}
            className="btn btn-outline mt-3"
          >
            {t('cases.openNew')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** One case: its facts, its thread (the member's messages on the right), and a reply or, once closed, a new case. */
export function CaseThread({ caseNo }: { caseNo: string }) {
  const { t } = useTranslation();
  const found = useMemberData(`GET cases/${caseNo}`, (api, locale) => getMyCase(api, caseNo, { locale }));
  return (
    <section aria-labelledby="case-thread-title" data-testid="case-thread" className="flex flex-col gap-4">
      <h2 id="case-thread-title" className="text-lg font-bold text-gray-900">
        {t('cases.caseTitle', { caseNo })}
      </h2>
      <Loading status={found.status} />
      {found.data && <Thread found={found.data} reload={found.reload} />}
    </section>
  );
}

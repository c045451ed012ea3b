import { CASE_TOPICS, formatBaht, type CaseTopic } from '@talad/domain';
import { getMyOrders, openCase } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormError, SelectField } from '../../ui/fields.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { orderTime } from '../order/order-format.ts';
import { MessageBox } from './message-box.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/** The member's latest orders a case may be about (older ones are rarely the subject of a new case). */
const ORDERS_OFFERED = 20;

/**
 * A new case: what it is about (a topic from the fixed list), the order if it is about one, the message and up to
 * three photos. One Idempotency-Key per form: a double tap, or a retry after a lost answer, opens one case.
 */
export function NewCaseForm({ orderNo, onOpened }: { orderNo: string | null; onOpened: (caseNo: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { run, busy, error } = useApiCall();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [topic, setTopic] = useState<CaseTopic | ''>('');
  const [order, setOrder] = useState(orderNo ?? '');
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [missing, setMissing] = useState<{ topic?: string; message?: string }>({});
  const orders = useMemberData('GET users/me/my-order ALL', (api, language) =>
    getMyOrders(api, { tab: 'ALL', size: ORDERS_OFFERED }, { locale: language }),
  );

  const orderOptions = (orders.data?.items ?? []).map((item) => ({
    value: item.order_no,
    label: `${item.order_no} · ${orderTime(item.placed_at, locale)} · ${formatBaht(item.total, locale)}`,
  }));
  // An order named in the address (from its own page) is offered even before the list has come.
  if (orderNo && !orderOptions.some((option) => option.value === orderNo)) orderOptions.unshift({ value: orderNo, label: orderNo });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(topic ? {} : { topic: t('cases.chooseTopic') }),
      ...(message.trim() ? {} : { message: t('cases.writeMessage') }),
    };
    setMissing(problems);
    if (!topic || Object.keys(problems).length > 0) return;
    const answer = await run((api) =>
      openCase(api, { topic, message: message.trim(), photos, ...(order ? { order_no: order } : {}) }, { idempotencyKey }),
    );
    if (answer.ok) onOpened(answer.data.case_no);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="new-case-title">
      <h2 id="new-case-title" className="text-lg font-bold text-gray-900">
        {t('cases.newTitle')}
      </h2>
      <SelectField
        label={t('cases.topic')}
        placeholder={t('cases.chooseTopic')}
        options={CASE_TOPICS.map((value) => ({ value, label: t(`cases.topics.${value}`) }))}
        value={topic}
        onChange={(event) => setTopic(event.target.value as CaseTopic | '')}
        error={missing.topic}
      />
      <SelectField
        label={t('cases.order')}
        placeholder={t('cases.noOrder')}
        options={orderOptions}
        value={order}
        onChange={(event) => setOrder(event.target.value)}
      />
      <div>
        <MessageBox label={t('cases.message')} value={message} onChange={setMessage} />
        {missing.message && (
          <p role="alert" className="text-sm text-error-strong">
            {missing.message}
          </p>
        )}
      </div>
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <FormError message={error} />
      <button type="submit" disabled={busy} className="btn btn-primary self-start">
        {busy ? t('cases.sending') : t('cases.send')}
      </button>
    </form>
  );
}

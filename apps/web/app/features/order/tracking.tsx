import { trackOrder } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';
import { TextField } from '../../ui/fields.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { cleanUsername, isThaiMobile } from '../auth/validation.ts';
import { orderTime } from './order-format.ts';
import { OrderLines, OrderStatus, ShipmentTimeline, Totals } from './order-parts.tsx';

/** What /order-tracking/:id is opened with: the phone stays in the history entry, never in the address bar or logs. */
export interface TrackingState {
  phone?: string;
}

/** Order number and the phone on the order: anyone who has both may follow the order, signed in or not. */
export function TrackingForm({ orderNo: fixedOrderNo }: { orderNo?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localHref = useLocalHref();
  const [orderNo, setOrderNo] = useState(fixedOrderNo ?? '');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ orderNo?: string; phone?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      orderNo: orderNo.trim() ? undefined : t('tracking.orderNoRequired'),
      phone: isThaiMobile(phone) ? undefined : t('validation.phone'),
    };
    setErrors(found);
    if (found.orderNo || found.phone) return;
    void navigate(localHref(`/order-tracking/${encodeURIComponent(orderNo.trim())}`), {
      state: { phone: cleanUsername(phone) } satisfies TrackingState,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('tracking.title')}>
      <TextField
        label={t('tracking.orderNo')}
        value={orderNo}
        readOnly={fixedOrderNo !== undefined}
        autoComplete="off"
        onChange={(event) => setOrderNo(event.target.value)}
        error={errors.orderNo}
      />
      <TextField
        label={t('tracking.phone')}
        value={phone}
        inputMode="tel"
        autoComplete="tel-national"
        onChange={(event) => setPhone(event.target.value)}
        error={errors.phone}
      />
      <button type="submit" className="btn btn-primary w-full">
        {t('tracking.submit')}
      </button>
    </form>
  );
}

/** GET order-tracking/{order_no} ?phone: the order's state, lines and shipment timeline. */
export function TrackedOrder({ orderNo, phone }: { orderNo: string; phone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  const tracked = useMemberData(`GET order-tracking/${orderNo} ${phone}`, (api, language) =>
    trackOrder(api, orderNo, phone, { locale: language }),
  );
  const again = (
    <Link to={localHref('/order-tracking')} className="text-sm font-semibold text-primary">
      {t('tracking.again')}
    </Link>
  );
  if (tracked.status === 'loading') {
    return (
      <div
        role="status"
        aria-label={t('account.loading')}
        className="h-40 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
      />
    );
  }
  if (tracked.status === 'failed') {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-error-strong">
          {t('order.notFound')}
        </p>
        {again}
      </div>
    );
  }
  const order = tracked.data;
  return (
    <div className="space-y-4" data-testid="tracked-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900">{t('order.orderNo', { no: order.order_no })}</p>
          <p className="text-xs text-gray-500">{t('order.placedAt', { date: orderTime(order.placed_at, locale) })}</p>
        </div>
        <OrderStatus status={order.status} />
      </div>
      <ShipmentTimeline shipment={order.shipment} />
      <div className="border-t border-gray-200 pt-3">
        <OrderLines lines={order.lines} />
        <div className="mt-3 border-t border-gray-200 pt-3">
          <Totals totals={order.totals} />
        </div>
      </div>
      {again}
    </div>
  );
}

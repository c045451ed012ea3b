import type { AdminOrderAction } from '@talad/contract';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';
import type { MoveAnswer } from './order-moves.server.ts';
import { ACTION_NEEDS } from './order-permissions.ts';
import { moveFetcherKey, SeenState, type OrderSeen } from './seen-state.tsx';
import { ShipForm } from './ship-form.tsx';

/**
 * The order's moves this member may make now (order-permissions.ts): a press for most, the carrier and tracking
 * number to ship, a reason to record a failed delivery or to cancel (kept in the audit log and the timeline).
 */
export function OrderActions({ orderNo, seen, actions }: { orderNo: string; seen: OrderSeen; actions: AdminOrderAction[] }) {
  const { t } = useT();
  // Every move of this page shares one keyed fetcher: its refusal outlives the button that was pressed.
  const last = useFetcher<MoveAnswer>({ key: moveFetcherKey(orderNo) });
  const refusal = last.state === 'idle' && last.data && !last.data.ok ? <Notice tone="error">{last.data.message}</Notice> : null;
  const presses = actions.filter((action) => !ACTION_NEEDS[action]);
  const withReason = actions.filter((action) => ACTION_NEEDS[action] === 'reason');
  return (
    <div className="flex flex-col gap-4">
      {refusal}
      {actions.length === 0 && <p className="text-muted">{t('orders.action.none')}</p>}
      {presses.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {presses.map((action) => (
            <MoveButton key={action} orderNo={orderNo} seen={seen} action={action} />
          ))}
        </div>
      )}
      {actions.includes('ship') && <ShipForm orderNo={orderNo} seen={seen} idPrefix="detail-ship" fetcherKey={moveFetcherKey(orderNo)} />}
      {actions.includes('collect') && <CollectMove orderNo={orderNo} seen={seen} />}
      {withReason.map((action) => (
        <ReasonMove key={action} orderNo={orderNo} seen={seen} action={action} />
      ))}
    </div>
  );
}

function MoveButton({ orderNo, seen, action }: { orderNo: string; seen: OrderSeen; action: AdminOrderAction }) {
  const { t } = useT();
  const fetcher = useFetcher<MoveAnswer>({ key: moveFetcherKey(orderNo) });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="order_no" value={orderNo} />
      <SeenState seen={seen} />
      <button type="submit" name="action" value={action} className="btn btn-outline min-h-11" disabled={fetcher.state !== 'idle'}>
        {t(`orders.action.${action}`)}
      </button>
    </fetcher.Form>
  );
}

/** Picked up at the store: the code the shopper shows, checked by the API against the parcel's (decision 0070). */
function CollectMove({ orderNo, seen }: { orderNo: string; seen: OrderSeen }) {
  const { t } = useT();
  const fetcher = useFetcher<MoveAnswer>({ key: moveFetcherKey(orderNo) });
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="order_no" value={orderNo} />
      <SeenState seen={seen} />
      <input type="hidden" name="action" value="collect" />
      <label htmlFor="pickup-code" className="font-semibold">
        {t('orders.action.code')}
      </label>
      <input id="pickup-code" name="pickup_code" required maxLength={20} autoComplete="off" className="field font-mono uppercase" />
      <button type="submit" className="btn btn-primary min-h-11 self-start" disabled={fetcher.state !== 'idle'}>
        {t('orders.action.confirm_collect')}
      </button>
    </fetcher.Form>
  );
}

function ReasonMove({ orderNo, seen, action }: { orderNo: string; seen: OrderSeen; action: AdminOrderAction }) {
  const { t } = useT();
  const fetcher = useFetcher<MoveAnswer>({ key: moveFetcherKey(orderNo) });
  const id = `reason-${action}`;
  return (
    <details className="rounded-lg border border-line p-3">
      <summary className="cursor-pointer font-semibold">{t(`orders.action.${action}`)}</summary>
      <fetcher.Form method="post" className="mt-3 flex flex-col gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="order_no" value={orderNo} />
        <SeenState seen={seen} />
        <input type="hidden" name="action" value={action} />
        <label htmlFor={id} className="font-semibold">
          {t('orders.action.reason')}
        </label>
        <textarea id={id} name="reason" required maxLength={300} rows={2} className="field" />
        <button type="submit" className="btn btn-danger self-start" disabled={fetcher.state !== 'idle'}>
          {t(`orders.action.confirm_${action}`)}
        </button>
      </fetcher.Form>
    </details>
  );
}

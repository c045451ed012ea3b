import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';
import { CARRIERS } from './carriers.ts';
import type { MoveAnswer } from './order-moves.server.ts';
import { SeenState, type OrderSeen } from './seen-state.tsx';

const LAST_CARRIER = 'admin-last-carrier';

/**
 * Ship: the carrier and the tracking number, then the parcel is handed over. The tracking field takes a barcode
 * scanner's typing like the keyboard's (a scanner types the label's code and Enter, which sends the form). `large`
 * is the packing queue's phone layout: full-width fields and buttons, big enough for a thumb.
 */
export function ShipForm({
  orderNo,
  seen,
  large = false,
  idPrefix,
  onShipped,
  fetcherKey,
}: {
  orderNo: string;
  /** The order as the page showed it (seen-state.tsx). */
  seen: OrderSeen;
  large?: boolean;
  idPrefix: string;
  /** Told once the parcel is handed over (the packing queue then empties itself for the next one). */
  onShipped?: (orderNo: string) => void;
  /** The page's shared move fetcher (seen-state.tsx), whose refusals the page shows itself; else the form's own. */
  fetcherKey?: string;
}) {
  // In the packing queue the tracking field is focused as the order opens: the packer scans the order's slip, then
  // the carrier's label, and the parcel is shipped without a touch.
  const { t } = useT();
  const fetcher = useFetcher<MoveAnswer>(fetcherKey ? { key: fetcherKey } : undefined);
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  useEffect(() => {
    const last = window.localStorage.getItem(LAST_CARRIER);
    if (last && (CARRIERS as readonly string[]).includes(last)) setCarrier(last);
  }, []);
  const shipped = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data.order.order_no : null;
  useEffect(() => {
    if (shipped) onShipped?.(shipped);
  }, [shipped, onShipped]);
  const size = large ? 'min-h-14 text-lg' : 'min-h-11';
  return (
    <fetcher.Form method="post" className="flex flex-col gap-3" onSubmit={() => window.localStorage.setItem(LAST_CARRIER, carrier)}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="order_no" value={orderNo} />
      <input type="hidden" name="action" value="ship" />
      <SeenState seen={seen} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-carrier`} className="font-semibold">
          {t('orders.ship.carrier')}
        </label>
        <select
          id={`${idPrefix}-carrier`}
          name="carrier"
          className={`field ${size}`}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
        >
          {CARRIERS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-tracking`} className="font-semibold">
          {t('orders.ship.tracking')}
        </label>
        <input
          id={`${idPrefix}-tracking`}
          name="tracking_no"
          className={`field ${size}`}
          required
          maxLength={60}
          pattern="[A-Za-z0-9\-]+"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="send"
          autoFocus={large}
        />
      </div>
      {!fetcherKey && fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && <Notice tone="error">{fetcher.data.message}</Notice>}
      <button type="submit" className={`btn btn-primary ${size}`} disabled={fetcher.state !== 'idle'}>
        {t('orders.action.ship')}
      </button>
    </fetcher.Form>
  );
}

import type { AdminOrderDetail, AdminTimelineEntry } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** A state of one of the order's machines in words (orders.state / orders.payment / orders.shipment). */
const MACHINE_STATES = { order: 'orders.state', payment: 'orders.payment', shipment: 'orders.shipment' } as const;

/**
 * What one timeline entry says: a move of the order, its payment or its shipment (from → to), or an audit entry
 * named by its action (order.pack, order.refund …; an action this screen has no words for shows as it is).
 */
export function timelineWhat(entry: AdminTimelineEntry, t: (key: string, values?: Record<string, string | number>) => string): string {
  if (entry.kind === 'event' && entry.machine) {
    const states = MACHINE_STATES[entry.machine];
    const to = entry.to ? t(`${states}.${entry.to}`) : '';
    const from = entry.from ? t(`${states}.${entry.from}`) : null;
    return t(`orders.timeline.machine.${entry.machine}`, { move: from ? `${from} → ${to}` : to });
  }
  const key = `orders.timeline.audit.${entry.action.replaceAll('.', '_')}`;
  const words = t(key);
  return words === key ? entry.action : words;
}

/** One timeline, oldest first: the order's events and the audit log's entries, each with who did it. */
export function OrderTimeline({ timeline }: { timeline: AdminOrderDetail['timeline'] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-line pl-4">
      {timeline.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.4rem] size-3 rounded-full ${entry.kind === 'audit' ? 'bg-accent' : 'bg-muted'}`}
          />
          <p className="font-semibold">{timelineWhat(entry, t)}</p>
          <p className="text-sm text-muted">
            {format.moment(entry.at)} ·{' '}
            {entry.staff ? `${entry.staff.name} (${entry.staff.email})` : t(`orders.timeline.actor.${entry.actor_kind}`)}
          </p>
          {entry.reason && <p className="text-sm">{t('orders.timeline.reason', { reason: entry.reason })}</p>}
        </li>
      ))}
    </ol>
  );
}

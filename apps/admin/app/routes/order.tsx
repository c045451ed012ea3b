import type { AdminRefund } from '@talad/contract';
import { useState } from 'react';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { OrderActions } from '../features/orders/order-actions.tsx';
import { OrderStateBadge } from '../features/orders/order-badges.tsx';
import { OrderLines } from '../features/orders/order-lines.tsx';
import { OrderPayments, OrderRefunds, OrderTotals } from '../features/orders/order-money.tsx';
import { moveOrder } from '../features/orders/order-moves.server.ts';
import { OrderNotes } from '../features/orders/order-notes.tsx';
import { OrderPeople } from '../features/orders/order-people.tsx';
import { allowedActions, mayRefund } from '../features/orders/order-permissions.ts';
import { OrderShipments } from '../features/orders/order-shipments.tsx';
import { loadDocuments } from '../features/orders/documents.server.ts';
import { OrderDocumentList } from '../features/orders/order-documents.tsx';
import { addNote, loadOrder, orderNoOf } from '../features/orders/orders.server.ts';
import { OrderTimeline } from '../features/orders/order-timeline.tsx';
import { RefundDialog } from '../features/orders/refund-dialog.tsx';
import { refundAction, secondFactorAction } from '../features/orders/refund.server.ts';
import { useFormat } from '../lib/format.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import { Panel } from '../ui/panel.tsx';
import type { Route } from './+types/order';

/**
 * One order (issue #26): its lines, payments (the attempt that paid marked), refunds, shipments, the staff's notes,
 * one timeline of its events and the audit log's entries with who did them, and the moves and the refund this
 * member's role allows.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'orders.read');
  const orderNo = orderNoOf(params.orderNo);
  const [{ order, missing, message }, documents] = orderNo
    ? await Promise.all([loadOrder(api, orderNo), loadDocuments(api, orderNo)])
    : [{ order: null, missing: true, message: null }, null];
  if (missing) throw new Response('Not found', { status: 404 });
  if (!order) throw new Response(message, { status: 503 });
  return {
    order,
    documents,
    actions: allowedActions(order, me.permissions),
    mayRefund: mayRefund(order, me.permissions),
    totpEnabled: me.totp_enabled,
    customerLink: me.permissions.includes('customers.read'),
  };
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageTitle(matches, 'orders.detail.title', { orderNo: params.orderNo ?? '' });

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'orders.read');
  const { t } = translatorOf(preferencesOf(request).language);
  const form = await request.formData();
  const intent = form.get('intent');
  switch (intent) {
    case 'move':
      return moveOrder(api, form, t('orders.action.invalid'));
    case 'note':
      return addNote(api, form, t('orders.notes.invalid'));
    case 'refund-preview':
    case 'refund':
      return refundAction(api, intent, form, t('refund.invalid'));
    case 'second-factor':
      return secondFactorAction(api, form, t('refund.invalid'));
    default:
      throw new Response('Unknown intent', { status: 400 });
  }
}

/** A preview changes nothing: the order is not loaded again for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'refund-preview' ? false : defaultShouldRevalidate;
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const format = useFormat();
  const { order, actions, totpEnabled, customerLink } = loaderData;
  const [refunding, setRefunding] = useState(false);
  const [refunded, setRefunded] = useState<AdminRefund | null>(null);
  return (
    <>
      <p>
        <Link to="/orders" className="text-accent underline">
          {t('orders.detail.back')}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('orders.detail.title', { orderNo: order.order_no })}</h1>
        <OrderStateBadge state={order.status} />
      </div>
      <p className="text-muted">
        {t('orders.detail.placed', { at: format.moment(order.placed_at) })} · {t(`orders.method.${order.payment_method}`)}
      </p>
      {refunded && (
        <div className="mt-3">
          <Notice tone="ok">{t(`refund.done.${refunded.status}`, { amount: format.money(refunded.amount) })}</Notice>
        </div>
      )}
      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4 md:order-last">
          <Panel
            title={t('orders.detail.actions')}
            actions={
              loaderData.mayRefund && (
                <button type="button" className="btn btn-primary min-h-11" onClick={() => setRefunding(true)}>
                  {t('refund.open')}
                </button>
              )
            }
          >
            <OrderActions orderNo={order.order_no} seen={order} actions={actions} />
          </Panel>
          <Panel title={t('orders.detail.people')}>
            <OrderPeople order={order} customerLink={customerLink} />
          </Panel>
          <Panel title={t('orders.detail.totals')}>
            <OrderTotals totals={order.totals} />
          </Panel>
          <Panel title={t('orders.documents.title')}>
            <OrderDocumentList orderNo={order.order_no} documents={loaderData.documents} />
          </Panel>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title={t('orders.detail.lines')}>
            <OrderLines lines={order.lines} />
          </Panel>
          <Panel title={t('orders.detail.payments')}>
            <OrderPayments payments={order.payments} />
          </Panel>
          <Panel title={t('orders.detail.refunds')}>
            <OrderRefunds refunds={order.refunds} lines={order.lines} />
          </Panel>
          <Panel title={t('orders.detail.shipments')}>
            <OrderShipments shipments={order.shipments} pickup={order.pickup} />
          </Panel>
          <Panel title={t('orders.detail.notes')}>
            <OrderNotes notes={order.notes} orderNo={order.order_no} />
          </Panel>
          <Panel title={t('orders.detail.timeline')}>
            <OrderTimeline timeline={order.timeline} />
          </Panel>
        </div>
      </div>
      {refunding && (
        <RefundDialog
          order={order}
          totpEnabled={totpEnabled}
          onClose={() => setRefunding(false)}
          onRefunded={(refund) => {
            setRefunding(false);
            setRefunded(refund);
          }}
        />
      )}
    </>
  );
}

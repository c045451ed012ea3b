import { addToCart, cancelOrder, confirmReceipt, type OrderDetail } from '@talad/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { invalidateCounter } from '../../lib/shared-counters.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { FormError, SelectField } from '../../ui/fields.tsx';
import { Modal } from '../../ui/modal.tsx';
import { paymentHref } from '../payment/paths.ts';

const CANCEL_REASONS = ['changed_mind', 'wrong_address', 'wrong_item', 'found_cheaper', 'too_slow'] as const;

function CancelButton({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = async () => {
    if (!reason) return setMissing(true);
    // The reason is kept in the order's history in the words the shopper chose it by.
    const answer = await run((api) => cancelOrder(api, order.id, t(`order.reasons.${reason}`)));
    if (!answer.ok) return;
    setOpen(false);
    onDone();
  };
  return (
    <>
      <button type="button" className="btn btn-outline border-error text-error-strong" onClick={() => setOpen(true)}>
        {t('order.cancel')}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('order.cancelTitle')} description={order.order_no} closeLabel={t('form.close')}>
        <div className="space-y-4">
          <SelectField
            label={t('order.cancelReason')}
            placeholder={t('order.chooseReason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            options={CANCEL_REASONS.map((value) => ({ value, label: t(`order.reasons.${value}`) }))}
            error={missing ? t('order.reasonRequired') : null}
          />
          <FormError message={error} />
          <div className="flex justify-end gap-3">
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              {t('order.keep')}
            </button>
            <button
              type="button"
              className="btn bg-error-strong text-white hover:bg-error-strong/90"
              disabled={busy}
              onClick={() => void cancel()}
            >
              {t('order.confirmCancel')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}

function ConfirmReceiptButton({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const { run, busy, error } = useApiCall();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const answer = await run((api) => confirmReceipt(api, order.id));
    if (!answer.ok) return;
    setOpen(false);
    onDone();
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t('order.confirmReceipt')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('order.confirmReceiptTitle')}
        description={order.order_no}
        closeLabel={t('form.close')}
      >
        <FormError message={error} />
        <div className="flex justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
            {t('form.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void confirm()}>
            {t('order.confirm')}
          </button>
        </div>
      </Modal>
    </>
  );
}

/** Puts the order's bought lines (not its free gifts) back into the cart, each through POST cart/items. */
function BuyAgainButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const { run, busy, error } = useApiCall();
  const [added, setAdded] = useState(false);
  const buyAgain = async () => {
    setAdded(false);
    for (const line of order.lines.filter((each) => !each.is_gift)) {
      const answer = await run((api) => addToCart(api, { variant_id: line.variant_id, quantity: line.quantity }));
      if (!answer.ok) return;
    }
    invalidateCounter('cart');
    setAdded(true);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void buyAgain()}>
        {t('order.buyAgain')}
      </button>
      {added && (
        <p role="status" className="text-sm text-success-strong">
          {t('order.addedToCart')}{' '}
          <Link to={localHref('/shopping-cart')} className="font-semibold text-primary underline">
            {t('order.goToCart')}
          </Link>
        </p>
      )}
      <FormError message={error} />
    </div>
  );
}

/** An order waiting for a payment the shopper makes (not cash on delivery) is paid, or paid again, on /payment. */
function PayNowLink({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  if (order.status !== 'PAYMENT' || order.payment_method === 'COD') return null;
  return (
    <Link to={localHref(paymentHref('choose', order.id, { method: order.payment_method }))} className="btn btn-primary">
      {t('order.payNow')}
    </Link>
  );
}

/** The buttons the order's state allows the shopper (next_actions, from the table the API enforces) and "buy again". */
export function OrderActions({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  return (
    <div className="flex flex-wrap items-start gap-3" data-testid="order-actions">
      <PayNowLink order={order} />
      {order.next_actions.includes('CONFIRM_RECEIPT') && <ConfirmReceiptButton order={order} onDone={onChanged} />}
      {order.next_actions.includes('CANCEL') && <CancelButton order={order} onDone={onChanged} />}
      <BuyAgainButton order={order} />
    </div>
  );
}

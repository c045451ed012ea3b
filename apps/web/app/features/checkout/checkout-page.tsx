import { formatBaht, type Envelope } from '@talad/domain';
import {
  getCheckoutOptions,
  previewCheckout,
  type CheckoutOptions,
  type CheckoutPreview,
  type CheckoutProblem,
  type OrderItem,
  type PlacedOrder,
} from '@talad/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { TotalBar } from '../../ui/total-bar.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { paymentHref } from '../payment/paths.ts';
import { BillingSection } from './billing-section.tsx';
import { initialChoices, orderBody, parseBuyNow, pricingKey, type CheckoutChoices } from './checkout-choices.ts';
import { CheckoutSection } from './choice-card.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { OrderPlaced } from './order-placed.tsx';
import { OrderSummary, PreviewLines } from './order-summary.tsx';
import { PaymentSection } from './payment-section.tsx';
import { usePlaceOrder } from './place-order.ts';
import { SavingsSection } from './savings-section.tsx';

/** A preview with the choices it was asked for, so that an answer to older choices is never taken for the current one. */
type TaggedPreview = { key: string; preview: CheckoutPreview | null };
/** The new totals of an order refused because it would have cost another total than shown, and the total shown. */
type ChangedPreview = { key: string; preview: CheckoutPreview; before: number };

function tagged(key: string, answer: Envelope<CheckoutPreview>): Envelope<TaggedPreview> {
  return { ...answer, data: answer.data ? { key, preview: answer.data } : null };
}

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('account.loading')} className="h-64 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
  );
}

function BackToCart({ message }: { message: string }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-8 text-center">
      <p className="text-gray-700" role="status">
        {message}
      </p>
      <Link to={localHref('/shopping-cart')} className="btn btn-primary mt-4">
        {t('checkout.backToCart')}
      </Link>
    </div>
  );
}

function CheckoutForm({
  options,
  items,
  reloadOptions,
}: {
  options: CheckoutOptions;
  items: OrderItem[] | undefined;
  reloadOptions: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localHref = useLocalHref();
  const { pathname } = useLocation();
  const [choices, setChoices] = useState<CheckoutChoices>(() => initialChoices(options));
  const body = orderBody(choices, items);
  const key = body ? pricingKey(body) : 'incomplete';
  // Re-asked whenever a choice that changes the totals changes (the key); the note is not one of them.
  const preview = useMemberData(`POST checkout/preview ${key}`, async (api, locale): Promise<Envelope<TaggedPreview>> =>
    body
      ? tagged(key, await previewCheckout(api, body, { locale }))
      : { data: { key, preview: null }, is_success: true, message: 'OK', status_code: 200 },
  );
  const [changed, setChanged] = useState<ChangedPreview | null>(null);
  // The new totals' notice is brought into view: on a phone "place order" sits in the bar far below the summary.
  const changedNotice = useRef<HTMLParagraphElement>(null);
  // (A block body: scrollIntoView answers a promise in newer browsers, which React would take for a clean-up.)
  useEffect(() => {
    changedNotice.current?.scrollIntoView({ block: 'center' });
  }, [changed]);
  // The new totals of a refused order stand for the preview until a choice changes (decision 0034).
  const latest = changed?.key === key ? changed : preview.status === 'ready' ? preview.data : null;
  const current = latest?.key === key ? latest.preview : null;
  const shown = latest?.preview ?? null;
  const problems = current?.problems ?? [];
  const { place, busy, error } = usePlaceOrder();
  const language = useLocale();
  // A coupon the order refuses is taken off at once, and named with the reason: the rest of the order stays placeable.
  const [refusedCoupons, setRefusedCoupons] = useState<CheckoutProblem[]>([]);
  useEffect(() => {
    const refused = current?.problems.filter((problem) => problem.coupon_id !== null) ?? [];
    if (refused.length === 0) return;
    setRefusedCoupons(refused);
    const ids = new Set(refused.map((problem) => problem.coupon_id));
    setChoices((latest) => ({ ...latest, couponIds: latest.couponIds.filter((id) => !ids.has(id)) }));
  }, [current]);
  // A line's problem shows beside the line, a coupon's beside the coupon; the order's own ones above the button.
  const orderProblems = problems.filter((problem) => problem.variant_id === null && problem.coupon_id === null);

  const submit = async () => {
    if (!body || !current || problems.length > 0) return;
    // The total shown is the total confirmed: an order that would cost another answers the new totals instead.
    const result = await place({ ...body, expected_total: current.total });
    if (result?.changed) setChanged({ key, preview: result.changed, before: current.total });
    const placed = result?.placed;
    if (!placed) return;
    // Paid now (issue #13): on to /payment with the method chosen here; cash on delivery: the order-placed panel.
    if (placed.payment_method !== 'COD') {
      await navigate(localHref(paymentHref('choose', placed.order_id, { method: placed.payment_method })), { replace: true });
      return;
    }
    await navigate({ pathname, search: '' }, { replace: true, state: { placed } satisfies { placed: PlacedOrder } });
  };

  // One "place order": beside the summary from lg, in the bar kept at the bottom of a phone's screen below it.
  const placeButton = (className: string) => (
    <button
      type="button"
      className={`btn btn-primary ${className}`}
      disabled={busy || !current || problems.length > 0}
      aria-busy={busy}
      onClick={() => void submit()}
    >
      {busy ? t('checkout.placing') : t('checkout.place')}
    </button>
  );

  return (
    <div className="grid items-start gap-4 pb-24 lg:grid-cols-[1fr_380px] lg:pb-0">
      <div className="min-w-0 space-y-4">
        <DeliverySection
          options={options}
          choices={choices}
          onChange={setChoices}
          onAddressAdded={(address) => {
            setChoices((latest) => ({ ...latest, delivery: 'home', addressId: address.id }));
            reloadOptions();
          }}
        />
        <BillingSection
          addresses={options.billing_addresses}
          choices={choices}
          onChange={setChoices}
          onAddressAdded={(address) => {
            setChoices((latest) => ({ ...latest, billingAddressId: address.id }));
            reloadOptions();
          }}
        />
        <PaymentSection methods={options.payment_methods} choices={choices} onChange={setChoices} />
        <SavingsSection
          choices={choices}
          onChange={(next) => {
            setRefusedCoupons([]);
            setChoices(next);
          }}
          cashbackBalance={options.cashback_balance}
          refused={refusedCoupons}
          items={items}
        />
        <CheckoutSection id="checkout-note" title={t('checkout.note')}>
          <textarea
            aria-label={t('checkout.note')}
            maxLength={500}
            rows={2}
            value={choices.note}
            onChange={(event) => setChoices({ ...choices, note: event.target.value })}
            className="field block w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900"
          />
        </CheckoutSection>
      </div>
      <aside className="space-y-4 lg:sticky lg:top-4">
        <CheckoutSection id="checkout-items" title={t('checkout.summary')}>
          {shown ? <PreviewLines preview={shown} problems={problems} /> : preview.status === 'loading' && <Skeleton />}
          {shown && (
            <div className={`mt-3 border-t border-gray-200 pt-3 ${current ? '' : 'opacity-50'}`} aria-busy={!current}>
              <OrderSummary preview={shown} />
            </div>
          )}
          {body && !current && preview.status !== 'failed' && (
            <p role="status" className="mt-2 text-xs text-gray-500">
              {t('checkout.calculating')}
            </p>
          )}
          {!body && <p className="mt-2 text-sm text-gray-600">{t('checkout.chooseAll')}</p>}
          {preview.status === 'failed' && (
            <p role="alert" className="mt-2 text-sm text-error-strong">
              {t('checkout.loadFailed')}
            </p>
          )}
          {changed?.key === key && (
            <p
              ref={changedNotice}
              role="alert"
              data-testid="total-changed"
              className="mt-3 rounded-md bg-warning/15 p-2 text-sm text-gray-900"
            >
              {t('checkout.totalChanged', {
                before: formatBaht(changed.before, language),
                after: formatBaht(changed.preview.total, language),
              })}
            </p>
          )}
          {orderProblems.length > 0 && (
            <ul className="mt-3 space-y-1" data-testid="checkout-problems">
              {orderProblems.map((problem) => (
                <li key={`${problem.code}-${problem.variant_id}-${problem.coupon_id}`} role="alert" className="text-sm text-error-strong">
                  {problem.message}
                </li>
              ))}
            </ul>
          )}
          <FormError message={error} />
          {placeButton('mt-4 hidden w-full lg:flex')}
        </CheckoutSection>
      </aside>
      {shown && (
        <TotalBar label={t('checkout.total')} amount={formatBaht(shown.total, language)} testId="checkout-bar">
          {placeButton('h-11 px-5')}
        </TotalBar>
      )}
    </div>
  );
}

/**
 * /check-out: the cart's selected lines, or "buy now" with ?buy=<variant_id>:<qty>; once placed, the order-placed
 * panel (kept in the history entry, so a reload shows it again rather than a second checkout).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const placed = (useLocation().state as { placed?: PlacedOrder } | null)?.placed;
  const buy = params.get('buy');
  const items = parseBuyNow(buy);
  const options = useMemberData(`GET checkout/options ${buy ?? 'cart'}`, (api, locale) => getCheckoutOptions(api, items, { locale }));

  if (placed) return <OrderPlaced order={placed} />;
  return (
    <div data-testid="checkout">
      <h1 className="mb-4 text-xl font-bold text-gray-900 md:text-2xl">{t('checkout.title')}</h1>
      {options.status === 'loading' && <Skeleton />}
      {options.status === 'failed' && <BackToCart message={t('checkout.loadFailed')} />}
      {options.status === 'ready' && options.data.item_count === 0 && <BackToCart message={t('checkout.empty')} />}
      {options.status === 'ready' && options.data.item_count > 0 && (
        <CheckoutForm key={buy ?? 'cart'} options={options.data} items={items} reloadOptions={options.reload} />
      )}
    </div>
  );
}

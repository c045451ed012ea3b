import { addCreatedCard, cvvLength, formatBaht, type CounterPartner, type PaymentMethod } from '@talad/domain';
import type { OrderPayment, SavedCard, StartPaymentBody } from '@talad/sdk';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { choiceForMethod, defaultChoice, savedCardsFor, typedCardsFor, type CardChoice } from './card-choice.ts';
import { cardProblems, cardToCreate, cvvProblem, EMPTY_DRAFT, type CardDraft, type CardToCreate } from './card-entry.ts';
import { CardPanel } from './card-panel.tsx';
import type { PlanChoice } from './installment-plans.tsx';
import { LockIcon } from './method-icon.tsx';
import { MethodList, type PayableOption } from './method-list.tsx';
import { isCardMethod, isPayable, isSlipMethod, type PayableMethod } from './payment-state.ts';
import { usePay, type CardToCharge } from './use-pay.ts';

/**
 * Each method's part of the form loads when the method is chosen (the card form, instalment plans, counters): the
 * page's first load is the list of methods; a second's wait for a form is less than every shopper's wait for all three.
 */
const CardForm = lazy(() => import('./card-form.tsx').then((module) => ({ default: module.CardForm })));
const InstallmentPlans = lazy(() => import('./installment-plans.tsx').then((module) => ({ default: module.InstallmentPlans })));
const CounterPartners = lazy(() => import('./counter-partners.tsx').then((module) => ({ default: module.CounterPartners })));

function Later({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="h-24 animate-pulse rounded-lg bg-gray-100 motion-reduce:animate-none" />}>{children}</Suspense>
  );
}

/** The method to open with: the one asked for (?method=, "try again"), if the order may use it; else none yet. */
function initialMethod(payment: OrderPayment, asked: string | null): PayableMethod | null {
  const method = payment.methods.find((option) => option.eligible && option.method === asked)?.method;
  return method && isPayable(method) ? method : null;
}

/** The order's last card attempt was declined (back from a failed 3-D Secure, say): that card is not offered first. */
function lastCardDeclined(payment: OrderPayment): boolean {
  return payment.latest?.status === 'FAILED' && isCardMethod(payment.latest.method);
}

/** What the Pay button says: paying, or getting a slip or a QR. */
function payLabelKey(method: PaymentMethod | null): string {
  if (method === 'PROMPTPAY') return 'payment.pay.qr';
  if (method && isSlipMethod(method)) return 'payment.pay.slip';
  if (method && !isCardMethod(method)) return 'payment.pay.elsewhere';
  return 'payment.pay.card';
}

/**
 * Choosing how to pay an order and paying it: the methods, the chosen one's part of the form (cards, installment
 * plans, counters), and the Pay button, kept in reach at the bottom of a phone's screen. The shopper's input is
 * checked here first (spec §5 among it); nothing is sent before it passes.
 */
export function PaymentForm({
  payment,
  savedCards,
  askedMethod,
  onSlip,
}: {
  payment: OrderPayment;
  savedCards: SavedCard[];
  askedMethod: string | null;
  onSlip: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const methods = payment.methods.filter((option): option is PayableOption => isPayable(option.method));
  const [method, setMethod] = useState<PayableMethod | null>(() => initialMethod(payment, askedMethod));
  const [created, setCreated] = useState<CardToCreate[]>([]);
  const [declined, setDeclined] = useState(() => lastCardDeclined(payment));
  const [choice, setChoice] = useState<CardChoice>(() => (method && !declined ? defaultChoice(method, savedCards, []) : { kind: 'new' }));
  const [draft, setDraft] = useState<CardDraft>(EMPTY_DRAFT);
  const [savedCvv, setSavedCvv] = useState('');
  const [plan, setPlan] = useState<PlanChoice | null>(null);
  const [partner, setPartner] = useState<CounterPartner | null>(null);
  const [showAll, setShowAll] = useState(false);
  // A declined card is not chosen again by a second press on Pay: the new-card form is opened, its number focused.
  const { pay, busy, error } = usePay(payment.order_id, locale, onSlip, () => {
    setDeclined(true);
    setChoice({ kind: 'new' });
    setShowAll(false);
  });

  const problems = cardProblems(draft, new Date());
  // A saved card's CVV is typed again, as many digits as its brand prints (4 for American Express).
  const savedBrand = (choice.kind === 'saved' && savedCards.find((card) => card.card_id === choice.cardId)?.card_type) || 'Unknown';
  const savedCvvWrong = cvvProblem(savedBrand, savedCvv) !== null;
  const savedCvvProblem = showAll && savedCvvWrong ? t('payment.card.problems.cvv', { cvvLength: cvvLength(savedBrand) }) : null;

  const chooseMethod = (next: PayableMethod) => {
    setChoice(choiceForMethod(choice, method, next, savedCards, created));
    if (next !== 'INSTALLMENT') setPlan(null);
    setMethod(next);
  };

  /** The card to charge for a card method, or null when the form still has problems (then shown). */
  const cardToCharge = (type: CardToCreate['type']): CardToCharge | null => {
    if (choice.kind === 'saved') return savedCvvWrong ? null : { kind: 'saved', cvv: savedCvv };
    if (choice.kind === 'typed') return { kind: 'typed', card: choice.card };
    if (Object.keys(problems).length > 0) return null;
    const card = cardToCreate(draft, type);
    // The card joins the page's cards (§4): after a refusal it can be chosen again, or another typed.
    setCreated((cards) => addCreatedCard(cards, card));
    setChoice({ kind: 'typed', card });
    setDraft(EMPTY_DRAFT);
    return { kind: 'typed', card };
  };

  const submit = () => {
    setShowAll(true);
    if (!method) return;
    if (method === 'INSTALLMENT' && !plan) return;
    if (method === 'COUNTER' && !partner) return;
    const card = isCardMethod(method) ? cardToCharge(method) : null;
    if (isCardMethod(method) && !card) return;
    const body: StartPaymentBody = {
      method,
      save_card: card?.kind === 'typed' ? card.card.save_card : false,
      ...(choice.kind === 'saved' && method === 'CREDITCARD' ? { card_id: choice.cardId } : {}),
      ...(method === 'INSTALLMENT' && plan ? { installment: plan } : {}),
      ...(method === 'COUNTER' && partner ? { partner } : {}),
    };
    void pay(body, card);
  };

  const cardPanel = (type: 'CREDITCARD' | 'INSTALLMENT') => (
    <CardPanel
      saved={savedCardsFor(type, savedCards)}
      typed={typedCardsFor(type, created)}
      choice={choice}
      onChoose={setChoice}
      savedCvv={savedCvv}
      onSavedCvv={setSavedCvv}
      savedCvvProblem={savedCvvProblem}
      newCardForm={
        <Later>
          <CardForm draft={draft} onChange={setDraft} problems={problems} showAll={showAll} canSave focusNumber={declined} />
        </Later>
      }
    />
  );

  const panel = (chosen: PayableMethod) => {
    if (chosen === 'CREDITCARD') return cardPanel('CREDITCARD');
    if (chosen === 'INSTALLMENT') {
      return (
        <div className="space-y-4">
          <Later>
            <InstallmentPlans plans={payment.installment_plans} value={plan} onChange={setPlan} showProblem={showAll} />
          </Later>
          {cardPanel('INSTALLMENT')}
        </div>
      );
    }
    if (chosen === 'COUNTER') {
      return (
        <Later>
          <CounterPartners value={partner} onChange={setPartner} showProblem={showAll} />
        </Later>
      );
    }
    return <p className="text-sm text-gray-600">{t(`payment.notes.${chosen}`)}</p>;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-4"
    >
      <MethodList methods={methods} value={method} onChange={chooseMethod} panel={panel} />
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:rounded-xl md:border md:shadow-sm">
        {showAll && !method && (
          <p role="alert" className="mb-2 text-sm text-error-strong">
            {t('payment.chooseMethodFirst')}
          </p>
        )}
        <FormError message={error} />
        <button
          type="submit"
          className="btn btn-primary mt-2 h-12 w-full text-base"
          disabled={busy}
          aria-busy={busy}
          data-testid="pay-button"
        >
          {busy ? t('payment.pay.busy') : t(payLabelKey(method), { amount: formatBaht(payment.amount_due, locale) })}
        </button>
        {method && isCardMethod(method) && (
          <p className="mt-2 flex items-center justify-center gap-1.5 text-xs text-gray-500" data-testid="card-security-note">
            <LockIcon className="size-3.5 shrink-0" />
            {t('payment.secure')}
          </p>
        )}
      </div>
    </form>
  );
}

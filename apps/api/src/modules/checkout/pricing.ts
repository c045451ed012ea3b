import type { CheckoutLine, CheckoutPreview, CheckoutProblem, PlaceOrderBody } from '@talad/contract';
import {
  ERRORS,
  INSTALLMENT_MONTHS,
  PAYMENT_METHODS,
  errorMessage,
  freeDeliveryFor,
  installmentAllowed,
  pickText,
  priceOrder,
  type ErrorName,
  type Locale,
  type LocalizedText,
  type PaymentMethod,
  type PricingResult,
} from '@talad/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { cartPricingInput, variantFacts, type VariantFacts } from '../cart/index.ts';
import { cardImageOf, chosenOptions, lookups, type Lookups } from '../catalog/index.ts';
import { cashbackBalance } from '../cashback/index.ts';
import { couponChoices } from '../coupon/index.ts';
import { shopperFacts, type ShopperFacts } from '../membership/index.ts';
import { problemOf, stockProblemsOf } from './problems.ts';

type Db = Database | Transaction;

export interface CheckoutSettings {
  deliveryFee: number;
  freeDeliveryFrom: number;
  codMax: number;
  paymentMinutes: number;
}

/** What an order line is frozen with: the product as it is now. */
export interface VariantSnapshot {
  variantId: number;
  productId: number;
  code: string;
  slug: string;
  name: LocalizedText;
  image: string;
  options: Record<string, string>;
  flags: string[];
  badges: string[];
  deliveryMinDays: number;
  deliveryMaxDays: number;
}

/** A variant's snapshot from the facts the pricing input read (no second read of the variants). */
function snapshotOf(facts: VariantFacts): VariantSnapshot {
  return {
    variantId: facts.variantId,
    productId: facts.productId,
    code: facts.productCode,
    slug: facts.productSlug,
    name: facts.productName,
    image: cardImageOf({ code: facts.productCode, cardImage: facts.cardImage }, facts.imageIndex),
    options: facts.options,
    flags: facts.flags,
    badges: facts.badges,
    deliveryMinDays: facts.deliveryMinDays,
    deliveryMaxDays: facts.deliveryMaxDays,
  };
}

/**
 * The facts of every variant in the order: the lines' from the pricing input's read; gifts and add-ons outside the
 * lines (rare) are read here.
 */
async function orderFacts(
  db: Db,
  customerId: string,
  known: Map<number, VariantFacts>,
  variantIds: number[],
  now: Date,
): Promise<Map<number, VariantFacts>> {
  const missing = [...new Set(variantIds)].filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  const more = await variantFacts(db, customerId, missing, now);
  return new Map([...known, ...more]);
}

/** An item that can only be picked up at a 7-Eleven (flag AT_7-ELEVEN, or the badge that says so). */
export const storePickupOnly = (snapshot: VariantSnapshot) =>
  snapshot.flags.includes('AT_7-ELEVEN') || snapshot.badges.includes('SEVEN_ELEVEN_ONLY');

/** What a payment method's rules look at: the products' flags and badges as they are now. */
export type PaymentFacts = Pick<VariantSnapshot, 'flags' | 'badges'>;

/**
 * Why a payment method cannot pay for these items at this total; null when it can. Cash on delivery has its badge and
 * ceiling; installments need every item flagged `installments` and a total that allows at least one plan; the
 * gateway's other methods (cards, wallets, banks, ATM, counter, PromptPay) take any amount above zero.
 */
export function paymentRefusal(
  method: PaymentMethod,
  snapshots: PaymentFacts[],
  total: number,
  settings: CheckoutSettings,
): ErrorName | null {
  if (method === 'COD') {
    if (snapshots.some((snapshot) => snapshot.badges.includes('NO_COD'))) return 'PAYMENT_COD_NOT_ALLOWED';
    if (total > settings.codMax) return 'PAYMENT_COD_OVER_LIMIT';
    return null;
  }
  if (total <= 0) return 'PAYMENT_NOTHING_TO_PAY';
  if (method !== 'INSTALLMENT') return null;
  if (!snapshots.every((snapshot) => snapshot.flags.includes('installments'))) return 'PAYMENT_INSTALLMENT_NOT_ALLOWED';
  if (!INSTALLMENT_MONTHS.some((months) => installmentAllowed(total, months))) return 'PAYMENT_INSTALLMENT_TOO_LOW';
  return null;
}

export const paymentMethodsFor = (snapshots: PaymentFacts[], total: number, settings: CheckoutSettings, locale: Locale) =>
  PAYMENT_METHODS.map((method) => {
    const refusal = paymentRefusal(method, snapshots, total, settings);
    return {
      method,
      eligible: refusal === null,
      reason: refusal ? { code: refusal, status_code: ERRORS[refusal].code, message: errorMessage(refusal, locale) } : null,
    };
  });

export interface Priced {
  result: PricingResult;
  /** Snapshots of every variant in the order, gifts and add-ons included. */
  snapshots: Map<number, VariantSnapshot>;
  lines: CheckoutLine[];
  problems: CheckoutProblem[];
  /** What the order's stock, quota and limits would refuse (stockProblemsOf), apart from coupon and payment problems. */
  stockProblems: CheckoutProblem[];
  itemCount: number;
  /** The order value from which delivery is free for this shopper (the shop's, or their tier's when lower). */
  freeDeliveryFrom: number;
}

/**
 * Step `reprice`: the lines (the cart's selected ones, or "buy now" items), promotions, coupons and cashback priced
 * by the one engine of @talad/domain, with the lines as the order will freeze them.
 */
export async function reprice(
  db: Db,
  customerId: string,
  body: Pick<PlaceOrderBody, 'items' | 'coupon_ids' | 'cashback_amount'>,
  settings: CheckoutSettings,
  now: Date,
  locale: Locale,
  /** The shopper's facts when the caller read them already (placing an order reads them with the address). */
  known?: ShopperFacts,
): Promise<Priced> {
  const source = body.items ? { items: body.items } : ({ selectedOnly: true } as const);
  const input = await cartPricingInput(db, customerId, source, now, locale);
  const choices = await couponChoices(db, customerId, body.coupon_ids ?? [], locale);
  // The balance matters only to a shopper spending cashback: the engine burns the lesser of the two.
  const requested = body.cashback_amount ?? 0;
  const [balance, facts] = await Promise.all([requested > 0 ? cashbackBalance(db, customerId) : 0, known ?? shopperFacts(db, customerId)]);
  const freeDeliveryFrom = freeDeliveryFor(settings.freeDeliveryFrom, facts.freeDeliveryFrom);
  const result = priceOrder({
    lines: input.lines,
    promotions: input.promotions,
    coupons: choices.offers,
    // A 7-Eleven pickup costs the same as home delivery (the store is the address); the threshold frees both.
    delivery: { fee: settings.deliveryFee, freeFrom: freeDeliveryFrom },
    cashback: { requested, balance },
    tier: facts.tier,
    birthdayMonth: facts.birthdayMonth,
    now,
  });
  const variantIds = [...result.lines.map((line) => line.variantId), ...result.extras.map((extra) => extra.variantId)];
  const variants = await orderFacts(db, customerId, input.facts, variantIds, now);
  const snapshots = new Map<number, VariantSnapshot>();
  for (const id of variantIds) {
    const fact = variants.get(id);
    if (fact) snapshots.set(id, snapshotOf(fact));
  }
  const labels = await lookups(db);
  const lines: CheckoutLine[] = [
    ...result.lines.map((line) => lineOf(snapshots, labels, line.variantId, locale, line)),
    ...result.extras.map((extra) =>
      lineOf(snapshots, labels, extra.variantId, locale, {
        quantity: extra.quantity,
        unitPrice: extra.unitPrice,
        listPrice: extra.unitPrice,
        lineTotal: extra.unitPrice * extra.quantity,
        flashSaleId: null,
        isGift: extra.isGift,
      }),
    ),
  ];
  const stockProblems = stockProblemsOf(input.problems, lines, variants, locale);
  const couponProblems = [...choices.refused, ...result.refusedCoupons].map(({ couponId, error }) =>
    problemOf(error, locale, { couponId }),
  );
  if (requested > balance) couponProblems.push(problemOf('CASHBACK_INSUFFICIENT', locale));
  return {
    result,
    snapshots,
    lines,
    problems: [...stockProblems, ...couponProblems],
    stockProblems,
    itemCount: input.lines.length + input.problems.filter((problem) => problem.problem.code === 'OUT_OF_STOCK').length,
    freeDeliveryFrom,
  };
}

function lineOf(
  snapshots: Map<number, VariantSnapshot>,
  labels: Lookups,
  variantId: number,
  locale: Locale,
  priced: { quantity: number; unitPrice: number; listPrice: number; lineTotal: number; flashSaleId: number | null; isGift?: boolean },
): CheckoutLine {
  const snapshot = snapshots.get(variantId);
  if (!snapshot) throw new Error(`variant ${variantId} vanished while pricing`);
  return {
    variant_id: variantId,
    product_id: snapshot.productId,
    product_code: snapshot.code,
    product_slug: snapshot.slug,
    name: pickText(snapshot.name, locale),
    image: snapshot.image,
    options: chosenOptions(labels, snapshot.options, locale),
    quantity: priced.quantity,
    list_price: priced.listPrice,
    unit_price: priced.unitPrice,
    line_total: priced.lineTotal,
    flash_sale_id: priced.flashSaleId,
    is_gift: priced.isGift ?? false,
  };
}

/** The answer of POST checkout/preview from a pricing (delivery filled in by the caller). */
export function summaryOf(priced: Priced): Omit<CheckoutPreview, 'delivery' | 'problems'> {
  const { result } = priced;
  return {
    lines: priced.lines,
    adjustments: result.adjustments,
    subtotal: result.subtotal,
    item_discount: result.itemDiscount,
    delivery_fee: result.deliveryFee,
    delivery_discount: result.deliveryDiscount,
    cashback_used: result.cashbackUsed,
    cashback_earned: result.cashbackEarned,
    vat_included: result.vatIncluded,
    total: result.total,
    amount_due: result.total,
  };
}

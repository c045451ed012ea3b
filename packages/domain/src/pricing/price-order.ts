import type { ErrorName } from '../errors.ts';
import type { Satang } from '../money.ts';
import { allocate, percentOf, vatIncludedIn } from './rounding.ts';
import type { Adjustment, CouponOffer, PricedLine, PricingInput, PricingLine, PricingResult, Promotion, PromotionRules } from './types.ts';

/**
 * The pricing engine (decision 0018): one pure function prices the cart summary, the checkout preview and the order.
 *
 * Order of the steps, each on what the previous left:
 *  1. unit price per line: flash price while the flash sale has the units asked for, else special price, else list;
 *  2. line-price promotions (special_price, flexi, add_on_deal): at most one per line, the best for the shopper;
 *     flash-priced lines take none (the flash price is the deal);
 *  3. order-level item promotions: saving (amount off, spread over its lines), free_gift (gift lines, no money);
 *  4. the DISCOUNTCODE coupon (one), on the items;
 *  5. delivery: free from `freeFrom` (on what the items cost after 2–4), then the best shipping_discount promotion,
 *     then the DELIVERYFEE coupon (one);
 *  6. cashback burned: min(requested, balance, what is payable);
 *  7. cashback earned: cashback promotions and the CASHBACK coupon (one), on what is finally paid for their lines.
 * Lines flagged excludedFromPromotions get their flash or special price but no promotion or coupon, and do not count
 * towards promotion quantities, minimum spends or coupon bases.
 * Rounding: every percentage is rounded to the nearest satang, halves up (see rounding.ts); amounts spread over lines
 * by largest remainder so the lines always sum to the order's figure.
 */

/** Flash price while the flash sale still has the units asked for, else the special price, else the list price. */
export function unitPriceOf(line: PricingLine): { unitPrice: Satang; flashSaleId: number | null } {
  if (line.flashSale && line.flashSale.unitsLeft >= line.quantity)
    return { unitPrice: line.flashSale.price, flashSaleId: line.flashSale.flashSaleId };
  if (line.specialPrice !== null && line.specialPrice < line.listPrice) return { unitPrice: line.specialPrice, flashSaleId: null };
  return { unitPrice: line.listPrice, flashSaleId: null };
}

/** The month (1–12) of a moment in Thailand (UTC+7 all year). */
export function bangkokMonth(at: Date): number {
  return new Date(at.getTime() + 7 * 3_600_000).getUTCMonth() + 1;
}

interface Work {
  source: PricingLine;
  priced: PricedLine;
  /** Promotions and coupons may touch it. */
  promotable: boolean;
}

type Kinded<K extends Promotion['kind']> = { id: number; kind: K; title: string; rules: PromotionRules[K]; productIds: number[] };

function ofKind<K extends Promotion['kind']>(promotions: Promotion[], kind: K): Array<Kinded<K>> {
  return promotions.filter((promotion) => promotion.kind === kind) as unknown as Array<Kinded<K>>;
}

const whole = (value: number): boolean => Number.isInteger(value) && value >= 0;

function sum(values: Satang[]): Satang {
  return values.reduce((total, value) => total + value, 0);
}

/** The best line-price promotion for one line: the largest discount, the earlier promotion on a tie. */
function bestLinePromotion(work: Work, all: Work[], promotions: Promotion[]): { promotion: Promotion; discount: Satang } | null {
  const { source, priced } = work;
  const base = priced.unitPrice * priced.quantity;
  const candidates: Array<{ promotion: Promotion; discount: Satang }> = [];
  const covers = (promotion: Promotion, line: PricingLine): boolean => promotion.productIds.includes(line.productId);
  for (const promotion of ofKind(promotions, 'special_price')) {
    if (!covers(promotion, source) || !whole(promotion.rules.price) || promotion.rules.price >= priced.unitPrice) continue;
    candidates.push({ promotion, discount: (priced.unitPrice - promotion.rules.price) * priced.quantity });
  }
  for (const promotion of ofKind(promotions, 'flexi')) {
    const { minQuantity, percentOff } = promotion.rules;
    if (!covers(promotion, source) || !whole(percentOff) || percentOff > 10_000) continue;
    const together = sum(all.filter((other) => other.promotable && covers(promotion, other.source)).map((other) => other.source.quantity));
    if (together < minQuantity) continue;
    candidates.push({ promotion, discount: percentOf(base, percentOff) });
  }
  for (const promotion of ofKind(promotions, 'add_on_deal')) {
    const { addOnVariantId, addOnPrice, maxAddOns } = promotion.rules;
    if (source.variantId !== addOnVariantId || !whole(addOnPrice) || addOnPrice >= priced.unitPrice || !whole(maxAddOns)) continue;
    const qualified = all.some((other) => other !== work && other.promotable && covers(promotion, other.source));
    if (!qualified) continue;
    candidates.push({ promotion, discount: (priced.unitPrice - addOnPrice) * Math.min(priced.quantity, maxAddOns) });
  }
  let best: { promotion: Promotion; discount: Satang } | null = null;
  for (const candidate of candidates) {
    const discount = Math.min(candidate.discount, base);
    if (discount > 0 && (best === null || discount > best.discount)) best = { promotion: candidate.promotion, discount };
  }
  return best;
}

/** Takes `amount` off `targets` in proportion to what each still costs; returns what was taken (never more than left). */
function takeOff(targets: Work[], amount: Satang): Satang {
  const left = sum(targets.map((work) => work.priced.netTotal));
  const taken = Math.min(Math.max(0, amount), left);
  const shares = allocate(
    taken,
    targets.map((work) => work.priced.netTotal),
  );
  targets.forEach((work, index) => {
    work.priced.netTotal -= shares[index] ?? 0;
  });
  return taken;
}

function addAdjustment(adjustments: Adjustment[], adjustment: Adjustment): void {
  const same = adjustments.find(
    (known) => known.source === adjustment.source && known.id === adjustment.id && known.target === adjustment.target,
  );
  if (same) same.amount += adjustment.amount;
  else adjustments.push(adjustment);
}

/**
 * Whether a coupon may touch a line: not excluded from promotions, and in its categories and brands when it names
 * any. The product page asks it too, to show the coupons that apply to a product (issue #29).
 */
export function couponCovers(
  coupon: Pick<CouponOffer, 'categories' | 'brands'>,
  line: Pick<PricingLine, 'categories' | 'brand' | 'excludedFromPromotions'>,
): boolean {
  return (
    !line.excludedFromPromotions &&
    (coupon.categories.length === 0 || line.categories.some((category) => coupon.categories.includes(category))) &&
    (coupon.brands.length === 0 || (line.brand !== null && coupon.brands.includes(line.brand)))
  );
}

/** The lines a coupon may touch (couponCovers). */
function couponLines(coupon: CouponOffer, works: Work[]): Work[] {
  return works.filter((work) => work.promotable && couponCovers(coupon, work.source));
}

/**
 * The coupon rules that do not depend on the order: window, limits, birthday month. The coupon lists ask it too, so
 * that a coupon the engine would refuse whatever the order is never offered as one to use (issue #25).
 */
export function couponStandingError(
  coupon: Pick<CouponOffer, 'startsAt' | 'endsAt' | 'usesLeft' | 'memberUsesLeft' | 'kind'>,
  input: Pick<PricingInput, 'now' | 'birthdayMonth'>,
): ErrorName | null {
  if (input.now.getTime() < coupon.startsAt.getTime()) return 'COUPON_NOT_STARTED';
  if (input.now.getTime() >= coupon.endsAt.getTime()) return 'COUPON_EXPIRED';
  if (coupon.usesLeft !== null && coupon.usesLeft <= 0) return 'COUPON_USED_UP';
  if (coupon.memberUsesLeft <= 0) return 'COUPON_MEMBER_LIMIT';
  if (coupon.kind === 'birthday_coupon' && (input.birthdayMonth == null || input.birthdayMonth !== bangkokMonth(input.now))) {
    return 'COUPON_NOT_BIRTHDAY_MONTH';
  }
  return null;
}

/** What a coupon takes off `base`: its amount, or its percent capped by maxDiscount; never more than `base`. */
function couponAmount(coupon: CouponOffer, base: Satang): Satang {
  const raw = coupon.discount === 'percent' ? percentOf(base, Math.min(Math.max(coupon.value, 0), 10_000)) : Math.max(coupon.value, 0);
  const capped = coupon.maxDiscount !== null ? Math.min(raw, Math.max(coupon.maxDiscount, 0)) : raw;
  return Math.min(capped, Math.max(base, 0));
}

/**
 * Prices a cart, a checkout preview or an order (decision 0018). Pure: the same input always gives the same answer.
 */
export function priceOrder(input: PricingInput): PricingResult {
  const works: Work[] = input.lines.map((source) => {
    const { unitPrice, flashSaleId } = unitPriceOf(source);
    const lineTotal = unitPrice * source.quantity;
    return {
      source,
      promotable: !source.excludedFromPromotions,
      priced: {
        lineId: source.lineId,
        variantId: source.variantId,
        quantity: source.quantity,
        unitPrice,
        listPrice: source.listPrice,
        lineTotal,
        flashSaleId,
        promotionId: null,
        netTotal: lineTotal,
      },
    };
  });
  const adjustments: Adjustment[] = [];
  const refused: Array<{ couponId: number; error: ErrorName; order: number }> = [];
  const extras: PricingResult['extras'] = [];
  const subtotal = sum(works.map((work) => work.priced.lineTotal));
  const covered = (promotion: Promotion): Work[] =>
    works.filter((work) => work.promotable && promotion.productIds.includes(work.source.productId));

  // 2. Line-price promotions: one per line, the best for the shopper; none on a flash-priced line.
  for (const work of works) {
    if (!work.promotable || work.priced.flashSaleId !== null) continue;
    const best = bestLinePromotion(work, works, input.promotions);
    if (!best) continue;
    work.priced.lineTotal -= best.discount;
    work.priced.netTotal = work.priced.lineTotal;
    work.priced.promotionId = best.promotion.id;
    addAdjustment(adjustments, {
      source: 'promotion',
      id: best.promotion.id,
      kind: best.promotion.kind,
      title: best.promotion.title,
      amount: best.discount,
      target: 'items',
    });
  }

  // 3. Order-level item promotions: saving (amount off its lines), free gifts.
  for (const promotion of ofKind(input.promotions, 'saving')) {
    const lines = covered(promotion);
    const spend = sum(lines.map((work) => work.priced.netTotal));
    if (lines.length === 0 || spend < promotion.rules.minSpend || !whole(promotion.rules.amountOff)) continue;
    const taken = takeOff(lines, promotion.rules.amountOff);
    if (taken > 0)
      addAdjustment(adjustments, {
        source: 'promotion',
        id: promotion.id,
        kind: 'saving',
        title: promotion.title,
        amount: taken,
        target: 'items',
      });
  }
  for (const promotion of ofKind(input.promotions, 'free_gift')) {
    const { minQuantity, giftVariantId, giftQuantity } = promotion.rules;
    const units = sum(covered(promotion).map((work) => work.source.quantity));
    if (units === 0 || units < minQuantity || !whole(giftQuantity) || giftQuantity === 0) continue;
    extras.push({ variantId: giftVariantId, quantity: giftQuantity, unitPrice: 0, promotionId: promotion.id, isGift: true });
    adjustments.push({ source: 'promotion', id: promotion.id, kind: 'free_gift', title: promotion.title, amount: 0, target: 'items' });
  }
  const availableAddOns: PricingResult['availableAddOns'] = ofKind(input.promotions, 'add_on_deal')
    .filter((promotion) => covered(promotion).some((work) => work.source.variantId !== promotion.rules.addOnVariantId))
    .map((promotion) => ({
      promotionId: promotion.id,
      variantId: promotion.rules.addOnVariantId,
      addOnPrice: promotion.rules.addOnPrice,
      maxAddOns: promotion.rules.maxAddOns,
    }));

  // Coupons: checked in the order given; the first coupon of a type that applies takes that type's one place. The
  // minimum spend is measured on the eligible lines as promotions left them, so one coupon never disqualifies another.
  const afterPromotions = new Map(works.map((work) => [work, work.priced.netTotal]));
  const coupons = input.coupons.map((coupon, order) => ({ coupon, order }));
  const taken = new Set<CouponOffer['type']>();
  const applyCoupon = (type: CouponOffer['type'], apply: (coupon: CouponOffer, eligible: Work[]) => Satang | ErrorName): void => {
    for (const { coupon, order } of coupons.filter((entry) => entry.coupon.type === type)) {
      const refuse = (error: ErrorName): void => void refused.push({ couponId: coupon.id, error, order });
      if (taken.has(type)) {
        refuse('COUPON_TYPE_TAKEN');
        continue;
      }
      const standing = couponStandingError(coupon, input);
      if (standing) {
        refuse(standing);
        continue;
      }
      const eligible = couponLines(coupon, works);
      if (eligible.length === 0) {
        refuse('COUPON_NOT_ELIGIBLE');
        continue;
      }
      if (sum(eligible.map((work) => afterPromotions.get(work) ?? 0)) < coupon.minSpend) {
        refuse('COUPON_MIN_SPEND');
        continue;
      }
      const outcome = apply(coupon, eligible);
      if (typeof outcome === 'string') {
        refuse(outcome);
        continue;
      }
      taken.add(type);
      const target = type === 'DISCOUNTCODE' ? 'items' : type === 'DELIVERYFEE' ? 'delivery' : 'cashback';
      adjustments.push({ source: 'coupon', id: coupon.id, kind: coupon.kind, title: coupon.title, amount: outcome, target });
    }
  };

  // 4. The DISCOUNTCODE coupon: discount_item on its eligible lines, every other kind on all promotable lines.
  applyCoupon('DISCOUNTCODE', (coupon, eligible) => {
    const targets = coupon.kind === 'discount_item' ? eligible : works.filter((work) => work.promotable);
    const amount = couponAmount(coupon, sum(targets.map((work) => work.priced.netTotal)));
    if (amount <= 0) return 'COUPON_NOT_ELIGIBLE';
    return takeOff(targets, amount);
  });
  const itemsPayable = sum(works.map((work) => work.priced.netTotal));
  const itemDiscount = subtotal - itemsPayable;

  // 5. Delivery: free from the threshold, then the best shipping_discount promotion, then the DELIVERYFEE coupon.
  const deliveryFee = works.length === 0 || itemsPayable >= input.delivery.freeFrom ? 0 : Math.max(0, input.delivery.fee);
  let deliveryLeft = deliveryFee;
  let bestShipping: { promotion: Kinded<'shipping_discount'>; amount: Satang } | null = null;
  for (const promotion of ofKind(input.promotions, 'shipping_discount')) {
    const promotable = sum(works.filter((work) => work.promotable).map((work) => work.priced.netTotal));
    if (deliveryLeft === 0 || promotable === 0 || promotable < promotion.rules.minSpend) continue;
    const amountOff = promotion.rules.amountOff;
    const amount = amountOff === null ? deliveryLeft : whole(amountOff) ? Math.min(amountOff, deliveryLeft) : 0;
    if (amount > 0 && (bestShipping === null || amount > bestShipping.amount)) bestShipping = { promotion, amount };
  }
  if (bestShipping) {
    deliveryLeft -= bestShipping.amount;
    adjustments.push({
      source: 'promotion',
      id: bestShipping.promotion.id,
      kind: 'shipping_discount',
      title: bestShipping.promotion.title,
      amount: bestShipping.amount,
      target: 'delivery',
    });
  }
  applyCoupon('DELIVERYFEE', (coupon) => {
    const amount = couponAmount(coupon, deliveryLeft);
    if (amount <= 0) return 'COUPON_NOT_ELIGIBLE';
    deliveryLeft -= amount;
    return amount;
  });
  const deliveryDiscount = deliveryFee - deliveryLeft;

  // 6. Cashback burned, then the total.
  const payable = itemsPayable + deliveryLeft;
  const cashbackUsed = Math.max(0, Math.min(input.cashback.requested, input.cashback.balance, payable));
  const total = payable - cashbackUsed;

  // 7. Cashback earned on what is finally paid for the lines: the burned cashback is spread over the items first.
  const burnedOnItems = allocate(
    Math.min(cashbackUsed, itemsPayable),
    works.map((work) => work.priced.netTotal),
  );
  const paid = new Map(works.map((work, index) => [work, work.priced.netTotal - (burnedOnItems[index] ?? 0)]));
  const paidFor = (lines: Work[]): Satang => sum(lines.map((work) => paid.get(work) ?? 0));
  let cashbackEarned = 0;
  for (const promotion of ofKind(input.promotions, 'cashback')) {
    const { percent, maxCashback } = promotion.rules;
    if (!whole(percent) || !whole(maxCashback)) continue;
    const amount = Math.min(percentOf(paidFor(covered(promotion)), Math.min(percent, 10_000)), maxCashback);
    if (amount <= 0) continue;
    cashbackEarned += amount;
    adjustments.push({ source: 'promotion', id: promotion.id, kind: 'cashback', title: promotion.title, amount, target: 'cashback' });
  }
  applyCoupon('CASHBACK', (coupon, eligible) => {
    const amount = couponAmount(coupon, paidFor(eligible));
    if (amount <= 0) return 'COUPON_NOT_ELIGIBLE';
    cashbackEarned += amount;
    return amount;
  });

  return {
    lines: works.map((work) => work.priced),
    extras,
    availableAddOns,
    adjustments,
    refusedCoupons: refused.sort((a, b) => a.order - b.order).map(({ couponId, error }) => ({ couponId, error })),
    subtotal,
    itemDiscount,
    deliveryFee,
    deliveryDiscount,
    cashbackUsed,
    cashbackEarned,
    total,
    vatIncluded: vatIncludedIn(total),
  };
}

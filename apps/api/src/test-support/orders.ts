import type { PaymentMethod } from '@talad/domain';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  cashbackEntries,
  couponUses,
  coupons,
  flashSaleItems,
  flashSales,
  memberCoupons,
  orderEvents,
  orderLines,
  orders,
  payments,
  productVariants,
  products,
} from '../db/schema/index.ts';

/**
 * A whole order written straight into the database, as placing it would (stock taken, coupon use and cashback burn
 * recorded, payment attempt and history written), for the order module's tests until they go through POST orders.
 */
export interface TestOrderOptions {
  customerId: string;
  /** PAYMENT (waiting for a card payment) or SHIPMENT (COD accepted); PAYMENT by default for non-COD methods. */
  paymentMethod?: PaymentMethod;
  quantity?: number;
  variantId?: number;
  couponId?: number;
  cashbackUsed?: number;
  cashbackEarned?: number;
  contactPhone?: string;
  locale?: 'th' | 'en';
  /** For an unpaid order; an hour from now by default (null for COD). */
  expiresAt?: Date | null;
  flashSaleId?: number;
  /** The order's delivery copy; a home address by default. */
  delivery?: unknown;
}

export interface TestOrder {
  id: string;
  orderNo: string;
  variantId: number;
  paymentId: string;
  total: number;
}

let sequence = 0;
/** ฿2,000 in satang. */
const EVERYDAY_PRICE = 200_000;

/** A variant with plenty of stock at an everyday price, for orders that are not about stock. */
export async function stockedVariant(db: Database, atLeast = 50): Promise<{ id: number; price: number; stock: number }> {
  const [variant] = await db
    .select({ id: productVariants.id, price: productVariants.price, stock: productVariants.stock })
    .from(productVariants)
    // An everyday price, so a test's orders never lift a member into a higher tier by themselves.
    .where(and(gt(productVariants.stock, atLeast), lt(productVariants.price, EVERYDAY_PRICE)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!variant) throw new Error('no variant with stock in the seed');
  return variant;
}

export async function createTestOrder(db: Database, options: TestOrderOptions): Promise<TestOrder> {
  const method = options.paymentMethod ?? 'COD';
  const quantity = options.quantity ?? 1;
  const variant = options.variantId
    ? (
        await db
          .select({ id: productVariants.id, price: productVariants.price })
          .from(productVariants)
          .where(eq(productVariants.id, options.variantId))
      )[0]
    : await stockedVariant(db);
  if (!variant) throw new Error('unknown variant');
  sequence += 1;
  const orderNo = `TL${new Date().toISOString().slice(2, 10).replaceAll('-', '')}${String((process.pid * 1000 + sequence) % 1_000_000).padStart(6, '0')}`;
  const subtotal = variant.price * quantity;
  const cashbackUsed = options.cashbackUsed ?? 0;
  const total = Math.max(subtotal - cashbackUsed, 0);
  const cod = method === 'COD';
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(sql`${productVariants.id} = ${variant.id} and ${productVariants.stock} >= ${quantity}`)
      .returning({ productId: productVariants.productId });
    if (taken.length === 0) throw new Error('not enough stock for the test order');
    const [product] = await tx
      .select({ code: products.code, slug: products.slug, name: products.name })
      .from(products)
      .where(eq(products.id, taken[0]!.productId));
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo,
        customerId: options.customerId,
        status: cod ? 'SHIPMENT' : 'PAYMENT',
        paymentMethod: method,
        delivery: options.delivery ?? {
          type: 'home',
          address: { firstname: 'สมหญิง', lastname: 'ใจงาม', phone: options.contactPhone ?? '0891234567' },
        },
        billing: null,
        contactPhone: options.contactPhone ?? '0891234567',
        locale: options.locale ?? 'th',
        subtotal,
        discountTotal: 0,
        shippingFee: 0,
        cashbackUsed,
        cashbackEarned: options.cashbackEarned ?? 0,
        vatIncluded: Math.round((total * 7) / 107),
        total,
        pricing: { adjustments: [] },
        expiresAt: cod ? null : options.expiresAt === undefined ? new Date(Date.now() + 60 * 60 * 1000) : options.expiresAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert answered no row');
    await tx.insert(orderLines).values({
      orderId: order.id,
      variantId: variant.id,
      productCode: product?.code ?? 'TEST',
      productSlug: product?.slug ?? 'test',
      name: product?.name ?? { th: 'สินค้า', en: 'Product' },
      image: '/media/test.webp',
      options: {},
      quantity,
      listPrice: variant.price,
      unitPrice: variant.price,
      lineTotal: subtotal,
      flashSaleId: options.flashSaleId ?? null,
    });
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: order.id, method, status: 'PENDING', amount: total })
      .returning({ id: payments.id });
    await tx.insert(orderEvents).values({ orderId: order.id, machine: 'order', fromState: null, toState: 'PAYMENT', actor: 'shopper' });
    await tx.insert(orderEvents).values({ orderId: order.id, machine: 'payment', fromState: null, toState: 'PENDING', actor: 'shopper' });
    if (cod)
      await tx
        .insert(orderEvents)
        .values({ orderId: order.id, machine: 'order', fromState: 'PAYMENT', toState: 'SHIPMENT', actor: 'system' });
    if (options.couponId) {
      await tx.insert(couponUses).values({ couponId: options.couponId, orderId: order.id, customerId: options.customerId, discount: 0 });
      await tx
        .update(coupons)
        .set({ used: sql`${coupons.used} + 1` })
        .where(eq(coupons.id, options.couponId));
      await tx
        .update(memberCoupons)
        .set({ used: sql`${memberCoupons.used} + 1` })
        .where(sql`${memberCoupons.couponId} = ${options.couponId} and ${memberCoupons.customerId} = ${options.customerId}`);
    }
    if (cashbackUsed > 0) {
      await tx
        .insert(cashbackEntries)
        .values({ customerId: options.customerId, type: 'BURN', status: 'COMPLETE', amount: -cashbackUsed, orderId: order.id });
    }
    return { id: order.id, orderNo, variantId: variant.id, paymentId: payment!.id, total };
  });
}

export interface PlainVariant {
  id: number;
  productId: number;
  price: number;
}

/**
 * `count` variants of different products that nothing but their price decides the order of: under ฿2,000 (COD's
 * ceiling is never in the way), no special price, promotion or flash sale, and their products' badges and flags
 * cleared (no NO_COD, no pickup-only).
 */
export async function plainVariants(db: Database, count: number): Promise<PlainVariant[]> {
  const result = await db.execute(sql`
    select distinct on (v.product_id) v.id, v.product_id, v.price from product_variants v
    where v.price < 200000 and v.special_price is null
      and not exists (select 1 from promotion_products p where p.product_id = v.product_id)
      and not exists (select 1 from flash_sale_items f where f.product_id = v.product_id)
    order by v.product_id, v.id limit ${count}`);
  const { rows } = result as unknown as { rows: Array<{ id: number; product_id: number; price: number }> };
  const variants = rows.map((row) => ({ id: Number(row.id), productId: Number(row.product_id), price: Number(row.price) }));
  if (variants.length < count) throw new Error(`only ${variants.length} plain variants in the seed`);
  await db.execute(
    sql`update products set badges = '{}', flags = '{}' where id in (${sql.join(
      variants.map((variant) => sql`${variant.productId}`),
      sql`, `,
    )})`,
  );
  return variants;
}

/** A flash sale of one product running now (from a minute ago for an hour, unless told otherwise); its id. */
export async function runningFlashSale(
  db: Database,
  item: { productId: number; flashPrice: number; quota: number; sold?: number; perCustomerLimit: number },
  { startsAt = new Date(Date.now() - 60_000), endsAt = new Date(Date.now() + 3_600_000) } = {},
): Promise<number> {
  const [sale] = await db
    .insert(flashSales)
    .values({ name: { th: 'แฟลชเซลล์ทดสอบ', en: 'Test flash sale' }, startsAt, endsAt })
    .returning({ id: flashSales.id });
  if (!sale) throw new Error('no sale');
  await db.insert(flashSaleItems).values({ flashSaleId: sale.id, sold: 0, position: 0, ...item });
  return sale.id;
}

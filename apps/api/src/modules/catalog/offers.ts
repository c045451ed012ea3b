import type { FlashSale, FlashSales, Promotion } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { flashSaleItems, flashSales, products, promotionProducts, promotions } from '../../db/schema/index.ts';
import { cardMap, cardsBy } from './cards.ts';
import { onSale } from './withdrawal.ts';

type FlashSaleRow = typeof flashSales.$inferSelect;

async function withItems(db: Database, sales: FlashSaleRow[], locale: Locale, now: Date): Promise<FlashSale[]> {
  if (sales.length === 0) return [];
  const items = await db
    .select()
    .from(flashSaleItems)
    .where(
      inArray(
        flashSaleItems.flashSaleId,
        sales.map((sale) => sale.id),
      ),
    )
    .orderBy(asc(flashSaleItems.position));
  const productIds = [...new Set(items.map((item) => item.productId))];
  // Withdrawn products have no card: their items are left out of the sale.
  const cardOf = await cardMap(db, 'id', productIds, locale);
  return sales.map((sale) => ({
    flash_sale_id: sale.id,
    name: pickText(sale.name, locale),
    status: sale.startsAt <= now ? ('running' as const) : ('upcoming' as const),
    starts_at: sale.startsAt.toISOString(),
    ends_at: sale.endsAt.toISOString(),
    items: items
      .filter((item) => item.flashSaleId === sale.id)
      .flatMap((item) => {
        const product = cardOf.get(item.productId);
        return product
          ? [{ product, flash_price: item.flashPrice, quota: item.quota, sold: item.sold, per_customer_limit: item.perCustomerLimit }]
          : [];
      }),
  }));
}

/** The sale running now (the one ending first when windows overlap) and the next three. */
export async function currentFlashSales(db: Database, locale: Locale, now = new Date()): Promise<FlashSales> {
  const open = await db
    .select()
    .from(flashSales)
    .where(gt(flashSales.endsAt, now))
    .orderBy(asc(flashSales.startsAt), asc(flashSales.endsAt));
  const running = open.filter((sale) => sale.startsAt <= now).sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime())[0];
  const upcoming = open.filter((sale) => sale.startsAt > now).slice(0, 3);
  const [runningAnswer, ...upcomingAnswers] = await withItems(db, running ? [running, ...upcoming] : upcoming, locale, now);
  return running
    ? { running: runningAnswer ?? null, upcoming: upcomingAnswers }
    : { running: null, upcoming: runningAnswer ? [runningAnswer, ...upcomingAnswers] : [] };
}

const PROMOTION_PREVIEW = 8;

/** Promotions live now, each with its product count and first products (in stock, best selling). */
export async function livePromotions(db: Database, locale: Locale): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        sql`(${promotions.startsAt} is null or ${promotions.startsAt} <= now())`,
        sql`(${promotions.endsAt} is null or ${promotions.endsAt} > now())`,
      ),
    )
    .orderBy(asc(promotions.position));
  return Promise.all(
    rows.map(async (promotion): Promise<Promotion> => {
      const [[total], preview] = await Promise.all([
        db
          .select({ total: count() })
          .from(promotionProducts)
          .innerJoin(products, eq(products.id, promotionProducts.productId))
          .where(and(eq(promotionProducts.promotionId, promotion.id), onSale)),
        db
          .select({ id: products.id })
          .from(promotionProducts)
          .innerJoin(products, eq(products.id, promotionProducts.productId))
          .where(and(eq(promotionProducts.promotionId, promotion.id), onSale))
          .orderBy(sql`(${products.stock} > 0) desc`, sql`${products.sold} desc`)
          .limit(PROMOTION_PREVIEW),
      ]);
      return {
        promotion_id: promotion.id,
        slug: promotion.slug,
        kind: promotion.kind,
        title: pickText(promotion.title, locale),
        description: pickText(promotion.description, locale),
        banner: `/media/promotions/${promotion.slug}.webp`,
        starts_at: promotion.startsAt?.toISOString() ?? null,
        ends_at: promotion.endsAt?.toISOString() ?? null,
        product_count: total?.total ?? 0,
        products: await cardsBy(
          db,
          'id',
          preview.map((row) => row.id),
          locale,
        ),
      };
    }),
  );
}

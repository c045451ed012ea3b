import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { orderLines, orders, products, reviews } from '../../db/schema/index.ts';

/**
 * Completing an order opens one WAITING review per bought line (the order's openReviews effect). A row, not a query
 * over completed orders, because the member's pages address a waiting review by its review_id (spec §4 lists append by
 * review_id; add-media takes a review_id before the review is written). Free gifts are not reviewed. Repeating the
 * effect opens nothing twice: one review per order line is a unique index.
 */
export async function openReviewsOf(tx: Transaction, orderId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${reviews} (order_line_id, customer_id, product_id, status, variations)
    select line.id, ${orders.customerId}, ${products.id}, 'WAITING', line.options
    from ${orderLines} as line
    join ${orders} on ${orders.id} = line.order_id
    join ${products} on ${products.code} = line.product_code
    where line.order_id = ${orderId} and not line.is_gift
    on conflict (order_line_id) do nothing`);
}

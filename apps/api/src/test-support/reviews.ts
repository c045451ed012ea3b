import { and, eq } from 'drizzle-orm';
import { orderLines, reviews } from '../db/schema/index.ts';
import type { Member } from './members.ts';
import { createTestOrder } from './orders.ts';
import { signedHeaders } from './signed-headers.ts';
import { deskOrderMoves } from './staff.ts';
import { call, type TestApp } from './test-app.ts';

/**
 * A COD order of one variant the member received: staff ship it, the member confirms receipt (COMPLETED), which opens
 * its review. Answers the waiting review's id.
 */
export async function receivedOrderReview(shop: TestApp, member: Member, variantId?: number): Promise<number> {
  const order = await createTestOrder(shop.db, {
    customerId: member.session.user_id,
    paymentMethod: 'COD',
    ...(variantId ? { variantId } : {}),
  });
  await deskOrderMoves(shop.app, order.orderNo, 'ship');
  const confirmed = await call(shop.app, 'PUT', `/orders/${order.id}/confirm-receipt`, { token: member.session.access_token });
  if (confirmed.json().data?.status !== 'COMPLETED') throw new Error(`confirm-receipt failed: ${confirmed.body}`);
  const [review] = await shop.db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.id, reviews.orderLineId))
    .where(and(eq(orderLines.orderId, order.id), eq(reviews.status, 'WAITING')));
  if (!review) throw new Error('completing the order opened no review');
  return review.id;
}

/** A multipart POST reviews/add-media as the browser's FormData sends it (the file part first, as some browsers do). */
export async function uploadReviewMedia(shop: TestApp, member: Member, reviewId: number | string, file: Buffer, filename = 'photo.jpg') {
  const boundary = '----talad-review-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="review_id"\r\n\r\n${reviewId}\r\n--${boundary}--\r\n`),
  ]);
  const headers = await signedHeaders('/reviews/add-media', { accessToken: member.session.access_token, language: 'en' });
  return shop.app.inject({
    method: 'POST',
    url: '/reviews/add-media',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** Writes (or rewrites) a review through PUT reviews/write-review. */
export function writeReview(shop: TestApp, member: Member, reviewId: number, ratings: [number, number, number], comment = '', extra = {}) {
  return call(shop.app, 'PUT', '/reviews/write-review', {
    token: member.session.access_token,
    language: 'en',
    body: {
      review_id: reviewId,
      product_quality_rating: ratings[0],
      shipping_service_rating: ratings[1],
      sales_service_rating: ratings[2],
      comment,
      ...extra,
    },
  });
}

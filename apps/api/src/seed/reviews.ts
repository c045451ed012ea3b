import { scoreTenthsOf } from '@talad/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import {
  customers,
  orderLines,
  orders,
  payments,
  productVariants,
  products,
  reviewLikes,
  reviewMedia,
  reviews,
} from '../db/schema/index.ts';
import { seededRandom, type Random } from './catalog/random.ts';
import { insertRowsAsJson } from './rows-as-json.ts';

/**
 * Reviews on the product pages: members who bought and received the product (a COMPLETED order each) wrote them in
 * Thai or English with varied stars, some with photos, and liked each other's. The first demo member also has
 * received orders whose lines still wait for a review. Written set-wise in a few statements, so the seed stays quick.
 */

const REVIEWERS: Array<[string, string]> = [
  ['กนกวรรณ', 'สุขใจ'],
  ['ธนพล', 'วงศ์ใหญ่'],
  ['ปิยะนุช', 'แก้วมณี'],
  ['อนุชา', 'ทองดี'],
  ['สุภาพร', 'รุ่งเรือง'],
  ['วีระ', 'ศรีวงศ์'],
  ['ณัฐธิดา', 'พูลสวัสดิ์'],
  ['Kittipong', 'Chaiyaporn'],
  ['Natcha', 'Boonmee'],
  ['Emily', 'Carter'],
  ['พิมพ์ชนก', 'อินทร์แก้ว'],
  ['ชัยวัฒน์', 'มีสุข'],
  ['ศิริพร', 'จันทร์เพ็ญ'],
  ['Daniel', 'Nguyen'],
  ['อรอุมา', 'ประเสริฐ'],
  ['ภานุวัฒน์', 'สายทอง'],
  ['Pimchanok', 'Srisuk'],
  ['จิราพร', 'บุญมา'],
  ['สมศักดิ์', 'เพชรรัตน์'],
  ['Lalita', 'Wongsa'],
  ['ธีรวัฒน์', 'ใจงาม'],
  ['วรรณา', 'คำแสน'],
  ['James', 'Miller'],
  ['เบญจวรรณ', 'นาคสวัสดิ์'],
];

/** What people write, by how they felt: good (4–5), middling (3), poor (1–2). */
const COMMENTS: Record<'good' | 'middling' | 'poor', string[]> = {
  good: [
    'ของดีมากค่ะ ตรงปก ส่งไวเกินคาด แพ็คมาอย่างดี',
    'คุณภาพดีเกินราคา ใช้มาสองอาทิตย์แล้วยังโอเคมาก',
    'สั่งครั้งที่สองแล้ว ประทับใจทุกครั้ง แนะนำเลยครับ',
    'สีสวยเหมือนในรูป ขนาดพอดี คนขายตอบไวมาก',
    'ได้รับของภายในสองวัน กล่องไม่บุบเลย ขอบคุณค่ะ',
    'Great quality for the price, arrived well packed and earlier than expected.',
    'Exactly as described. Second time buying, still very happy with it.',
    'Fast delivery and the seller answered my questions quickly. Recommended!',
    '',
  ],
  middling: [
    'โดยรวมโอเค แต่สีอ่อนกว่าในรูปนิดหน่อย',
    'ใช้ได้ตามราคา ส่งช้าไปหนึ่งวัน',
    'ของตรงปก แต่กล่องบุบมาเล็กน้อย',
    'It is fine for everyday use, but the finish could be better.',
    'Decent product, delivery took a little longer than promised.',
  ],
  poor: [
    'ไม่ตรงปก ขนาดเล็กกว่าที่คิดมาก',
    'ของมีตำหนิ ติดต่อร้านแล้วยังไม่ได้คำตอบ',
    'The item arrived scratched and the box was damaged.',
    'Smaller than it looks in the photos, not worth the price for me.',
  ],
};

function ratingsOf(random: Random): [number, number, number] {
  // Most buyers are happy; a few are not: a shop's reviews lean to 4–5 stars.
  const mood = random.next();
  const base = mood < 0.62 ? 5 : mood < 0.85 ? 4 : mood < 0.93 ? 3 : mood < 0.97 ? 2 : 1;
  const near = () => Math.min(5, Math.max(1, base + random.pick([0, 0, 0, -1, 1])));
  return [base, near(), near()];
}

const moodOf = (score: number) => (score >= 4 ? 'good' : score >= 3 ? 'middling' : 'poor');
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The products the reviewers bought are drawn from the catalogue's first 100,000 (which mix every kind of the shop):
 * past that, 24 reviewers would each have received 50,000 orders at a million products, and the seed would spend its
 * time writing them.
 */
const REVIEWED_FROM_FIRST = 100_000;

interface Bought {
  productId: number;
  code: string;
  slug: string;
  name: { th: string; en?: string };
  variantId: number;
  options: Record<string, string>;
  price: number;
  /** How many pictures the product has: a shopper's photo stands in as one of them. */
  pictures: number;
}

async function reviewerIds(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .insert(customers)
    .values(
      REVIEWERS.map(([firstname, lastname], index) => ({
        role: 'user' as const,
        email: `reviewer${index + 1}.demo@talad.example`,
        firstname,
        lastname,
        acceptPolicyAt: new Date(),
      })),
    )
    .returning({ id: customers.id });
  return rows.map((row) => row.id);
}

/** One COMPLETED COD order of one unit per purchase, delivered to a Bangkok condo and paid; answers their lines' ids. */
async function completedOrders(
  tx: Transaction,
  purchases: Array<{ customerId: string; bought: Bought; placedAt: Date }>,
  sequence: { next: number },
) {
  const orderRows = purchases.map(({ customerId, bought, placedAt }) => {
    sequence.next += 1;
    const day = placedAt.toISOString().slice(2, 10).replaceAll('-', '');
    return {
      orderNo: `TL${day}9${String(sequence.next).padStart(5, '0')}`,
      customerId,
      status: 'COMPLETED',
      paymentMethod: 'COD' as const,
      delivery: { type: 'home', seeded: true },
      contactPhone: '0990009999',
      locale: 'th',
      subtotal: bought.price,
      discountTotal: 0,
      shippingFee: 0,
      cashbackUsed: 0,
      cashbackEarned: 0,
      vatIncluded: Math.round((bought.price * 7) / 107),
      total: bought.price,
      pricing: { lines: [], discounts: [] },
      expiresAt: null,
      placedAt,
      updatedAt: new Date(placedAt.getTime() + 4 * DAY_MS),
    };
  });
  const placed = await insertRowsAsJson<(typeof orderRows)[number], { id: string; order_no: string }>(
    tx,
    orders,
    orderRows,
    sql`${orders.id}, ${orders.orderNo}`,
  );
  const orderIdOf = new Map(placed.map((row) => [row.order_no, row.id]));
  // Each was paid in cash to the courier as it was delivered: its COD attempt is PAID, as collectCod leaves it.
  await insertRowsAsJson(
    tx,
    payments,
    orderRows.map((row) => ({
      orderId: orderIdOf.get(row.orderNo),
      method: 'COD',
      status: 'PAID',
      amount: row.total,
      paidAt: row.updatedAt,
      createdAt: row.placedAt,
    })),
  );
  const lines = await insertRowsAsJson<Record<string, unknown>, { id: number; order_id: string }>(
    tx,
    orderLines,
    purchases.map(({ bought }, index) => ({
      orderId: orderIdOf.get(orderRows[index]!.orderNo),
      variantId: bought.variantId,
      productCode: bought.code,
      productSlug: bought.slug,
      name: bought.name,
      image: `/media/products/${bought.code}/1.webp`,
      options: bought.options,
      quantity: 1,
      listPrice: bought.price,
      unitPrice: bought.price,
      lineTotal: bought.price,
    })),
    sql`${orderLines.id}, ${orderLines.orderId}`,
  );
  // One line per order: each purchase's line is its order's.
  const lineOf = new Map(lines.map((line) => [line.order_id, line.id]));
  const lineIds = orderRows.map((row) => lineOf.get(orderIdOf.get(row.orderNo) ?? '') as number);
  return lineIds;
}

/** The demo member whose my-review pages show both lists (สมชาย, REGULAR). */
const DEMO_REVIEWER_PHONE = '0990000001';

export async function insertDemoReviews(tx: Transaction, now = new Date()) {
  const [demoMember] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.phone, DEMO_REVIEWER_PHONE));
  if (!demoMember) throw new Error('the demo members are seeded before their reviews');
  const demoMemberId = demoMember.id;
  const random = seededRandom(20_261_114);
  const catalog: Bought[] = (
    await tx
      .select({
        productId: products.id,
        code: products.code,
        slug: products.slug,
        name: products.name,
        pictures: products.imageCount,
        variantId: productVariants.id,
        options: productVariants.options,
        price: productVariants.price,
      })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(sql`${productVariants.position} = 1`)
      .orderBy(asc(products.id))
      .limit(REVIEWED_FROM_FIRST)
  ).map((row) => ({ ...row, name: row.name as Bought['name'] }));
  const reviewers = await reviewerIds(tx);
  const sequence = { next: 0 };

  // About three products in ten have reviews, 1–7 each from different reviewers.
  const written: Array<{ customerId: string; bought: Bought; placedAt: Date }> = [];
  for (const bought of catalog) {
    if (!random.chance(0.3)) continue;
    for (const customerId of random.some(reviewers, random.int(1, 7))) {
      written.push({ customerId, bought, placedAt: new Date(now.getTime() - random.int(8, 200) * DAY_MS) });
    }
  }
  const writtenLines = await completedOrders(tx, written, sequence);
  const planned = written.map(({ customerId, bought, placedAt }, index) => {
    const ratings = ratingsOf(random);
    const scoreTenths = scoreTenthsOf(ratings);
    // Other reviewers found half of the reviews helpful.
    const likers = random.chance(0.5) ? random.some(reviewers, random.int(1, 6)).filter((id) => id !== customerId) : [];
    const row = {
      orderLineId: writtenLines[index]!,
      customerId,
      productId: bought.productId,
      status: 'REVIEWED',
      variations: bought.options,
      productQualityRating: ratings[0],
      shippingServiceRating: ratings[1],
      salesServiceRating: ratings[2],
      scoreTenths,
      comment: random.pick(COMMENTS[moodOf(scoreTenths / 10)]),
      likes: likers.length,
      // No more photos than the product has pictures (a third photo of a two-picture product was a 404).
      readyPhotos: random.chance(0.25) ? random.int(1, Math.min(3, bought.pictures)) : 0,
      openedAt: new Date(placedAt.getTime() + 4 * DAY_MS),
      reviewedAt: new Date(placedAt.getTime() + random.int(5, 7) * DAY_MS),
    };
    return { row, code: bought.code, likers };
  });
  const inserted = await insertRowsAsJson<(typeof planned)[number]['row'], { id: number; order_line_id: number }>(
    tx,
    reviews,
    planned.map((plan) => plan.row),
    sql`${reviews.id}, ${reviews.orderLineId}`,
  );
  const reviewIdOf = new Map(inserted.map((row) => [row.order_line_id, row.id]));
  const reviewId = (plan: (typeof planned)[number]) => reviewIdOf.get(plan.row.orderLineId) as number;
  // Shoppers' photos of the product: the shop's own drawings of it (served by /media in the asked width) stand in
  // for the camera, as the seed has no upload storage to write to.
  await insertRowsAsJson(
    tx,
    reviewMedia,
    planned.flatMap((plan) =>
      Array.from({ length: plan.row.readyPhotos }, (_, photo) => ({
        reviewId: reviewId(plan),
        kind: 'IMAGE',
        status: 'READY',
        fileKey: `products/${plan.code}/${photo + 1}.webp?w=1024`,
        thumbnailKey: `products/${plan.code}/${photo + 1}.webp?w=320`,
        width: 1024,
        height: 1024,
      })),
    ),
  );
  await insertRowsAsJson(
    tx,
    reviewLikes,
    planned.flatMap((plan) => plan.likers.map((customerId) => ({ reviewId: reviewId(plan), customerId }))),
  );

  // The first demo member received three products lately: one reviewed, two waiting (the my-review page's both lists).
  const received = random
    .some(catalog, 3)
    .map((bought, index) => ({ customerId: demoMemberId, bought, placedAt: new Date(now.getTime() - (10 + index) * DAY_MS) }));
  const [reviewedLine, ...waitingLines] = await completedOrders(tx, received, sequence);
  await tx.insert(reviews).values([
    {
      orderLineId: reviewedLine!,
      customerId: demoMemberId,
      productId: received[0]!.bought.productId,
      status: 'REVIEWED',
      variations: received[0]!.bought.options,
      productQualityRating: 5,
      shippingServiceRating: 4,
      salesServiceRating: 5,
      scoreTenths: scoreTenthsOf([5, 4, 5]),
      comment: 'ใช้ดีมาก คุ้มราคา จะกลับมาซื้ออีกแน่นอน',
      reviewedAt: new Date(now.getTime() - 3 * DAY_MS),
    },
    ...waitingLines.map((orderLineId, index) => ({
      orderLineId,
      customerId: demoMemberId,
      productId: received[index + 1]!.bought.productId,
      status: 'WAITING',
      variations: received[index + 1]!.bought.options,
    })),
  ]);
}

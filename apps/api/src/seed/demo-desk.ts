import type { DeliveryChoice } from '@talad/contract';
import type { PaymentMethod } from '@talad/domain';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { addresses, customers, productVariants, products, sevenElevenStores, staff } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { staffActor } from '../modules/audit/index.ts';
import { placeOrder, type CheckoutSettings } from '../modules/checkout/index.ts';
import { deskMove } from '../modules/order/index.ts';
import { hashPassword, PRIVACY_POLICY_VERSION } from '../modules/identity/index.ts';
import { seededRandom } from './catalog/random.ts';
import { DEMO_AREAS, DEMO_MEMBER_PASSWORD } from './demo-members.ts';

/**
 * The back office's desk on the demo shop's first day (issue #26): today's orders in every queue the desk works
 * through — to pack, packed for the carrier, on their way, waiting at a 7-Eleven store with its pickup code, a failed
 * delivery, waiting for payment, cancelled. They are placed by
 * the shop's own checkout (placeOrder: stock taken, lines frozen, payment attempt, history, the shopper's message)
 * and moved by the demo packer through the desk's own moves (deskMove: the state tables' guard and one audit entry
 * each), so each reads as a real order does on every screen. Cash on delivery and PromptPay only: a card payment
 * would need the sandbox gateway to know it, and its refund would be refused there.
 */
const DESK_BUYERS = [
  { phone: '0990002001', email: 'pim.desk@talad.example', firstname: 'พิมพ์ชนก', lastname: 'แสงทอง', area: 'silom', type: 'condo' },
  { phone: '0990002002', email: 'anan.desk@talad.example', firstname: 'อนันต์', lastname: 'บุญมา', area: 'sriPhum', type: 'home' },
  { phone: '0990002003', email: 'kanya.desk@talad.example', firstname: 'Kanya', lastname: 'Rattanakul', area: 'lumphini', type: 'office' },
  { phone: '0990002004', email: 'nok.desk@talad.example', firstname: 'นกน้อย', lastname: 'ใจงาม', area: 'talatYai', type: 'home' },
  { phone: '0990002005', email: 'tawan.desk@talad.example', firstname: 'ตะวัน', lastname: 'ศรีวิไล', area: 'silom', type: 'home' },
  { phone: '0990002006', email: 'james.desk@talad.example', firstname: 'James', lastname: 'Wilson', area: 'lumphini', type: 'condo' },
] as const;

type DeskStage = 'unpaid' | 'to-pack' | 'packed' | 'shipped' | 'departed' | 'at-store' | 'failed' | 'cancelled';

/** How many of today's orders stand at each stage, and the desk's moves that bring a COD order there. */
const STAGES: Array<{ stage: DeskStage; count: number; moves: Array<'pack' | 'ship' | 'depart' | 'pickup' | 'fail' | 'cancel'> }> = [
  { stage: 'unpaid', count: 3, moves: [] },
  // A COD order's parcel opens (SHIPPING, not yet packed) as it is placed: these wait for the packer.
  { stage: 'to-pack', count: 7, moves: [] },
  { stage: 'packed', count: 3, moves: ['pack'] },
  { stage: 'shipped', count: 4, moves: ['ship'] },
  { stage: 'departed', count: 3, moves: ['ship', 'depart'] },
  // Addressed to a 7-Eleven store and waiting there with its pickup code (decision 0070).
  { stage: 'at-store', count: 1, moves: ['ship', 'depart', 'pickup'] },
  { stage: 'failed', count: 1, moves: ['ship', 'depart', 'fail'] },
  { stage: 'cancelled', count: 1, moves: ['cancel'] },
];

const CARRIERS = ['Kerry Express', 'Flash Express', 'Thailand Post EMS', 'J&T Express'] as const;

async function insertDeskBuyers(tx: Transaction, now: Date) {
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const buyers: Array<{ customerId: string; addressId: string }> = [];
  for (const buyer of DESK_BUYERS) {
    const [customer] = await tx
      .insert(customers)
      .values({
        role: 'user',
        phone: buyer.phone,
        email: buyer.email,
        passwordHash,
        firstname: buyer.firstname,
        lastname: buyer.lastname,
        acceptPolicyAt: now,
        acceptPolicyVersion: PRIVACY_POLICY_VERSION,
      })
      .returning({ id: customers.id });
    const [address] = await tx
      .insert(addresses)
      .values({
        customerId: customer!.id,
        kind: 'AddressShipping',
        type: buyer.type,
        firstname: buyer.firstname,
        lastname: buyer.lastname,
        phone: buyer.phone,
        addressLine: `${88 + buyers.length * 7}/${buyers.length + 3} ถนนสุขุมวิท`,
        isDefault: true,
        ...DEMO_AREAS[buyer.area],
      })
      .returning({ id: addresses.id });
    buyers.push({ customerId: customer!.id, addressId: address!.id });
  }
  return buyers;
}

/** Variants that a home delivery paid on delivery can take: in stock, on sale, and under the COD limit. */
async function deskVariants(tx: Transaction, codMax: number) {
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        isNull(products.withdrawnAt),
        gte(productVariants.stock, 20),
        sql`${productVariants.price} <= ${Math.floor(codMax / 2)}`,
        sql`not (${products.badges} && array['NO_COD', 'SEVEN_ELEVEN_ONLY']::text[])`,
        sql`not ('AT_7-ELEVEN' = any(${products.flags}))`,
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(400);
  return rows.map((row) => row.id);
}

/**
 * One order of a few items, placed as the buyer would place it today. The checkout may refuse a draw for reasons of the
 * day (a promotion's gift that cannot be paid on delivery, a flash sale's limit, the COD ceiling): such a draw is rolled
 * back to its savepoint and another is drawn.
 */
async function placeDeskOrder(
  tx: Transaction,
  buyer: { customerId: string; addressId: string; storeDelivery: DeliveryChoice | null },
  method: PaymentMethod,
  draw: () => Array<{ variant_id: number; quantity: number }>,
  settings: CheckoutSettings,
  now: Date,
) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const delivery: DeliveryChoice = buyer.storeDelivery ?? { type: 'home', address_id: buyer.addressId };
    const body = { items: draw(), delivery, payment_method: method };
    try {
      return await tx.transaction((savepoint) =>
        placeOrder(savepoint, { customerId: buyer.customerId, locale: 'th' }, body, settings, now),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  throw new Error('the demo desk drew no items the checkout would take');
}

/** A pickup at one of the seeded 7-Eleven stores, for the buyer of the `placed`-th order. */
async function storeDeliveryOf(tx: Transaction, placed: number): Promise<DeliveryChoice> {
  const [store] = await tx.select({ id: sevenElevenStores.id }).from(sevenElevenStores).orderBy(asc(sevenElevenStores.id)).limit(1);
  const buyer = DESK_BUYERS[(placed - 1) % DESK_BUYERS.length]!;
  if (!store) throw new Error('the 7-Eleven stores are seeded before the desk');
  return { type: 'store7_11', store_id: store.id, recipient_name: `${buyer.firstname} ${buyer.lastname}`, recipient_phone: buyer.phone };
}

export async function insertDemoDesk(tx: Transaction, settings: CheckoutSettings, now = new Date()) {
  const [packer] = await tx.select().from(staff).where(eq(staff.email, 'packer@talad.local'));
  if (!packer) throw new Error('the demo staff are seeded before their desk');
  const caller = { actor: staffActor(packer) };
  const buyers = await insertDeskBuyers(tx, now);
  const variants = await deskVariants(tx, settings.codMax);
  const random = seededRandom(20_261_128);
  let placed = 0;
  for (const { stage, count, moves } of STAGES) {
    for (let index = 0; index < count; index += 1) {
      const buyer = buyers[placed % buyers.length]!;
      placed += 1;
      const method: PaymentMethod = stage === 'unpaid' ? 'PROMPTPAY' : 'COD';
      const order = await placeDeskOrder(
        tx,
        { ...buyer, storeDelivery: stage === 'at-store' ? await storeDeliveryOf(tx, placed) : null },
        method,
        () => random.some(variants, random.int(1, 2)).map((variantId) => ({ variant_id: variantId, quantity: random.int(1, 2) })),
        settings,
        now,
      );
      for (const action of moves) {
        const body =
          action === 'ship'
            ? { carrier: random.pick(CARRIERS), tracking_no: `TH${String(random.int(1e9, 9e9))}` }
            : action === 'fail'
              ? { reason: 'ไม่มีผู้รับสินค้า โทรไม่ติด' }
              : action === 'cancel'
                ? { reason: 'ลูกค้าขอยกเลิกทางโทรศัพท์' }
                : undefined;
        await deskMove(tx, order.order_no, action, body, caller);
      }
    }
  }
}

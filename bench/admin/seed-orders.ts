/**
 * The orders desk's benches' orders (issue #26): `count` orders of `members` new members written straight into the
 * database — newest first one a minute apart, in the states a shop that has run a while holds them, one line and one
 * payment attempt each — as bench/admin/orders.ts and bench/admin/render-cpu.ts measure them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';

/** The members' first names, one in ten members each: a common name matches a tenth of the orders. */
export const FIRST_NAMES = ['สมชาย', 'สมหญิง', 'กนกวรรณ', 'ประเสริฐ', 'วิไลวรรณ', 'Somchai', 'Kanokwan', 'Anan', 'Malee', 'Preecha'];

export async function seedBenchOrders(db: Database, count: number, members: number): Promise<void> {
  await db.execute(sql`
    insert into customers (role, phone, email, firstname, lastname)
    select 'user', '09' || lpad(i::text, 8, '0'), 'bench' || i || '@example.com',
      (string_to_array(${FIRST_NAMES.join(',')}, ','))[1 + i % ${FIRST_NAMES.length}], 'นามสกุล' || i
    from generate_series(1, ${members}) as i`);
  // Newest first one a minute apart; states as a shop that has run a while holds them; one line and one attempt each.
  await db.execute(sql`
    with members as (select id, row_number() over (order by id) as n from customers where email like 'bench%@example.com'),
    placed as (
      insert into orders (order_no, customer_id, status, payment_method, delivery, contact_phone, locale, subtotal, discount_total,
        shipping_fee, cashback_used, cashback_earned, vat_included, total, pricing, created_at, updated_at)
      select 'TB' || lpad(i::text, 12, '0'), m.id,
        (array['COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','RECEIPT','SHIPMENT','PAYMENT','CANCELLED'])[1 + i % 10],
        'CREDITCARD',
        jsonb_build_object('type', 'home', 'address', jsonb_build_object('firstname', 'ผู้รับ' || (i % 5000), 'lastname', 'ทดสอบ', 'phone', '08' || lpad((i % 90000000)::text, 8, '0'))),
        '08' || lpad((i % 90000000)::text, 8, '0'), 'th', 50000, 0, 0, 0, 0, 3271, 50000, '{}',
        now() - make_interval(mins => i), now()
      from generate_series(1, ${count}) as i join members m on m.n = 1 + i % ${members}
      returning id, status
    ),
    lines as (
      insert into order_lines (order_id, variant_id, product_code, product_slug, name, image, options, quantity, list_price, unit_price, line_total)
      select id, 1, 'BENCH', 'bench', '{"th": "สินค้า", "en": "Product"}', '/media/bench.webp', '{}', 1, 50000, 50000, 50000 from placed
    )
    insert into payments (order_id, method, status, amount)
    select id, 'CREDITCARD', case when status = 'PAYMENT' then 'PENDING' when status = 'CANCELLED' then 'CANCELLED' else 'PAID' end, 50000
    from placed`);
}

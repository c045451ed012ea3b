import type { AdminCustomerDetail, AdminCustomersPage } from '@talad/contract';
import { ERRORS, maskContact, type StaffRole } from '@talad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackEntries, customers, supportCases } from '../../db/schema/index.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';

/** The back office's customers (issue #26): search, detail, and contacts masked without customers.pii. */

let shop: TestApp;
/** Support reads customers without PII; a manager holds customers.pii. */
let support: { authorization: string };
let manager: { authorization: string };
const tag = `t${process.pid}`;
let somchai: { id: string; phone: string; email: string };

async function member(values: {
  firstname: string;
  lastname: string;
  phone: string;
  email: string | null;
  yearlySpend?: number;
  createdAt?: Date;
}) {
  const [row] = await shop.db
    .insert(customers)
    .values({ role: 'user', ...values })
    .returning({ id: customers.id });
  return row!.id;
}

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  support = await staffSession(shop.app, 'support');
  manager = await staffSession(shop.app, 'manager');
  const phone = `09${String(process.pid % 100_000_000).padStart(8, '0')}`;
  const email = `somchai.${tag}@example.com`;
  // Joined after every seeded member: the seed's dates are moved to this file's start, and its newest members (the
  // reviewers) landed on or after a member made here on PostgreSQL (same millisecond or later).
  const joined = new Date(Date.now() + 60 * 60_000);
  somchai = {
    id: await member({ firstname: `Somchai${tag}`, lastname: 'Jaidee', phone, email, yearlySpend: 5_000_000, createdAt: joined }),
    phone,
    email,
  };
  await member({ firstname: `Somying${tag}`, lastname: 'Jaigam', phone: `06${phone.slice(2)}`, email: null });
}, 120_000);
afterAll(() => shop.close());

const admin = (url: string, headers = support) => adminCall(shop.app, 'GET', url, { headers, language: 'en' });
const list = async (query: string, headers = support) =>
  (await admin(`/admin/customers?${query}`, headers)).json().data as AdminCustomersPage;
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;

describe('the customers list (issue #26)', () => {
  it('finds members by a part of the name; phone and e-mail masked without customers.pii, whole with it', async () => {
    const masked = await list(`q=somchai${tag}`);
    expect(masked).toMatchObject({ contact_masked: true, approximate_total: 1, total_exact: true, next_cursor: null });
    expect(masked.items).toEqual([
      expect.objectContaining({
        customer_id: somchai.id,
        name: `Somchai${tag} Jaidee`,
        phone: maskContact(somchai.phone),
        email: maskContact(somchai.email),
        tier: expect.any(String),
        yearly_spend: 5_000_000,
        deleted: false,
      }),
    ]);
    expect(masked.items[0]!.phone).toMatch(/^0\dx-xxx-\d{4}$/);
    const whole = await list(`q=somchai${tag}`, manager);
    expect(whole.contact_masked).toBe(false);
    expect(whole.items[0]).toMatchObject({ phone: somchai.phone, email: somchai.email });
  });

  it('finds a member by a whole phone or e-mail without customers.pii, but not by a part of one (no digit-by-digit probing)', async () => {
    expect((await list(`q=${somchai.phone}`)).items.map((item) => item.customer_id)).toEqual([somchai.id]);
    expect((await list(`q=${encodeURIComponent(`+66${somchai.phone.slice(1)}`)}`)).items.map((item) => item.customer_id)).toEqual([
      somchai.id,
    ]);
    expect((await list(`q=${encodeURIComponent(somchai.email.toUpperCase())}`)).items.map((item) => item.customer_id)).toEqual([
      somchai.id,
    ]);
    const part = somchai.phone.slice(2, 8);
    expect((await list(`q=${part}`)).items).toEqual([]);
    expect((await list(`q=${encodeURIComponent(`somchai.${tag}@`)}`)).items).toEqual([]);
    // With customers.pii a part finds it.
    expect((await list(`q=${part}`, manager)).items.map((item) => item.customer_id)).toContain(somchai.id);
    expect((await list(`q=${encodeURIComponent(`somchai.${tag}@`)}`, manager)).items.map((item) => item.customer_id)).toEqual([somchai.id]);
  });

  it('lists members only, newest first, in keyset pages that neither repeat nor skip; a forged cursor is refused', async () => {
    const guest = await loginAsGuest(shop.app);
    const all = await list('size=100');
    expect(all.items.map((item) => item.customer_id)).not.toContain(guest.user_id);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminCustomersPage = await list(`size=3${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...page.items.map((item) => item.customer_id));
      cursor = page.next_cursor;
    } while (cursor && walked.length < all.items.length);
    expect(walked.slice(0, all.items.length)).toEqual(all.items.map((item) => item.customer_id));
    expect(all.items.slice(0, 2).map((item) => item.customer_id)).toContain(somchai.id);
    expect(codeOf(await admin('/admin/customers?cursor=WyJ4Il0'))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await admin(`/admin/customers?q=${'x'.repeat(101)}`))).toBe(ERRORS.BAD_REQUEST.code);
  });
});

describe('one customer (issue #26)', () => {
  it('shows their tier, newest orders, cashback ledger with its balance, and cases — masked without customers.pii', async () => {
    const order = await createTestOrder(shop.db, { customerId: somchai.id, paymentMethod: 'COD' });
    await shop.db.insert(cashbackEntries).values([
      { customerId: somchai.id, type: 'PROMOTION', status: 'COMPLETE', amount: 5_000, sourceKey: `promo-${tag}` },
      { customerId: somchai.id, type: 'BURN', status: 'COMPLETE', amount: -1_500, orderId: order.id },
    ]);
    await shop.db.insert(supportCases).values({
      caseNo: `CS${String(process.pid).padStart(12, '0').slice(-12)}`,
      customerId: somchai.id,
      topic: 'other',
      status: 'OPEN',
      locale: 'th',
    });
    const detail = (await admin(`/admin/customers/${somchai.id}`)).json().data as AdminCustomerDetail;
    expect(detail).toMatchObject({
      customer_id: somchai.id,
      phone: maskContact(somchai.phone),
      contact_masked: true,
      tier: 'VIP',
      orders: { total: 1, recent: [{ order_id: order.id, order_no: order.orderNo, total: expect.any(Number) }] },
      cashback: { balance: 3_500, total: 2 },
      cases: { total: 1, recent: [{ status: 'OPEN', topic: 'other', order_no: null }] },
    });
    expect(detail.cashback.recent.map((entry) => [entry.type, entry.amount, entry.order_no])).toEqual([
      ['BURN', -1_500, order.orderNo],
      ['PROMOTION', 5_000, null],
    ]);
    expect((await admin(`/admin/customers/${somchai.id}`, manager)).json().data).toMatchObject({
      phone: somchai.phone,
      contact_masked: false,
    });
  });

  it('answers 404 for an unknown id or a guest, 400 for a malformed one', async () => {
    const guest = await loginAsGuest(shop.app);
    expect(codeOf(await admin('/admin/customers/00000000-0000-4000-8000-000000000000'))).toBe(ERRORS.CUSTOMER_NOT_FOUND.code);
    expect(codeOf(await admin(`/admin/customers/${guest.user_id}`))).toBe(ERRORS.CUSTOMER_NOT_FOUND.code);
    expect(codeOf(await admin('/admin/customers/not-an-id'))).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('is open to the roles with customers.read only', async () => {
    const allowed: Record<StaffRole, boolean> = { owner: true, manager: true, support: true, packer: false, content: false };
    for (const [role, may] of Object.entries(allowed) as [StaffRole, boolean][]) {
      const headers = await staffSession(shop.app, role);
      for (const url of ['/admin/customers', `/admin/customers/${somchai.id}`])
        expect({ role, url, code: codeOf(await admin(url, headers)) }).toEqual({
          role,
          url,
          code: may ? 200 : ERRORS.STAFF_FORBIDDEN.code,
        });
    }
  });
});

import type { SessionRecord } from '@talad/domain';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema/index.ts';
import { call, loginAsGuest, type TestApp } from './test-app.ts';

let nextPhone = 0;

/** A fresh Thai mobile number per call, unique within a test file. */
export function newPhone(): string {
  nextPhone += 1;
  return `08${String(process.pid % 100).padStart(2, '0')}${String(nextPhone).padStart(6, '0')}`;
}

/** The code of the newest message the outbox holds for an address. */
export async function latestCode(shop: TestApp, to: string): Promise<string> {
  const [message] = await shop.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.id)).limit(1);
  if (!message?.code) throw new Error(`no code was sent to ${to}`);
  return message.code;
}

export interface Member {
  phone: string;
  password: string;
  session: SessionRecord;
}

/** The whole registration journey through the API: guest → phone → code from the outbox → profile. */
export async function registerMember(
  shop: TestApp,
  overrides: { phone?: string; password?: string; email?: string; ip?: string } = {},
): Promise<Member> {
  const phone = overrides.phone ?? newPhone();
  const password = overrides.password ?? 'Talad-shop-2026';
  const remoteAddress = overrides.ip ?? `198.51.100.${(nextPhone % 250) + 1}`;
  const guest = await loginAsGuest(shop.app, remoteAddress);
  const ticket = (await call(shop.app, 'POST', '/auth/register/otp', { body: { phone }, remoteAddress })).json().data;
  const verified = await call(shop.app, 'POST', '/auth/register/verify', {
    body: { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) },
    remoteAddress,
  });
  const registered = await call(shop.app, 'POST', '/auth/register', {
    token: guest.access_token,
    remoteAddress,
    body: {
      verify_token: verified.json().data.verify_token,
      accept_policy: true,
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      password,
      ...(overrides.email ? { email: overrides.email } : {}),
    },
  });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  return { phone, password, session: registered.json().data };
}

/** A Bangkok sub-district as an address names it. */
async function bangkokArea(shop: Pick<TestApp, 'app'>) {
  const province = (await call(shop.app, 'GET', '/masters/province')).json().data.find((item: { id: string }) => item.id === '10');
  const district = (await call(shop.app, 'GET', `/masters/district?province=${province.id}`)).json().data[0];
  const sub = (await call(shop.app, 'GET', `/masters/sub-district?province=${province.id}&district=${district.id}`)).json().data[0];
  return { province_id: province.id, district_id: district.id, sub_district_id: sub.id, postal_code: sub.postal_code };
}

async function saveAddress(shop: Pick<TestApp, 'app'>, member: Member, body: Record<string, unknown>): Promise<string> {
  const created = await call(shop.app, 'POST', '/addresses', {
    token: member.session.access_token,
    body: { firstname: 'สมหญิง', lastname: 'ใจงาม', address_line: '1 ถนนวิทยุ', ...body, ...(await bangkokArea(shop)) },
  });
  if (created.statusCode !== 200) throw new Error(`saving the address failed: ${created.body}`);
  return created.json().data.id as string;
}

/** A home delivery address in the member's book, saved through POST addresses (a Bangkok sub-district); its id. */
export function saveHomeAddress(shop: Pick<TestApp, 'app'>, member: Member, phone = '0891234567'): Promise<string> {
  return saveAddress(shop, member, { kind: 'AddressShipping', type: 'home', phone });
}

/** An individual's tax-invoice address in the member's book (a valid citizen id); its id. */
export function saveTaxInvoiceAddress(shop: Pick<TestApp, 'app'>, member: Member): Promise<string> {
  return saveAddress(shop, member, {
    kind: 'AddressInvoice',
    billing_type: 'individual',
    phone: '0812345678',
    citizen_id: '1101700203107',
  });
}

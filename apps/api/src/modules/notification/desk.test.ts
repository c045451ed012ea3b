import type { AdminNotification, AdminNotificationsPage } from '@talad/contract';
import { ERRORS, maskContact, type StaffRole } from '@talad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { registerMember } from '../../test-support/members.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { deskSent } from './desk.ts';

/** Announcements and promotions from the back office (issue #26): sent by a named staff member, each in the audit log. */

let shop: TestApp;
let manager: { authorization: string };

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  manager = await staffSession(shop.app, 'manager');
}, 120_000);
afterAll(() => shop.close());

let sent = 0;
const send = (body: Record<string, unknown> = {}, headers: Record<string, string> = manager) => {
  sent += 1;
  return adminCall(shop.app, 'POST', '/admin/notifications', {
    headers,
    language: 'en',
    body: {
      kind: 'announce',
      audience: 'ALL',
      title: { th: `ประกาศที่ ${sent}`, en: `Announcement ${sent}` },
      body: { th: 'ร้านปิดปรับปรุงคืนนี้', en: 'Down for maintenance tonight' },
      ...body,
    },
  });
};
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;

describe('sending from the desk (issue #26)', () => {
  it('reaches the member, names the sender, and writes one audit entry; the same Idempotency-Key again writes nothing', async () => {
    const member = await registerMember(shop);
    const headers = { ...manager, 'idempotency-key': `desk-notify-${process.pid}` };
    const first = await send({ kind: 'promotion', audience: 'MEMBER', member_phone: member.phone }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const who = await staffOf(shop.db, manager);
    const notification = first.json().data as AdminNotification;
    expect(notification).toMatchObject({ kind: 'promotion', audience: 'MEMBER', sent_by: { type: 'staff', id: who.id, label: who.label } });

    const again = await adminCall(shop.app, 'POST', '/admin/notifications', {
      headers,
      body: {
        kind: 'promotion',
        audience: 'MEMBER',
        member_phone: member.phone,
        title: { th: `ประกาศที่ ${sent}`, en: `Announcement ${sent}` },
        body: { th: 'ร้านปิดปรับปรุงคืนนี้', en: 'Down for maintenance tonight' },
      },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toMatchObject({ notification_id: notification.notification_id, sent_by: { id: who.id } });
    expect(codeOf(await send({}, headers))).toBe(ERRORS.IDEMPOTENCY_KEY_REUSED.code);

    const theirs = await call(shop.app, 'GET', '/notifications/my-promotion', { token: member.session.access_token });
    expect(theirs.json().data.items.map((item: { notification_id: number }) => item.notification_id)).toContain(
      notification.notification_id,
    );
    expect(await auditEntriesOf(shop.db, 'notification', notification.notification_id)).toEqual([
      expect.objectContaining({
        actorId: who.id,
        action: 'notification.send',
        before: null,
        after: { kind: 'promotion', audience: 'MEMBER', tier: null, customer_id: member.session.user_id, title: expect.any(String) },
      }),
    ]);
  });

  it('refuses an unknown member without writing anything, and a body that pairs the audience wrongly', async () => {
    expect(codeOf(await send({ audience: 'MEMBER', member_phone: '0800000009' }))).toBe(ERRORS.NOTIFICATION_MEMBER_NOT_FOUND.code);
    expect(codeOf(await send({ audience: 'TIER' }))).toBe(ERRORS.BAD_REQUEST.code);
    expect(codeOf(await send({ kind: 'order' }))).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('lists what the desk sent, newest first, with who sent it, in keyset pages; phones masked without customers.pii', async () => {
    const member = await registerMember(shop);
    const ids: number[] = [];
    for (const audience of ['ALL', 'TIER', 'MEMBER'] as const) {
      const extra = audience === 'TIER' ? { tier: 'GOLD' } : audience === 'MEMBER' ? { member_phone: member.phone } : {};
      ids.push((await send({ audience, ...extra })).json().data.notification_id);
    }
    const page = (await adminCall(shop.app, 'GET', '/admin/notifications?size=2', { headers: manager })).json()
      .data as AdminNotificationsPage;
    expect(page.items.map((item) => item.notification_id)).toEqual([ids[2], ids[1]]);
    expect(page.items[0]).toMatchObject({ member_phone: member.phone, sent_by: { type: 'staff' } });
    const rest = (await adminCall(shop.app, 'GET', `/admin/notifications?size=2&cursor=${page.next_cursor}`, { headers: manager })).json()
      .data as AdminNotificationsPage;
    expect(rest.items[0]?.notification_id).toBe(ids[0]);
    const tiers = (await adminCall(shop.app, 'GET', '/admin/notifications?audience=TIER', { headers: manager })).json().data;
    expect(tiers.items.map((item: AdminNotification) => item.notification_id)).toEqual([ids[1]]);

    // Every role with notifications.send holds customers.pii today; a reader without it gets the phone masked.
    const masked = await deskSent(shop.db, { audience: 'MEMBER', size: 1 }, false);
    expect(masked.items[0]?.member_phone).toBe(maskContact(member.phone));
  });

  it('is open to the roles with notifications.send only', async () => {
    const allowed: Record<StaffRole, boolean> = { owner: true, manager: true, support: false, packer: false, content: false };
    for (const [role, may] of Object.entries(allowed) as [StaffRole, boolean][]) {
      const headers = await staffSession(shop.app, role);
      expect({ role, code: codeOf(await adminCall(shop.app, 'GET', '/admin/notifications', { headers })) }).toEqual({
        role,
        code: may ? 200 : ERRORS.STAFF_FORBIDDEN.code,
      });
    }
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { changedFields, recordAudit, staffActor, systemActor } from './index.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test?.close();
});

const owner = staffActor({ id: randomUUID(), name: 'สมศรี ใจดี', email: 'owner@talad.local' });

async function entriesOf(entityId: string) {
  return test.db.select().from(auditEntries).where(eq(auditEntries.entityId, entityId));
}

describe('the audit log (decision 0040)', () => {
  it('keeps an entry with the change it records, and loses it with a change rolled back', async () => {
    const kept = randomUUID();
    await test.db.transaction((tx) =>
      recordAudit(tx, {
        actor: owner,
        action: 'order.refund',
        entity: { type: 'order', id: kept },
        before: { refunded_total: 0 },
        after: { refunded_total: 12_900 },
        reason: 'สินค้าชำรุด',
        context: { requestId: 'req-1', address: '192.0.2.10' },
      }),
    );
    const rolledBack = randomUUID();
    await expect(
      test.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: systemActor('refund-retry'), action: 'order.refund', entity: { type: 'order', id: rolledBack } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await entriesOf(rolledBack)).toEqual([]);
    const [entry] = await entriesOf(kept);
    expect(entry).toMatchObject({
      actorKind: 'staff',
      actorId: owner.kind === 'staff' ? owner.id : null,
      actorLabel: 'สมศรี ใจดี <owner@talad.local>',
      action: 'order.refund',
      entityType: 'order',
      before: { refunded_total: 0 },
      after: { refunded_total: 12_900 },
      reason: 'สินค้าชำรุด',
      requestId: 'req-1',
      address: '192.0.2.10',
    });
  });

  it('refuses in the database to change, delete or empty an entry, whoever asks', async () => {
    const id = randomUUID();
    await test.db.transaction((tx) => recordAudit(tx, { actor: owner, action: 'staff.role', entity: { type: 'staff', id } }));
    // drizzle wraps the database's error; its cause is what PostgreSQL said.
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(test.db.execute(sql`update audit_entries set reason = 'forged' where entity_id = ${id}`)).rejects.toMatchObject(refused);
    await expect(test.db.execute(sql`delete from audit_entries where entity_id = ${id}`)).rejects.toMatchObject(refused);
    await expect(test.db.execute(sql`truncate audit_entries`)).rejects.toMatchObject(refused);
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it('refuses a staff entry without its staff member, and a system entry naming one', async () => {
    const insert = (kind: 'staff' | 'system', actorId: string | null) =>
      test.db.insert(auditEntries).values({ actorKind: kind, actorId, actorLabel: 'x', action: 'a', entityType: 'e', entityId: '1' });
    await expect(insert('staff', null)).rejects.toThrow();
    await expect(insert('system', randomUUID())).rejects.toThrow();
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose values changed, before and after', () => {
    expect(changedFields({ role: 'packer', name: 'Nok', status: 'active' }, { role: 'manager', name: 'Nok' })).toEqual({
      before: { role: 'packer' },
      after: { role: 'manager' },
    });
  });
});

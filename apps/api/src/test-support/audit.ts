import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditEntries, staff, staffSessions } from '../db/schema/index.ts';
import { staffTokenDigest } from '../platform/staff-guard.ts';

/** The audit entries of one entity, oldest first: what a test of a change checks it wrote, once. */
export function auditEntriesOf(db: Database, type: string, id: string | number) {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, type), eq(auditEntries.entityId, String(id))))
    .orderBy(asc(auditEntries.id));
}

/** The staff member whose session staffSession's headers carry: the actor their changes must be recorded under. */
export async function staffOf(db: Database, headers: { authorization: string }) {
  const token = headers.authorization.replace(/^Bearer /, '');
  const [member] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, staffTokenDigest(token)));
  if (!member) throw new Error('no staff session has these headers');
  return { ...member, label: `${member.name} <${member.email}>` };
}

import type { Transaction } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';

/** Who made a change: a staff member (as they were named at the time) or one of the shop's own jobs. */
/** A staff member as the log names them: who they were then, whatever their name becomes. */
export type StaffActor = { kind: 'staff'; id: string; label: string };
export type AuditActor = StaffActor | { kind: 'system'; label: string };

/** Where a staff member's change came from: the request's id (as in the log) and its address. */
export interface AuditContext {
  requestId?: string;
  address?: string;
}

export interface AuditEntry {
  actor: AuditActor;
  /** `<entity>.<verb>`: order.refund, staff.role, review.hide … */
  action: string;
  entity: { type: string; id: string | number };
  /** The changed fields only. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  reason?: string | null;
  context?: AuditContext;
}

export function staffActor(staff: { id: string; name: string; email: string }): StaffActor {
  return { kind: 'staff', id: staff.id, label: `${staff.name} <${staff.email}>` };
}

/** A change the shop made by itself: `job` is the job's kind (refund retry, scheduled price …). */
export function systemActor(job: string): AuditActor {
  return { kind: 'system', label: job };
}

/** The actor of a request the staff guard let through (it sets `request.staff`). */
export function auditActorOf(request: { staff?: { id: string; name: string; email: string } | null }): StaffActor {
  if (!request.staff) throw new Error('auditActorOf: the request has no staff member (is the route behind the staff guard?)');
  return staffActor(request.staff);
}

export function auditContextOf(request: { id: string; ip: string }): AuditContext {
  return { requestId: request.id, address: request.ip };
}

/**
 * Writes one entry of the append-only log in the caller's transaction (decision 0040): it stands or falls with the
 * change it records. Call it from the service that makes the change, never from a route.
 */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<number> {
  const [row] = await tx.insert(auditEntries).values(auditRow(entry)).returning({ id: auditEntries.id });
  if (!row) throw new Error('recordAudit: the entry was not written');
  return row.id;
}

/** Many entries in one statement, in the caller's transaction, their ids in the entries' order (a CSV import's batch). */
export async function recordAudits(tx: Transaction, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(auditEntries).values(entries.map(auditRow));
}

/** The log's row of an entry. */
function auditRow(entry: AuditEntry) {
  return {
    actorKind: entry.actor.kind,
    actorId: entry.actor.kind === 'staff' ? entry.actor.id : null,
    actorLabel: entry.actor.label,
    action: entry.action,
    entityType: entry.entity.type,
    entityId: String(entry.entity.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    requestId: entry.context?.requestId ?? null,
    address: entry.context?.address ?? null,
  };
}

/** The fields of `after` whose values differ from `before`'s, as the pair an entry keeps. */
export function changedFields<Row extends Record<string, unknown>>(before: Row, after: Partial<Row>) {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

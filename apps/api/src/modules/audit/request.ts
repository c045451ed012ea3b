import type { FastifyRequest } from 'fastify';
import '../../platform/staff-guard.ts';
import { auditActorOf, auditContextOf, type AuditContext, type StaffActor } from './record.ts';

/** The actor and context of a guarded admin request, as a service hands them to recordAudit. */
export function auditOf(request: FastifyRequest): { actor: StaffActor; context: AuditContext } {
  return { actor: auditActorOf(request), context: auditContextOf(request) };
}

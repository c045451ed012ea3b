/**
 * The audit log's front door (issue #26, decision 0040): every service that changes money, stock, prices, roles, staff
 * or content records what it did here, in its own transaction. Reading the log is the back office's (admin routes).
 */
export { auditActorOf, auditContextOf, changedFields, recordAudit, recordAudits, staffActor, systemActor } from './record.ts';
export type { AuditActor, AuditContext, AuditEntry, StaffActor } from './record.ts';
export { auditOf } from './request.ts';
export { auditAdminRoutes } from './admin-routes.ts';

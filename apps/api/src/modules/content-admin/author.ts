import type { Problem } from '@talad/domain';
import { AppError } from '../../platform/app-error.ts';
import type { AuditActor, AuditContext } from '../audit/index.ts';

/** Who changes content, as the audit log names them; `now` is the change's moment. */
export interface Author {
  actor: AuditActor;
  context: AuditContext;
  now: Date;
}

/** A rule of @talad/domain broken: its error, tied to the field. */
export const problemError = (problem: Problem) =>
  new AppError(problem.error, { errors: [{ field: problem.field, reason: problem.error }] });

import type { ErrorName } from '@talad/domain';
import { AppError } from '../../platform/app-error.ts';

/**
 * Checks a new order of rows (`ids`) against their order now (`current`): every row once, or `mismatch` is refused.
 * Answers whether anything moves, so that sending the same order again changes nothing and writes no audit entry.
 */
export function reorders(ids: number[], current: number[], mismatch: ErrorName): boolean {
  if (new Set(ids).size !== ids.length || ids.length !== current.length || !ids.every((id) => current.includes(id))) {
    throw new AppError(mismatch);
  }
  return ids.some((id, index) => current[index] !== id);
}

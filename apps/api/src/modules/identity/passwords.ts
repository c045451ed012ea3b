import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_LOCK_MINUTES, PASSWORD_LOCK_THRESHOLD, passwordProblems } from '@talad/domain';
import { eq, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { IdentityDeps } from './context.ts';

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  if (passwordProblems(password).length > 0) throw new AppError('PASSWORD_WEAK');
  return hash(password, ARGON2_OPTIONS);
}

/** Keeps a guess on an unknown account as slow as one on a real account, so timing tells nothing. */
const DECOY_HASH = await hash('decoy-password-1', ARGON2_OPTIONS);

export interface PasswordHolder {
  id: string;
  passwordHash: string | null;
  failedPasswordCount: number;
  lockedUntil: Date | null;
}

/**
 * Checks a member's password under the lock rule: while locked, nothing is checked; the 10th wrong password in a
 * row locks the account for 15 minutes; a right one clears the count. Answers whether it was right.
 */
export async function checkPassword(deps: IdentityDeps, holder: PasswordHolder | undefined, password: string): Promise<boolean> {
  const now = deps.clock();
  if (!holder?.passwordHash) {
    await verify(DECOY_HASH, password);
    return false;
  }
  if (holder.lockedUntil && holder.lockedUntil.getTime() > now.getTime()) throw new AppError('ACCOUNT_LOCKED');
  if (await verify(holder.passwordHash, password)) {
    if (holder.failedPasswordCount > 0 || holder.lockedUntil) {
      await deps.db.update(customers).set({ failedPasswordCount: 0, lockedUntil: null }).where(eq(customers.id, holder.id));
    }
    return true;
  }
  const [counted] = await deps.db
    .update(customers)
    .set({ failedPasswordCount: sql`${customers.failedPasswordCount} + 1` })
    .where(eq(customers.id, holder.id))
    .returning({ failed: customers.failedPasswordCount });
  if (counted && counted.failed >= PASSWORD_LOCK_THRESHOLD) {
    await deps.db
      .update(customers)
      .set({ failedPasswordCount: 0, lockedUntil: new Date(now.getTime() + PASSWORD_LOCK_MINUTES * 60_000) })
      .where(eq(customers.id, holder.id));
    throw new AppError('ACCOUNT_LOCKED');
  }
  return false;
}

import { hash, verify } from '@node-rs/argon2';
import { passwordProblems } from '@talad/domain';
import { AppError } from '../../platform/app-error.ts';
import type { IdentityDeps } from './context.ts';
import { countAttempt, forgetAttempts, type AttemptCount } from './password-attempts.ts';

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
}

/**
 * Checks a password under its attempt counts (decision 0017): the attempt is counted first, and past a limit it is
 * refused unverified (SIGN_IN_THROTTLED); a right password resets the counts that allow it. No holder (a name with
 * no account) counts and hashes the same, so neither the answer nor its timing tells whether the account exists.
 */
export async function checkPassword(
  deps: Pick<IdentityDeps, 'db' | 'clock' | 'secret'>,
  holder: PasswordHolder | undefined,
  password: string,
  counts: AttemptCount[],
): Promise<boolean> {
  await countAttempt(deps, counts);
  if (!holder?.passwordHash) {
    await verify(DECOY_HASH, password);
    return false;
  }
  const right = await verify(holder.passwordHash, password);
  if (right)
    await forgetAttempts(
      deps,
      counts.filter((count) => count.resetOnSuccess),
    );
  return right;
}

/**
 * The identity module's front door (decision 0012): who a shopper is. Guest and member sessions, registration,
 * sign-in by password, one-time code or a social provider, recovery, and the credentials a member changes from the
 * account pages (password, phone, e-mail).
 */
export { identityRoutes, type IdentityRouteOptions } from './routes.ts';
export type { IdentitySettings } from './context.ts';
export { codeAnswerOf, deviceOf, identityDeps, otpCallOf } from './caller.ts';
export { purgeIdleGuestsJob } from './guest-purge.ts';
export { purgePasswordAttemptsJob } from './password-attempts.ts';
export { requirePhone } from './members.ts';
export { checkPassword, hashPassword } from './passwords.ts';
export { addressKey, countAttempt, forgetAttempts, signInCounts, type AttemptCount } from './password-attempts.ts';
export { keyedHash, sameHash } from './keyed-hash.ts';
export { PRIVACY_POLICY_VERSION } from './privacy-policy.ts';
export { revokeSessions } from './sessions.ts';
export { changePassword, confirmPassword } from './password-change.ts';
export { confirmContactChange, requestContactChange } from './contact-change.ts';

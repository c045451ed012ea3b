import { normalizeEmail, normalizeThaiPhone, passwordProblems } from '@talad/domain';

/** Client-side checks with the API's own rules (packages/domain), so a message comes before a round trip. */

export function isThaiMobile(value: string): boolean {
  return normalizeThaiPhone(value) !== null;
}

export function isEmail(value: string): boolean {
  return normalizeEmail(value) !== null;
}

/** Sign-in takes either: an @ means e-mail. */
export function usernameType(value: string): 'phone' | 'email' {
  return value.includes('@') ? 'email' : 'phone';
}

/** The national form of a phone (0812345678) or the trimmed e-mail, as the API expects it. */
export function cleanUsername(value: string): string {
  return usernameType(value) === 'phone' ? (normalizeThaiPhone(value) ?? value) : value.trim();
}

/** The message key of what is wrong with a new password and its confirmation, or null. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  const [problem] = passwordProblems(password);
  if (problem) return `validation.password.${problem}`;
  return password === confirmation ? null : 'validation.passwordMismatch';
}

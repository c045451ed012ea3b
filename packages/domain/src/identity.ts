/** Pure identity rules shared by the API and the web forms: phone, e-mail, password strength, Thai ids. */

/** A Thai mobile number in the national form 0XXXXXXXXX (10 digits, 06/08/09); +66 and separators are accepted. */
export function normalizeThaiPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const national = digits.startsWith('+66')
    ? `0${digits.slice(3)}`
    : digits.startsWith('66') && digits.length === 11
      ? `0${digits.slice(2)}`
      : digits;
  return /^0[689]\d{8}$/.test(national) ? national : null;
}

export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) && email.length <= 254 ? email : null;
}

/** "0812345678" → "08x-xxx-5678"; "somchai@example.com" → "s******@example.com". */
export function maskContact(contact: string): string {
  if (contact.includes('@')) {
    const [name = '', domain = ''] = contact.split('@');
    return `${name.slice(0, 1)}${'*'.repeat(Math.max(name.length - 1, 1))}@${domain}`;
  }
  return `${contact.slice(0, 2)}x-xxx-${contact.slice(-4)}`;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'needs_letter' | 'needs_digit' | 'too_common';

/** Passwords people pick first; refused whatever their length. */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'abc12345',
  'iloveyou1',
  'admin123',
  'welcome1',
  'p@ssw0rd',
  'passw0rd',
]);

/** Minimum strength: 8–128 characters with at least one letter and one digit, and not a well-known password. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  if (!/\p{L}/u.test(password)) problems.push('needs_letter');
  if (!/\d/.test(password)) problems.push('needs_digit');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('too_common');
  return problems;
}

/** The mod-11 check digit shared by the Thai citizen id and the 13-digit tax id. */
function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(digits[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** A Thai citizen id: 13 digits, first digit 1–8, valid check digit. */
export function isThaiCitizenId(value: string): boolean {
  return /^[1-8]/.test(value) && hasValidCheckDigit(value);
}

/** A juristic person's tax id: 13 digits with a valid check digit (companies start with 0). */
export function isThaiTaxId(value: string): boolean {
  return hasValidCheckDigit(value);
}

/** The branch of a tax invoice: 5 digits, 00000 = head office. */
export const HEAD_OFFICE_BRANCH = '00000';
export function isBranchCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
/**
 * Codes one address may ask for one phone or e-mail within the hour once that name is busy (OTP_PER_PHONE_PER_HOUR
 * codes from all addresses): strangers slow a name down, they never wall its owner off (decision 0032).
 */
export const OTP_PER_ADDRESS_WHEN_BUSY = 2;
/** Password attempts on one account name from one address within the window (decision 0017). */
export const PASSWORD_TRIES_PER_ADDRESS = 10;
/** Password attempts on one account name from all addresses together past which the name is busy (decision 0032). */
export const PASSWORD_TRIES_PER_ACCOUNT = 100;
/** Password attempts on a busy name from one address within the window: fewer guesses per address, never none. */
export const PASSWORD_TRIES_PER_ADDRESS_WHEN_BUSY = 3;
export const PASSWORD_TRIES_WINDOW_MINUTES = 15;

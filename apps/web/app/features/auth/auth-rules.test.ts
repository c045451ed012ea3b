import { describe, expect, it } from 'vitest';
import { isMobilePath } from './flow-paths.ts';
import { cleanOtp } from './otp-field.tsx';
import { cleanUsername, isThaiMobile, newPasswordProblem, usernameType } from './validation.ts';

describe('sign-in and registration checks', () => {
  it('a phone may be typed with dashes or +66 and is sent in its national form', () => {
    expect(isThaiMobile('081-234-5678')).toBe(true);
    expect(cleanUsername('+66812345678')).toBe('0812345678');
    expect(isThaiMobile('021234567')).toBe(false);
  });

  it('a username with @ is an e-mail, trimmed', () => {
    expect(usernameType(' somsri@example.com ')).toBe('email');
    expect(cleanUsername(' somsri@example.com ')).toBe('somsri@example.com');
  });

  it('a new password gets the message of its first problem, then of a mismatch', () => {
    expect(newPasswordProblem('short1', 'short1')).toBe('validation.password.too_short');
    expect(newPasswordProblem('onlyletters', 'onlyletters')).toBe('validation.password.needs_digit');
    expect(newPasswordProblem('password1', 'password1')).toBe('validation.password.too_common');
    expect(newPasswordProblem('Talad2026ok', 'Talad2026ko')).toBe('validation.passwordMismatch');
    expect(newPasswordProblem('Talad2026ok', 'Talad2026ok')).toBeNull();
  });

  it('an OTP keeps only six digits, whatever was pasted', () => {
    expect(cleanOtp(' 123 456 7')).toBe('123456');
  });

  it('the /m screens are told apart from desktop ones in both languages', () => {
    expect(isMobilePath('/m/login')).toBe(true);
    expect(isMobilePath('/en/m/login/otp')).toBe(true);
    expect(isMobilePath('/member-ship')).toBe(false);
    expect(isMobilePath('/en/account/member-ship')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { openSealed, sealSecret } from './seal.ts';
import { totpCodeAt, totpStepOf, totpUri } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the secret "12345678901234567890" (base32 below) and the 8-digit codes' last 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits)', () => {
  it('makes the RFC’s test vectors, and takes each at its own step', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      const at = new Date(seconds * 1000);
      expect(totpCodeAt(RFC_SECRET, at)).toBe(code);
      expect(totpStepOf(RFC_SECRET, code, at)).toBe(Math.floor(seconds / 30));
    }
  });

  it('takes a code one step either side of now, and not two; not a code of another secret, nor one that is not 6 digits', () => {
    const at = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    const codeAt = (offsetSteps: number) => totpCodeAt(RFC_SECRET, new Date((step + offsetSteps) * 30_000));
    expect(totpStepOf(RFC_SECRET, codeAt(-1), at)).toBe(step - 1);
    expect(totpStepOf(RFC_SECRET, codeAt(1), at)).toBe(step + 1);
    expect(totpStepOf(RFC_SECRET, codeAt(-2), at)).toBeNull();
    expect(totpStepOf(RFC_SECRET, codeAt(2), at)).toBeNull();
    expect(totpStepOf('JBSWY3DPEHPK3PXP', codeAt(0), at)).toBeNull();
    expect(totpStepOf(RFC_SECRET, '05047', at)).toBeNull();
    expect(totpStepOf(RFC_SECRET, '０５０４７１', at)).toBeNull();
  });

  it('writes the otpauth:// address an authenticator app reads', () => {
    expect(totpUri(RFC_SECRET, 'Talad back office', 'owner@talad.local')).toBe(
      'otpauth://totp/Talad%20back%20office:owner%40talad.local?issuer=Talad%20back%20office&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('sealed TOTP secrets', () => {
  it('open with the same app secret and member only; the sealed text does not hold the secret', () => {
    const sealed = sealSecret('app-secret-one-that-is-long-enough', 'member-1', RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(openSealed('app-secret-one-that-is-long-enough', 'member-1', sealed)).toBe(RFC_SECRET);
    expect(openSealed('app-secret-two-that-is-long-enough', 'member-1', sealed)).toBeNull();
    expect(openSealed('app-secret-one-that-is-long-enough', 'member-2', sealed)).toBeNull();
    expect(openSealed('app-secret-one-that-is-long-enough', 'member-1', `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(sealSecret('app-secret-one-that-is-long-enough', 'member-1', RFC_SECRET)).not.toBe(sealed);
  });
});

import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { claimedMerchant, signClaims, verifyClaims } from './jwt.ts';

const SECRET = 'a-merchant-secret-of-at-least-32-chars';
const key = new TextEncoder().encode(SECRET);

describe('JWT payloads (HS256 with the merchant secret)', () => {
  it('verifies its own tokens and the ones another HS256 library signs, both ways', async () => {
    const claims = { merchantID: 'TALAD', invoiceNo: 'A1', amount: '1234.50' };
    expect(verifyClaims(signClaims(claims, SECRET), SECRET)).toEqual(claims);
    const theirs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(verifyClaims(theirs, SECRET)).toEqual(claims);
    expect((await jwtVerify(signClaims(claims, SECRET), key)).payload).toEqual(claims);
  });

  it('refuses another secret, an altered payload, alg none and an expired token', () => {
    const token = signClaims({ merchantID: 'TALAD', amount: '1.00' }, SECRET);
    expect(verifyClaims(token, 'another-secret-of-at-least-32-characters')).toBeNull();
    const [header, , signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ merchantID: 'TALAD', amount: '1000.00' })).toString('base64url');
    expect(verifyClaims(`${header}.${altered}.${signature}`, SECRET)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyClaims(`${none}.${token.split('.')[1]}.`, SECRET)).toBeNull();
    expect(verifyClaims(signClaims({ exp: 1_000 }, SECRET), SECRET, 2_000_000)).toBeNull();
    expect(verifyClaims('not.a.jwt', SECRET)).toBeNull();
  });

  it('reads who a token claims to be from before checking it, and nothing from garbage', () => {
    expect(claimedMerchant(signClaims({ merchantID: 'TALAD' }, SECRET))).toBe('TALAD');
    expect(claimedMerchant('garbage')).toBeNull();
  });
});

import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifiedClaims } from './gateway-client.ts';

/** The gateway's payloads are verified with node:crypto as jose's jwtVerify (HS256 only) would: same answers. */
describe('a gateway payload’s signature', () => {
  const secret = 'merchant-secret-merchant-secret-0123456789';
  const key = new TextEncoder().encode(secret);
  const now = Date.parse('2026-11-27T10:00:00.000Z');
  const seconds = now / 1000;
  const claims = { invoiceNo: 'TL261127000001', respCode: '0000', amount: '000000012500' };
  const signed = (payload: Record<string, unknown>, alg = 'HS256') =>
    new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
  /** Signed by hand: jose will not sign a header with crit parameters it does not know. */
  const signedWithHeader = (header: Record<string, unknown>, payload: Record<string, unknown>) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${part(header)}.${part(payload)}`;
    return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  };
  const verify = (token: string) => verifiedClaims(token, Buffer.from(secret), now);

  it('answers the claims of a payload signed HS256 with the merchant secret, and null for another secret', async () => {
    expect(verify(await signed(claims))).toEqual(claims);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(`${secret}!`));
    expect(verify(forged)).toBeNull();
  });

  it('refuses another algorithm, an unsigned token, a critical header and a payload changed after signing', async () => {
    expect(verify(await signed(claims, 'HS512'))).toBeNull();
    expect(verify(new UnsecuredJWT(claims).encode())).toBeNull();
    expect(verify(signedWithHeader({ alg: 'HS256' }, claims))).toEqual(claims);
    expect(verify(signedWithHeader({ alg: 'HS256', crit: ['exp'], exp: 1 }, claims))).toBeNull();
    const [header, , signature] = (await signed(claims)).split('.');
    const richer = Buffer.from(JSON.stringify({ ...claims, amount: '000000000100' })).toString('base64url');
    expect(verify(`${header}.${richer}.${signature}`)).toBeNull();
  });

  it('refuses a signature spelled other than its one base64url form, and anything that is not three parts', async () => {
    const token = await signed(claims);
    expect(verify(`${token}A`)).toBeNull();
    expect(verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verify(token.split('.').slice(0, 2).join('.'))).toBeNull();
    expect(verify('')).toBeNull();
  });

  it('keeps the time claims as jose does: expired or not yet valid is refused, a time that is not a number too', async () => {
    expect(verify(await signed({ ...claims, exp: seconds + 60, nbf: seconds, iat: seconds }))).toMatchObject(claims);
    expect(verify(await signed({ ...claims, exp: seconds }))).toBeNull();
    expect(verify(await signed({ ...claims, nbf: seconds + 60 }))).toBeNull();
    expect(verify(await signed({ ...claims, iat: 'yesterday' }))).toBeNull();
  });
});

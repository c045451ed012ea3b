import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

/** Access tokens are verified once per process and remembered until they expire (tokens.ts says why). */
describe('access tokens remembered once verified', () => {
  const secret = 'a-secret-long-enough-for-hs256-signing';
  const claims = { customerId: '1b6f1a0e-6c1f-4a43-9d33-5b1c3a2f9e10', role: 'user' as const, sessionId: 's-1' };

  it('answers a verified token’s claims again until it expires, and null from then on', async () => {
    let clock = Date.parse('2026-11-27T10:00:00.000Z');
    const tokens = createTokenService({ secret, accessTokenTtlSeconds: 60, now: () => clock });
    const { token, expiresAt } = await tokens.issueAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    clock = expiresAt - 1;
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    clock = expiresAt;
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('never answers for an altered token, however often the true one was verified', async () => {
    const tokens = createTokenService({ secret, accessTokenTtlSeconds: 900 });
    const { token } = await tokens.issueAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'staff' }));
    expect(await tokens.verifyAccessToken(`${header}.${otherPayload.toString('base64url')}.${signature}`)).toBeNull();
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(await tokens.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    const forger = createTokenService({ secret: 'another-secret-another-secret-another', accessTokenTtlSeconds: 900 });
    expect(await tokens.verifyAccessToken((await forger.issueAccessToken(claims)).token)).toBeNull();
  });
});

/** What a one-time code is bound to (decision 0032): the session a token names, for a day past its expiry, never a forged one's. */
describe('the session a token names', () => {
  const secret = 'a-secret-long-enough-for-hs256-signing';
  const claims = { customerId: '1b6f1a0e-6c1f-4a43-9d33-5b1c3a2f9e10', role: 'guest' as const, sessionId: 's-2' };

  it('is read past the token’s expiry for a day, and never from a token another secret signed', async () => {
    let clock = Date.parse('2026-11-27T10:00:00.000Z');
    const tokens = createTokenService({ secret, accessTokenTtlSeconds: 60, now: () => clock });
    const { token, expiresAt } = await tokens.issueAccessToken(claims);
    clock = expiresAt + 10 * 60 * 1000;
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(await tokens.sessionOf(token)).toBe('s-2');
    clock = expiresAt + 24 * 60 * 60 * 1000 + 1000;
    expect(await tokens.sessionOf(token)).toBeNull();
    const forger = createTokenService({ secret: 'another-secret-another-secret-another', accessTokenTtlSeconds: 900 });
    expect(await tokens.sessionOf((await forger.issueAccessToken(claims)).token)).toBeNull();
  });
});

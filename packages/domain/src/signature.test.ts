import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSign, signatureText, signedPath, signWithWebCrypto, SIGN_KEY_PREFIX } from './signature.ts';

describe('request signature (spec §7)', () => {
  it('signs "/" + path + "appId" + appId + "timestamp" + timestamp', () => {
    expect(signatureText('auth/login/guest', 'talad-web', '1700000000000')).toBe('/auth/login/guestappIdtalad-webtimestamp1700000000000');
  });

  it('signs the path without its query string and with one leading slash', () => {
    expect(signedPath('//seo?type=home')).toBe('/seo');
  });

  it('is the uppercase hex HMAC-SHA256 keyed with the fixed prefix plus the app key', async () => {
    const expected = createHmac('sha256', `${SIGN_KEY_PREFIX}secret`)
      .update('/menuappIdtalad-webtimestamp1700000000000')
      .digest('hex')
      .toUpperCase();
    await expect(computeSign('menu', 'talad-web', '1700000000000', 'secret')).resolves.toBe(expected);
    // Browsers sign through Web Crypto: the same signature.
    await expect(signWithWebCrypto('menu', 'talad-web', '1700000000000', 'secret')).resolves.toBe(expected);
  });

  it('changes with the timestamp, the path and the key', async () => {
    const base = await computeSign('menu', 'a', '1', 'k');
    expect(await computeSign('menu', 'a', '2', 'k')).not.toBe(base);
    expect(await computeSign('popups', 'a', '1', 'k')).not.toBe(base);
    expect(await computeSign('menu', 'a', '1', 'k2')).not.toBe(base);
  });
});

import { describe, expect, it } from 'vitest';
import { changesSomething, isCrossSite } from './same-origin.server.ts';

const post = (headers: Record<string, string>) =>
  new Request('http://shop.test/admin/staff', { method: 'POST', headers: { host: 'shop.test', ...headers } });

describe('a request that may change something comes from the back office’s own pages (decision 0041)', () => {
  it('a post from another site is refused, by Sec-Fetch-Site or, without it, by Origin', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }))).toBe(true);
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-site', origin: 'https://pay.shop.test' }))).toBe(true);
    expect(isCrossSite(post({ origin: 'https://evil.test' }))).toBe(true);
    expect(isCrossSite(post({ origin: 'null' }))).toBe(true);
  });

  it('a post from this site passes, and so does a request no browser sent (it carries no browser’s cookie)', () => {
    expect(isCrossSite(post({ 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' }))).toBe(false);
    expect(isCrossSite(post({ origin: 'http://shop.test' }))).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });

  it('only reads are let through unchecked', () => {
    expect(changesSomething(new Request('http://shop.test/admin', { method: 'GET' }))).toBe(false);
    expect(changesSomething(new Request('http://shop.test/admin', { method: 'HEAD' }))).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(changesSomething(new Request('http://shop.test/admin', { method }))).toBe(true);
  });
});

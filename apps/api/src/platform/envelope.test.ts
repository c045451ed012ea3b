import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../test-support/test-app.ts';
import { registerEnvelope } from './envelope.ts';
import { createLogger } from './logger.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('every answer is an envelope', () => {
  it('an unknown route answers a 404 envelope naming the path, in Thai by default', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/no-such-page?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, is_success: false, message: 'ไม่พบหน้าที่ท่านค้นหา: /no-such-page', status_code: 404 });
  });

  it('an unknown route answers "Page not found: {path}" in English', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/nothing/here', headers: { 'accept-language': 'en' } });
    expect(response.json().message).toBe('Page not found: /nothing/here');
  });

  it('a body that is not JSON is a 400 envelope, not a 500', async () => {
    const response = await call(shop.app, 'POST', '/url-shortener', { body: '{"url": ', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: null, is_success: false, status_code: 400 });
  });

  it('a validation failure is a 400 envelope naming the field and the reason', async () => {
    const response = await call(shop.app, 'POST', '/url-shortener', { body: { link: '/p/x' }, language: 'en' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status_code).toBe(400);
    expect(body.message).toContain('url');
    expect(body.errors).toEqual([{ field: 'url', reason: expect.stringContaining('expected string') }]);
  });

  it('a body over the size limit is a 413 envelope', async () => {
    const response = await call(shop.app, 'POST', '/url-shortener', { body: { url: `/${'a'.repeat(1_100_000)}` } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ is_success: false, status_code: 413 });
  });

  it('an empty JSON body on a body-less call is accepted (the SDK always sends the JSON content type)', async () => {
    const response = await call(shop.app, 'POST', '/auth/login/guest', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
  });

  it('the request id is echoed when given and made when absent', async () => {
    const given = await shop.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'web-abc-123' } });
    const made = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(given.headers['x-request-id']).toBe('web-abc-123');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a thrown bug', () => {
  it('is a 500 envelope without the stack, and the log keeps the request id', async () => {
    const lines: string[] = [];
    const app = Fastify({ loggerInstance: createLogger('info', { write: (line: string) => void lines.push(line) }) });
    registerEnvelope(app);
    app.get('/broken', async () => {
      throw new Error('database exploded at secret place');
    });
    const response = await app.inject({ method: 'GET', url: '/broken', headers: { 'x-request-id': 'bug-1' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ data: null, is_success: false, message: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง', status_code: 500 });
    expect(response.body).not.toContain('exploded');
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(logged?.reqId).toBeDefined();
    expect(logged?.err.stack).toContain('database exploded');
    await app.close();
  });
});

describe('security headers and CORS', () => {
  it('answers carry helmet security headers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('a preflight from the web origin is allowed with the signing headers', async () => {
    const response = await shop.app.inject({
      method: 'OPTIONS',
      url: '/menu',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'appid,sign,timestamp,platform',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('sign');
  });

  it('another origin gets no CORS allowance', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI at /docs', () => {
  it('is generated from the route schemas and served unsigned', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/login/guest',
        '/auth/refresh-token',
        '/menu',
        '/popups',
        '/seo',
        '/users/cookie-consent',
        '/masters/account-menu',
        '/masters/membership',
        '/url-shortener',
        '/s/{code}',
        '/health',
      ]),
    );
  });

  it('the docs page itself is not blocked by the API content security policy', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

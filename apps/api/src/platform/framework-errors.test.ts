import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

/** Sends raw bytes to the listening API and answers everything it writes back before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
}

describe('answers refused before routing are envelopes too', () => {
  it('a path that does not decode (GET /%ff) is a 400 envelope', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/%ff', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: null, is_success: false, message: 'The request is not valid', status_code: 400 });
  });

  it('headers over the size limit are a 431 envelope, and a broken request line a 400 one', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.app.server.address() as AddressInfo;
    const tooLarge = await rawRequest(port, `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(tooLarge.slice(tooLarge.indexOf('\r\n\r\n') + 4))).toEqual({
      data: null,
      is_success: false,
      message: 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป',
      status_code: 431,
    });
    const broken = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toMatchObject({ is_success: false, status_code: 400 });
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvelope } from './envelope.ts';
import { nodeFetch } from './node-fetch.ts';

/** An API stand-in: echoes what it was asked, answers 404 under /missing, and never answers under /slow. */
let server: Server;
let origin: string;
let connections = 0;
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url?.startsWith('/slow')) return;
      const missing = request.url?.startsWith('/missing');
      response.writeHead(missing ? 404 : 200, { 'content-type': 'application/json', 'x-answer': 'yes' });
      response.end(
        JSON.stringify(
          missing
            ? { data: null, is_success: false, message: 'ไม่พบสินค้า', status_code: 404 }
            : { data: { method: request.method, body }, is_success: true, message: 'OK', status_code: 200 },
        ),
      );
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the SDK’s fetch for Node servers (node-fetch.ts)', () => {
  it('sends the method, headers and JSON body, and answers what the SDK reads, Thai intact', async () => {
    const answer = await nodeFetch(`${origin}/catalog/products?page=2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-App-Id': 'talad-web' },
      body: JSON.stringify({ name: 'เสื้อ' }),
    });
    expect(answer.ok).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-answer')).toBe('yes');
    expect(await readEnvelope(answer)).toEqual({
      data: { method: 'POST', body: '{"name":"เสื้อ"}' },
      is_success: true,
      message: 'OK',
      status_code: 200,
    });
    const asked = seen.at(-1)!;
    expect(asked.url).toBe('/catalog/products?page=2');
    expect(asked.headers['x-app-id']).toBe('talad-web');
  });

  it('answers a refusal as fetch would: not ok, with its envelope', async () => {
    const answer = await nodeFetch(`${origin}/missing/product`, { method: 'GET' });
    expect(answer.ok).toBe(false);
    expect(await readEnvelope(answer)).toMatchObject({ is_success: false, message: 'ไม่พบสินค้า', status_code: 404 });
  });

  it('keeps its connection alive: calls one after another share one', async () => {
    const before = connections;
    for (let call = 0; call < 5; call++) await (await nodeFetch(`${origin}/menu`)).json();
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('stops waiting when its signal aborts', async () => {
    const call = nodeFetch(`${origin}/slow`, { signal: AbortSignal.timeout(50) });
    await expect(call).rejects.toThrow();
  });

  it('rejects when the API cannot be reached', async () => {
    await expect(nodeFetch('http://127.0.0.1:1/health')).rejects.toThrow();
  });
});

import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logFormat, printReadable, readableLogs } from './log-lines.mjs';

/** 06:10:01 of some day, local time (the console shows the machine's clock). */
const at = (seconds = 1) => new Date(2026, 10, 28, 6, 10, seconds).getTime();
const line = (fields) => JSON.stringify({ level: 30, time: at(), pid: 41, hostname: 'shop', ...fields });

describe('npm start’s console lines (LOG_FORMAT=pretty)', () => {
  it('turns a request’s two JSON lines into one readable line, its URL as the API logged it', () => {
    const readable = readableLogs('api');
    const url = '/seo?type=[REDACTED]&token=[REDACTED]';
    expect(readable(line({ reqId: 'req-7', req: { id: 'req-7', method: 'GET', url }, msg: 'incoming request' }))).toBeNull();
    expect(readable(line({ time: at(2), reqId: 'req-7', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' }))).toBe(
      `06:10:02 api      GET ${url} 200 12 ms`,
    );
  });

  it('leaves out health checks that answered 200 (the start polls them every second), not the others', () => {
    const readable = readableLogs('gateway');
    const health = (reqId, statusCode) => {
      readable(line({ reqId, req: { method: 'GET', url: '/health' }, msg: 'incoming request' }));
      return readable(line({ reqId, res: { statusCode }, responseTime: 0, msg: 'request completed' }));
    };
    expect(health('req-1', 200)).toBeNull();
    expect(health('req-2', 503)).toBe('06:10:01 gateway  GET /health 503 0 ms');
  });

  it('keeps requests of several processes apart, whose ids repeat', () => {
    const readable = readableLogs('api');
    readable(line({ pid: 1, reqId: 'req-1', req: { method: 'GET', url: '/menu' }, msg: 'incoming request' }));
    readable(line({ pid: 2, reqId: 'req-1', req: { method: 'POST', url: '/orders' }, msg: 'incoming request' }));
    const completed = (pid, statusCode) => line({ pid, reqId: 'req-1', res: { statusCode }, responseTime: 3, msg: 'request completed' });
    expect(readable(completed(2, 201))).toBe('06:10:01 api      POST /orders 201 3 ms');
    expect(readable(completed(1, 200))).toBe('06:10:01 api      GET /menu 200 3 ms');
  });

  it('shows other lines’ level (but INFO’s), message and fields, and an error’s stack', () => {
    const readable = readableLogs('gateway');
    expect(readable(line({ msg: 'reconciled', checked: 3, ids: ['a', 'b'] }))).toBe('06:10:01 gateway  reconciled checked=3 ids=["a","b"]');
    expect(readable(line({ level: 40, reqId: 'req-2', msg: 'slow answer', path: '/payment' }))).toBe(
      '06:10:01 gateway  WARN slow answer path=/payment',
    );
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at pay (pay.ts:1:1)' };
    expect(readable(line({ level: 50, err, msg: 'boom' }))).toBe(
      '06:10:01 gateway  ERROR boom\n    Error: boom\n        at pay (pay.ts:1:1)',
    );
  });

  it('passes the servers’ own lines, and JSON that is not a log line, as they are', () => {
    const readable = readableLogs('api');
    for (const own of [
      'API listening on http://localhost:4000',
      '[outbox] SMS to 08x-xxx-5678: register code 123456',
      '{"a":1}',
      '{broken',
    ]) {
      expect(readable(own)).toBe(own);
    }
  });

  it('prints a server’s output line by line, nothing for a request still under way', async () => {
    const output = new PassThrough();
    const printed = [];
    const ended = printReadable(output, readableLogs('api'), (text) => printed.push(text));
    output.write(`API listening\n${line({ reqId: 'r', req: { method: 'GET', url: '/menu' }, msg: 'incoming request' })}\n`);
    output.end(line({ reqId: 'r', res: { statusCode: 200 }, responseTime: 1, msg: 'request completed' }));
    await ended;
    expect(printed).toEqual(['API listening', '06:10:01 api      GET /menu 200 1 ms']);
  });

  it('LOG_FORMAT is pretty by default, json keeps pino’s lines, anything else stops the start', () => {
    expect(logFormat(undefined)).toBe('pretty');
    expect(logFormat('json')).toBe('json');
    expect(() => logFormat('text')).toThrow(/LOG_FORMAT/);
  });
});

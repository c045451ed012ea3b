import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { prepareAnswer, sendPrepared } from './prepared-answer.ts';

describe('a prepared answer', () => {
  it('is the success envelope as UTF-8 JSON, sent with the JSON content type', async () => {
    const answer = prepareAnswer({ name: 'รองเท้า', price: 129900 });
    const app = Fastify();
    app.get('/p', async (_request, reply) => sendPrepared(reply, answer));
    const response = await app.inject({ method: 'GET', url: '/p' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ data: { name: 'รองเท้า', price: 129900 }, is_success: true, message: 'OK', status_code: 200 });
    await app.close();
  });

  it('is checked against the response schema once, when made', () => {
    const schema = envelopeOf(z.object({ label: z.string() }));
    expect(JSON.parse(prepareAnswer({ label: 'เมนู' }, schema).toString())).toMatchObject({ data: { label: 'เมนู' } });
    expect(() => prepareAnswer({ label: 42 }, schema)).toThrow();
  });
});

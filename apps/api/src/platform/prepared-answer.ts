import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.ts';

/**
 * A success envelope turned into its JSON bytes once. Cached answers are kept this way, so a cache hit sends the
 * same bytes again: no JSON.stringify, no UTF-8 encoding of the (mostly Thai) text, no response schema pass.
 */
export type PreparedAnswer = Buffer;

/** The content type Fastify gives the JSON it serializes itself, so prepared and ordinary answers look alike. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * ok(data) as bytes. With the route's response schema the envelope is checked and encoded by it, as Fastify's
 * serializer would on every answer; a mismatch throws, so the cache keeps nothing and the shopper gets the 500.
 */
export function prepareAnswer(data: unknown, responseSchema?: z.ZodType): PreparedAnswer {
  const envelope = ok(data);
  return Buffer.from(JSON.stringify(responseSchema ? z.encode(responseSchema, envelope) : envelope));
}

export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  return reply.type(JSON_TYPE).send(answer);
}

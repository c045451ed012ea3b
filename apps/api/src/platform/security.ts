import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const ALLOWED_HEADERS = [
  'appId',
  'sign',
  'timestamp',
  'platform',
  'authorization',
  'content-type',
  'accept-language',
  'idempotency-key',
  'x-request-id',
];

/**
 * Helmet's default headers, worked out once. They are the same for every answer; @fastify/helmet built Helmet's
 * middleware again on every request, which cost as much CPU as the rest of a cached listing.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet()({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurity(app: FastifyInstance, webOrigins: string[]) {
  const apiHeaders = helmetHeaders();
  // The docs page runs Swagger UI's own scripts and styles; the API's strict CSP is for JSON answers.
  const { 'content-security-policy': _strictPolicy, ...docsHeaders } = apiHeaders;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/docs') ? docsHeaders : apiHeaders);
    done();
  });
  await app.register(cors, {
    origin: webOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, ERRORS, errorMessage, failure, type ErrorName } from '@talad/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './envelope.ts';

/**
 * Fastify's `frameworkErrors`: what fails before routing (a path that does not decode, such as GET /%ff) answers the
 * envelope like every other refusal, not Fastify's own JSON.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused before routing');
  return sendError(request, reply, error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 'INTERNAL' : 'BAD_REQUEST');
}

function clientErrorName(code: string | undefined): ErrorName {
  if (code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser gave up before there was a request (headers over the size
 * limit, a broken request line), so the envelope is written to the socket by hand, in the shop's default language
 * (no Accept-Language was read), and the connection closes as Node's own handler would close it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name = clientErrorName(error.code);
  const entry = ERRORS[name];
  const body = JSON.stringify(failure(entry.code, errorMessage(name, DEFAULT_LOCALE)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${entry.http} ${STATUS_CODES[entry.http]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

import {
  ERRORS,
  errorMessage,
  failure,
  localeFromAcceptLanguage,
  success,
  type Envelope,
  type ErrorName,
  type FieldError,
} from '@talad/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { isDataError, isDatabaseUnavailable, loggableError, sqlState } from './database-errors.ts';

/** The Zod shape of a successful answer, for route schemas and the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data, is_success: z.literal(true), message: z.string(), status_code: z.literal(200) });
}

/** success() of @talad/domain, typed as the route's response schema expects (data present, status 200). */
export function ok<T>(data: T) {
  const envelope = success(data);
  return { ...envelope, data, is_success: true as const, status_code: 200 as const };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: ErrorName,
  options: { message?: string; errors?: FieldError[]; data?: unknown } = {},
) {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const entry = ERRORS[name];
  const body: Envelope<unknown> = failure(entry.code, options.message ?? errorMessage(name, locale), options.errors, options.data);
  return reply.code(entry.http).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type) mapped to the catalogue. */
const FRAMEWORK_ERRORS: Record<number, ErrorName> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function fieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  return issues.map((issue) => ({
    field: issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') || context || 'request',
    reason: issue.message ?? 'is not valid',
  }));
}

function handleValidation(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const errors = fieldErrors(error.validation ?? [], error.validationContext);
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const details = errors.map((item) => `${item.field}: ${item.reason}`).join('; ');
  return sendError(request, reply, 'BAD_REQUEST', { message: `${errorMessage('BAD_REQUEST', locale)} (${details})`, errors });
}

export function registerEnvelope(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const path = request.url.split('?')[0];
    return sendError(request, reply, 'ROUTE_NOT_FOUND', { message: `${errorMessage('ROUTE_NOT_FOUND', locale)}: ${path}` });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.errorName, { errors: error.errors, data: error.data });
    if (error.validation) return handleValidation(error, request, reply);
    const known = error.statusCode !== undefined ? FRAMEWORK_ERRORS[error.statusCode] : undefined;
    if (known) {
      request.log.info({ code: error.code, reason: error.message }, 'request refused');
      return sendError(request, reply, known);
    }
    if (isDataError(error)) {
      request.log.info({ code: sqlState(error) }, 'request refused by the database as bad data');
      return sendError(request, reply, 'BAD_REQUEST');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return sendError(request, reply, 'SERVICE_UNAVAILABLE');
    }
    // A bug: the shopper gets a plain 500 envelope, the log keeps the stack (never query parameters) under this request's id.
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { pino, stdSerializers } from 'pino';

/** Names whose values never reach the logs, wherever they appear. */
const SECRET_NAMES = ['password', 'token', 'refresh_token', 'access_token', 'card_number', 'cvv', 'otp'];
const SECRET_HEADERS = ['authorization', 'cookie', 'sign'];

const redactPaths = [
  ...SECRET_NAMES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
  ...SECRET_HEADERS.flatMap((name) => [`headers.${name}`, `*.headers.${name}`]),
];

const queryValue = /([?&][^=&#]*=)[^&#]*/g;

/**
 * The URL as logged: every query value is blanked, the names kept. Values carry tokens, phone numbers (the outbox's
 * ?to), names and what shoppers type into search; the names are enough to tell which request it was.
 */
export function loggableUrl(url: string): string {
  return url.replace(queryValue, '$1[REDACTED]');
}

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
}

const serializers = {
  // Only method, URL and id: headers and bodies carry tokens and personal data.
  req: (request: LoggedRequest) => ({ id: request.id, method: request.method, url: loggableUrl(request.url) }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: stdSerializers.err,
};

export function createLogger(level: LoggerOptions['level'], destination?: DestinationStream): FastifyBaseLogger {
  const options: LoggerOptions = { level, redact: { paths: redactPaths, censor: '[REDACTED]' }, serializers };
  return destination ? pino(options, destination) : pino(options);
}

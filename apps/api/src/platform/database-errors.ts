/**
 * What of a database error may be logged and how it is answered. Drizzle wraps a failed query in an error whose
 * message holds the SQL and its parameters (names, phones, addresses), and PostgreSQL's own errors carry the
 * offending values in `detail`: neither may reach the logs.
 */

interface WithCode {
  code?: unknown;
  cause?: unknown;
}

/** The SQLSTATE of a PostgreSQL error, found through Drizzle's wrapping. */
export function sqlState(error: unknown, depth = 0): string | undefined {
  if (depth > 5 || error === null || typeof error !== 'object') return undefined;
  const { code, cause } = error as WithCode;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlState(cause, depth + 1);
}

/** Class 22 (data exception: invalid text, out of range, bad encoding) is about the input, not a bug. */
export function isDataError(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/**
 * SQLSTATE classes and codes that say the server is not there for us now (connection lost or refused, shutting down or
 * starting, out of connections), and the socket errors and node-postgres messages of a connection that failed.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/i;

/** The database could not be reached (a server restarting, a network cut): the request may be tried again later. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { code, cause } = error as WithCode;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  if (error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggableError;
}

/** An error as it may be logged: its type, message and stack with query parameters cut, the SQLSTATE; nothing else. */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-error value was thrown' };
  const loggable: LoggableError = { type: error.name, message: error.message.replace(QUERY_PARAMETERS, '') };
  if (error.stack) loggable.stack = error.stack.replace(QUERY_PARAMETERS, '');
  const code = (error as WithCode).code;
  if (typeof code === 'string') loggable.code = code;
  if (error.cause !== undefined && depth < 3) loggable.cause = loggableError(error.cause, depth + 1);
  return loggable;
}

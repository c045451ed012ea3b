import { DIRECTION_OVERRIDE } from '@talad/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/* eslint-disable no-control-regex -- finding control characters is this file's whole purpose */
/** C0 controls, DEL and C1 controls: nothing a shopper types into an address, a search or a URL. */
export const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
/** Body text may span lines (an address, a review), so tab, line feed and carriage return pass there. */
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** A line (params, query, a single-line field) or text that may span lines (a body). */
type TextKind = 'line' | 'text';
const CONTROLS: Record<TextKind, RegExp> = { line: CONTROL_IN_LINE, text: CONTROL_IN_TEXT };
/** Either kind of refused character, found in one walk (the usual answer: none). */
const orOverride = (controls: RegExp) => new RegExp(`${controls.source}|${DIRECTION_OVERRIDE.source}`);
const REFUSED: Record<TextKind, RegExp> = { line: orOverride(CONTROL_IN_LINE), text: orOverride(CONTROL_IN_TEXT) };
/** Deeper than any body of ours: a guard against a crafted, endlessly nested one. */
const MAX_DEPTH = 32;

/** Bytes and streams (an uploaded file) are checked by the route that reads them, not as text. */
function isBinary(value: object): boolean {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function';
}

/**
 * The dotted path of the first string (or object key) holding a control character, or null. Query and params
 * objects come from the router without Object's prototype, so any object is walked; each once (multipart fields
 * point back at each other).
 */
export function controlCharacterAt(value: unknown, path: string, pattern: RegExp, depth = 0, seen = new WeakSet<object>()): string | null {
  if (typeof value === 'string') return pattern.test(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || isBinary(value) || seen.has(value)) return null;
  seen.add(value);
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (pattern.test(key)) return `${path}.${key.replace(pattern, '?')}`;
    const found = controlCharacterAt(item, `${path}.${key}`, pattern, depth + 1, seen);
    if (found) return found;
  }
  return null;
}

/**
 * The refusal of the first string (or key) in `value` holding a control character (of its kind) or a direction
 * override, named by its dotted path; null when there is none.
 */
export function refusedText(value: unknown, path: string, kind: TextKind): AppError | null {
  const field = controlCharacterAt(value, path, REFUSED[kind]);
  if (!field) return null;
  const control = controlCharacterAt(value, path, CONTROLS[kind]);
  if (control)
    return new AppError('TEXT_CONTROL_CHARACTER', { errors: [{ field: control, reason: 'must not contain control characters' }] });
  return new AppError('TEXT_DIRECTION_OVERRIDE', { errors: [{ field, reason: 'must not contain direction overrides or isolates' }] });
}

/**
 * One hook for every route: a NUL byte or another control character in params, query or body is the shopper's (or
 * a prober's) mistake, answered 400 before validation, instead of reaching PostgreSQL, which refuses NUL in text
 * with an error that used to become a 500 holding the query's parameters in the log. A direction override is refused
 * the same way: shown to the staff or another member, it would make the text read as something else.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const refusal =
      refusedText(request.params, 'params', 'line') ??
      refusedText(request.query, 'query', 'line') ??
      refusedText(request.body, 'body', 'text');
    if (refusal) throw refusal;
  });
}

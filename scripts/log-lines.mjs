// `npm start`'s console: the API and the gateway write pino's JSON lines (one object a line, what a log collector
// reads; run without npm start, or with LOG_FORMAT=json, they stay so). Here each becomes one readable line, and a
// request's two lines (incoming, completed) become one: "06:10:01 api      GET /products/abc 200 12 ms". Only what the
// servers logged is shown (their logs carry no personal data: apps/api/src/platform/logger.ts), less the health
// checks that answered 200 (polled every second while the shop starts); lines that are not pino's, the servers' own
// messages, pass as they are.
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields and the request's, shown in their own way; any other field is printed as key=value. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
/** Requests that came in and have not completed yet; a server that never logs their end cannot make this grow. */
const PENDING_MAX = 1000;

/** LOG_FORMAT as `npm start` takes it: readable by default, `json` for pino's lines untouched. */
export function logFormat(value = 'pretty') {
  if (value === 'pretty' || value === 'json') return value;
  throw new Error(`LOG_FORMAT must be "pretty" or "json", not "${value}"`);
}

/** The formatter of one server's lines: answers the text to print for a line, or null when it prints nothing (yet). */
export function readableLogs(server) {
  const name = server.padEnd(8);
  const incoming = new Map();
  return (line) => {
    const entry = pinoEntry(line);
    if (!entry) return line;
    const key = `${entry.pid} ${entry.reqId}`;
    if (entry.msg === 'incoming request' && entry.req) {
      if (incoming.size >= PENDING_MAX) incoming.delete(incoming.keys().next().value);
      incoming.set(key, `${entry.req.method} ${entry.req.url}`);
      return null;
    }
    const head = `${clock(entry.time)} ${name}`;
    if (entry.res && typeof entry.responseTime === 'number') {
      const request = incoming.get(key) ?? `request ${entry.reqId}`;
      incoming.delete(key);
      if (request === 'GET /health' && entry.res.statusCode === 200) return null;
      return `${head} ${request} ${entry.res.statusCode} ${Math.round(entry.responseTime)} ms`;
    }
    const level = entry.level === 30 ? '' : `${LEVELS[entry.level] ?? entry.level} `;
    const fields = Object.entries(entry)
      .filter(([field]) => !SHOWN_APART.has(field))
      .map(([field, value]) => ` ${field}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join('');
    const stack = entry.err?.stack ? `\n${entry.err.stack.replace(/^/gm, '    ')}` : '';
    return `${head} ${level}${entry.msg ?? entry.err?.message ?? ''}${fields}${stack}`;
  };
}

/** Prints a server's output line by line through its formatter; settles when the output ends. */
export function printReadable(stream, readable, print = console.log) {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => {
    const text = readable(line);
    if (text !== null) print(text);
  });
  return once(lines, 'close');
}

/** A pino line: a JSON object with a numeric level and time. Anything else is not one. */
function pinoEntry(line) {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line);
    return typeof entry?.level === 'number' && typeof entry.time === 'number' ? entry : null;
  } catch {
    return null;
  }
}

/** The local time of day, to the second. */
function clock(time) {
  const at = new Date(time);
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

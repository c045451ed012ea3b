import type { SessionRecord } from '@talad/domain';
import { vi } from 'vitest';
import { createApiClient, type ClientOptions } from './client.ts';
import { createMemorySessionStore } from './session-store.ts';

export interface RecordedCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body: unknown };
type Responder = (call: RecordedCall) => Reply;

/** A fetch double that records calls and answers from a function of the call; no network. */
export function fakeFetch(responder: Responder) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const reply = responder(call);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A client on that fetch with a fresh guest session, as every endpoint test starts: its calls, session store and logger to inspect. */
export function apiWith(responder: Responder, extra: Partial<ClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(responder);
  const store = createMemorySessionStore(session());
  const logger = { error: vi.fn(), warn: vi.fn() };
  const api = createApiClient({ baseUrl: 'http://api.test', appId: 'a', appKey: 'k', session: store, fetch, logger, ...extra });
  return { api, calls, store, logger };
}

export function session(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    role: 'guest',
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_at: Date.now() + 60_000,
    user_id: 'customer-1',
    ...overrides,
  };
}

export function ok(data: unknown): Reply {
  return { status: 200, body: { data, is_success: true, message: 'OK', status_code: 200 } };
}

export function fail(status: number, statusCode: number, message = 'failed'): Reply {
  return { status, body: { data: null, is_success: false, message, status_code: statusCode } };
}

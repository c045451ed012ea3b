import { computeSign } from '@talad/domain';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, REFRESH_LOCK_NAME, type ClientOptions, type SessionLocks } from './client.ts';
import { createMemorySessionStore } from './session-store.ts';
import { fail, fakeFetch, ok, session, type RecordedCall } from './test-support.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function clientWith(responder: (call: RecordedCall) => ReturnType<typeof ok>, extra: Partial<ClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(responder);
  const store = createMemorySessionStore(session());
  const logger = { error: vi.fn(), warn: vi.fn() };
  const client = createApiClient({
    baseUrl: 'http://api.test',
    appId: 'talad-web',
    appKey: 'key',
    session: store,
    fetch,
    logger,
    now: () => 1_700_000_000_000,
    userAgent: () => DESKTOP,
    ...extra,
  });
  return { client, calls, store, logger };
}

describe('request headers (spec §7)', () => {
  it('signs the path with appId and the millisecond timestamp as text', async () => {
    const { client, calls } = clientWith(() => ok([]));
    await client.get('menu', { query: { page: 2 } });
    const headers = calls[0]!.headers;
    expect(headers.appId).toBe('talad-web');
    expect(headers.timestamp).toBe('1700000000000');
    expect(headers.sign).toBe(await computeSign('menu', 'talad-web', '1700000000000', 'key'));
    expect(headers.sign).toMatch(/^[0-9A-F]{64}$/);
  });

  it('sends platform web for a desktop agent and web_responsive for a mobile one', async () => {
    const desktop = clientWith(() => ok(null));
    await desktop.client.get('menu');
    expect(desktop.calls[0]!.headers.platform).toBe('web');
    const mobile = clientWith(() => ok(null), { userAgent: () => IPHONE });
    await mobile.client.get('menu');
    expect(mobile.calls[0]!.headers.platform).toBe('web_responsive');
  });

  it('adds the bearer token when a session is stored, and none when it is the text undefined', async () => {
    const { client, calls, store } = clientWith(() => ok(null));
    await client.get('menu');
    expect(calls[0]!.headers.Authorization).toBe('Bearer access-1');
    store.set(session({ access_token: 'undefined' }));
    await client.get('menu');
    expect(calls[1]!.headers.Authorization).toBeUndefined();
  });

  it('sends JSON content type, except for form data', async () => {
    const { client, calls } = clientWith(() => ok(null));
    await client.post('users/cookie-consent', { is_analytics_accepted: true });
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ is_analytics_accepted: true });
    const form = new FormData();
    form.set('user_id', 'customer-1');
    await client.post('users/image', form);
    expect(calls[1]!.headers['Content-Type']).toBeUndefined();
    expect(calls[1]!.body).toBe(form);
  });

  it('joins list query values with commas and drops empty ones', async () => {
    const { client, calls } = clientWith(() => ok([]));
    await client.get('products', { query: { product_id: ['PRD1', 'PRD2'], key: undefined, q: '' } });
    expect(calls[0]!.url.search).toBe('?product_id=PRD1%2CPRD2');
  });
});

describe('envelope normalisation (spec §8)', () => {
  it('answers a non-ok response without a message with HTTP error! Status: {code} and data null', async () => {
    const { client } = clientWith(() => ({ status: 502, body: undefined }));
    await expect(client.get('menu')).resolves.toEqual({
      data: null,
      is_success: false,
      message: 'HTTP error! Status: 502',
      status_code: 502,
    });
  });

  it('keeps the server message and code of a non-ok envelope', async () => {
    const { client } = clientWith(() => fail(400, 400, 'token: Required'));
    const answer = await client.get('seo');
    expect(answer).toMatchObject({ is_success: false, message: 'token: Required', status_code: 400, data: null });
  });
});

describe('401 → refresh once → retry once (spec §4)', () => {
  it('refreshes with the stored refresh token, stores the new pair and retries the call once', async () => {
    let menuCalls = 0;
    const { client, calls, store } = clientWith((call) => {
      if (call.url.pathname === '/auth/refresh-token') return ok(session({ access_token: 'access-2', refresh_token: 'refresh-2' }));
      menuCalls += 1;
      return menuCalls === 1 ? fail(401, 10005) : ok(['menu']);
    });
    const answer = await client.get('menu');
    expect(answer.data).toEqual(['menu']);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/menu', '/auth/refresh-token', '/menu']);
    expect(calls[1]!.body).toEqual({ token: 'refresh-1' });
    expect(calls[2]!.headers.Authorization).toBe('Bearer access-2');
    expect(store.get()?.refresh_token).toBe('refresh-2');
  });

  it('retries only once: a second 401 is returned as it is', async () => {
    const { client, calls } = clientWith((call) =>
      call.url.pathname === '/auth/refresh-token' ? ok(session({ access_token: 'access-2' })) : fail(401, 10005),
    );
    const answer = await client.get('menu');
    expect(answer.status_code).toBe(10005);
    expect(calls.filter((c) => c.url.pathname === '/menu')).toHaveLength(2);
    expect(calls.filter((c) => c.url.pathname === '/auth/refresh-token')).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let token = 'access-1';
    const { client, calls } = clientWith((call) => {
      if (call.url.pathname === '/auth/refresh-token') {
        token = 'access-2';
        return ok(session({ access_token: 'access-2' }));
      }
      return call.headers.Authorization === `Bearer ${token}` && token === 'access-2' ? ok('fine') : fail(401, 10005);
    });
    const answers = await Promise.all([client.get('menu'), client.get('popups'), client.get('seo')]);
    expect(answers.every((a) => a.is_success)).toBe(true);
    expect(calls.filter((c) => c.url.pathname === '/auth/refresh-token')).toHaveLength(1);
  });

  it('retries without refreshing when another call refreshed the session while this one was on its way', async () => {
    const calls: string[] = [];
    const { client, store } = clientWith((call) => {
      calls.push(`${call.url.pathname} ${call.headers.Authorization}`);
      if (call.headers.Authorization === 'Bearer access-2') return ok('fine');
      store.set(session({ access_token: 'access-2', refresh_token: 'refresh-2' }));
      return fail(401, 10005);
    });
    const answer = await client.get('menu');
    expect(answer.data).toBe('fine');
    expect(calls).toEqual(['/menu Bearer access-1', '/menu Bearer access-2']);
  });

  it('clears the session and asks for a reload when the refresh answers 10006', async () => {
    const onSessionRejected = vi.fn();
    const { client, store } = clientWith((call) => (call.url.pathname === '/auth/refresh-token' ? fail(401, 10006) : fail(401, 10005)), {
      onSessionRejected,
    });
    const answer = await client.get('menu');
    expect(answer.is_success).toBe(false);
    expect(store.get()).toBeNull();
    expect(onSessionRejected).toHaveBeenCalledOnce();
  });

  it('logs in as a fresh guest when the refresh answer has no access_token, then retries', async () => {
    const { client, calls, store } = clientWith((call) => {
      if (call.url.pathname === '/auth/refresh-token') return fail(500, 500);
      if (call.url.pathname === '/auth/login/guest') return ok(session({ access_token: 'guest-2' }));
      return call.headers.Authorization === 'Bearer guest-2' ? ok('fine') : fail(401, 10005);
    });
    const answer = await client.get('menu');
    expect(answer.data).toBe('fine');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/menu', '/auth/refresh-token', '/auth/login/guest', '/menu']);
    expect(store.get()?.access_token).toBe('guest-2');
  });

  it('does not refresh on a signature error, which a new token cannot mend', async () => {
    const { client, calls } = clientWith(() => fail(401, 10002));
    await client.get('menu');
    expect(calls).toHaveLength(1);
  });
});

/** A Web Locks double: callbacks on one name run one after another, in the order asked; the names asked are kept. */
function fakeLocks(): SessionLocks & { asked: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const asked: string[] = [];
  return {
    asked,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      asked.push(name);
      const turn = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

describe('refreshes across tabs (issue 11: two tabs must not spend one refresh token twice)', () => {
  /** Tabs of one browser: one storage, one lock manager, one API that rotates the refresh token once. */
  function tabsSharingOneSession(locks: SessionLocks | null) {
    let current = 'access-1';
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url.pathname === '/auth/refresh-token') {
        if (call.body && (call.body as { token: string }).token !== 'refresh-1') return fail(401, 10006);
        current = 'access-2';
        return ok(session({ access_token: 'access-2', refresh_token: 'refresh-2' }));
      }
      return call.headers.Authorization === `Bearer ${current}` && current === 'access-2' ? ok('fine') : fail(401, 10005);
    });
    const store = createMemorySessionStore(session());
    const tab = () =>
      createApiClient({
        baseUrl: 'http://api.test',
        appId: 'talad-web',
        appKey: 'key',
        session: store,
        fetch,
        locks,
        logger: { error: vi.fn(), warn: vi.fn() },
      });
    return { tabs: [tab(), tab(), tab()], calls, store };
  }

  it('one tab refreshes under the Web Lock; the others find its new session in storage and retry with it', async () => {
    const locks = fakeLocks();
    const { tabs, calls, store } = tabsSharingOneSession(locks);
    const answers = await Promise.all(tabs.map((tab) => tab.get('menu')));
    expect(answers.every((answer) => answer.data === 'fine')).toBe(true);
    expect(calls.filter((call) => call.url.pathname === '/auth/refresh-token')).toHaveLength(1);
    expect(locks.asked).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(store.get()?.refresh_token).toBe('refresh-2');
  });

  it('takes navigator.locks by default where the browser has it', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    try {
      const { client } = clientWith((call) =>
        call.url.pathname === '/auth/refresh-token' ? ok(session({ access_token: 'access-2' })) : fail(401, 10005),
      );
      await client.get('menu');
      expect(locks.asked).toEqual([REFRESH_LOCK_NAME]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('guest login (spec §4, §8)', () => {
  it('stores the returned session under the store when no valid token is held', async () => {
    const { client, store, calls } = clientWith(() => ok(session({ access_token: 'guest-1' })));
    store.set(session({ access_token: 'undefined' }));
    const current = await client.ensureSession();
    expect(current?.access_token).toBe('guest-1');
    expect(store.get()?.access_token).toBe('guest-1');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/auth/login/guest');
  });

  it('keeps a valid session without calling the API', async () => {
    const { client, calls } = clientWith(() => ok(null));
    await client.ensureSession();
    expect(calls).toHaveLength(0);
  });

  it("throws 'Failed to refresh token' when guest login is not ok", async () => {
    const { client } = clientWith(() => fail(429, 429));
    await expect(client.loginAsGuest()).rejects.toThrow('Failed to refresh token');
  });

  it("logs 'Failed to retrieve access token.' when guest login has no data", async () => {
    const { client, logger, store } = clientWith(() => ok(null));
    store.clear();
    await expect(client.loginAsGuest()).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith('Failed to retrieve access token.');
    expect(store.get()).toBeNull();
  });
});

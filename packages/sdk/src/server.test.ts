import { describe, expect, it } from 'vitest';
import { createServerApiClient } from './server.ts';
import { fail, fakeFetch, ok, session } from './test-support.ts';

describe('server-side client (spec §7: log in as guest first)', () => {
  it('logs in as guest before the first call and reuses that one session for every later call', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.pathname === '/auth/login/guest' ? ok(session({ access_token: 'server-guest' })) : ok('page'),
    );
    const api = createServerApiClient({ baseUrl: 'http://api.test', appId: 'a', appKey: 'k', fetch });
    await Promise.all([api.get('menu'), api.get('seo'), api.get('popups')]);
    await api.get('menu');
    expect(calls.filter((c) => c.url.pathname === '/auth/login/guest')).toHaveLength(1);
    expect(
      calls.filter((c) => c.url.pathname !== '/auth/login/guest').every((c) => c.headers.Authorization === 'Bearer server-guest'),
    ).toBe(true);
  });

  it('sends its fixed headers (the renderer’s key) with every call, the guest login included, beside the signed ones', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.url.pathname === '/auth/login/guest' ? ok(session({ access_token: 'server-guest' })) : ok('page'),
    );
    const api = createServerApiClient({
      baseUrl: 'http://api.test',
      appId: 'a',
      appKey: 'k',
      fetch,
      headers: { 'x-renderer-key': 'shared' },
    });
    await api.get('menu');
    expect(calls.map((c) => c.headers['x-renderer-key'])).toEqual(['shared', 'shared']);
    expect(calls.every((c) => c.headers.sign && c.headers.appId === 'a')).toBe(true);
  });

  it('refreshes its session on 401 instead of making a new guest', async () => {
    let current = 'server-guest';
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url.pathname === '/auth/login/guest') return ok(session({ access_token: 'server-guest' }));
      if (call.url.pathname === '/auth/refresh-token') {
        current = 'server-guest-2';
        return ok(session({ access_token: 'server-guest-2' }));
      }
      return call.headers.Authorization === `Bearer ${current}` && current === 'server-guest-2' ? ok('page') : fail(401, 10005);
    });
    const api = createServerApiClient({ baseUrl: 'http://api.test', appId: 'a', appKey: 'k', fetch });
    const answer = await api.get('menu');
    expect(answer.data).toBe('page');
    expect(calls.filter((c) => c.url.pathname === '/auth/login/guest')).toHaveLength(1);
  });
});

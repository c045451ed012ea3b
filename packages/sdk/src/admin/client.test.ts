import { describe, expect, it } from 'vitest';
import { fakeFetch, ok } from '../test-support.ts';
import { createAdminClient } from './client.ts';

describe('the back office’s API client (issue #26, decision 0041)', () => {
  it('carries the staff token as a bearer, never the shop’s signature headers', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ id: 's1' }));
    const api = createAdminClient({
      baseUrl: 'http://api.test',
      token: 'staff-token',
      locale: 'en',
      headers: { 'X-Forwarded-For': '203.0.113.9' },
      fetch,
    });
    const answer = await api.request('POST', 'admin/staff', { body: { email: 'a@b.co' }, query: { q: 'x', cursor: undefined } });
    expect(answer).toMatchObject({ is_success: true, data: { id: 's1' } });
    expect(calls[0]!.url.href).toBe('http://api.test/admin/staff?q=x');
    expect(calls[0]!.headers).toEqual({
      Authorization: 'Bearer staff-token',
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(calls[0]!.body).toEqual({ email: 'a@b.co' });
    expect(api.signedIn).toBe(true);
  });

  it('before sign-in it sends no Authorization at all, and a refusal is the envelope', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      status: 401,
      body: { data: null, is_success: false, message: 'Sign in', status_code: 12401 },
    }));
    const api = createAdminClient({ baseUrl: 'http://api.test', fetch });
    expect(api.signedIn).toBe(false);
    expect(await api.request('GET', 'admin/me')).toMatchObject({ is_success: false, status_code: 12401, message: 'Sign in' });
    expect(calls[0]!.headers).toEqual({});
  });
});

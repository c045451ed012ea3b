import { describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, isNewerBuild, LATEST_BUILD_PATH } from './version-check.ts';

describe('version check', () => {
  it('sees a newer build only when latest.json names another version', () => {
    expect(isNewerBuild('abc123-1', { version: 'def456-2', built_at: '2026-11-22T00:00:00Z' })).toBe(true);
    expect(isNewerBuild('abc123-1', { version: 'abc123-1' })).toBe(false);
  });

  it.each([null, undefined, 'text', {}, { version: '' }, { version: 42 }])('ignores an unreadable answer %j', (latest) => {
    expect(isNewerBuild('abc123-1', latest)).toBe(false);
  });

  it('fetches latest.json without the cache and survives failures', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ version: 'v2' }), { status: 200 }));
    await expect(fetchLatestBuild(ok as unknown as typeof fetch)).resolves.toEqual({ version: 'v2' });
    expect(ok).toHaveBeenCalledWith(LATEST_BUILD_PATH, { cache: 'no-store' });
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchLatestBuild(down as unknown as typeof fetch)).resolves.toBeNull();
    const missing = vi.fn(async () => new Response('nope', { status: 404 }));
    await expect(fetchLatestBuild(missing as unknown as typeof fetch)).resolves.toBeNull();
  });
});

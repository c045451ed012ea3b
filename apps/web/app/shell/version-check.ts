/** How often an open tab asks whether a newer build is live (spec §7, §9). */
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** The version this bundle was built as; 'dev' when run outside the build (tests, dev server without define). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** A newer build is live when latest.json names a version other than ours. Unreadable answers mean no news. */
export function isNewerBuild(current: string, latest: unknown): boolean {
  if (!latest || typeof latest !== 'object') return false;
  const version = (latest as { version?: unknown }).version;
  return typeof version === 'string' && version !== '' && version !== current;
}

export async function fetchLatestBuild(fetcher: typeof fetch = fetch): Promise<unknown> {
  try {
    const response = await fetcher(LATEST_BUILD_PATH, { cache: 'no-store' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

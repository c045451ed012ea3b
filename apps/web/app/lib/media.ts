import type { ShellData } from './shell-data.ts';

/**
 * Media paths in API answers (/media/…) on the media base: PUBLIC_MEDIA_URL (a CDN, say) or, when it is empty, this
 * site itself, whose server passes /media to the API — so a phone fetches pictures on the connection it already has.
 */
export function mediaUrl(path: string, base: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return base.replace(/\/+$/, '') + path;
}

/** For links read outside the page (Open Graph, JSON-LD): always with an origin. */
export function absoluteMediaUrl(path: string, shell: Pick<ShellData, 'config' | 'origin'>): string {
  return mediaUrl(path, shell.config.mediaUrl || shell.origin);
}

/**
 * A media URL the API wrote out absolute from its own public address (review photos and videos): its /media path on
 * the media base instead, which this site passes to the API (decisions 0006, 0025), so it loads wherever the shop is
 * opened and under the page's own Content-Security-Policy. Paths are based as mediaUrl does; other URLs pass untouched.
 */
export function apiMediaUrl(url: string, base: string): string {
  if (url.startsWith('/') || !URL.canParse(url)) return mediaUrl(url, base);
  const { pathname, search } = new URL(url);
  return pathname.startsWith('/media/') ? mediaUrl(pathname + search, base) : url;
}

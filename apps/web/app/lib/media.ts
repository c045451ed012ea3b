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

/**
 * API media (/media/...) is drawn on first request and cached. A path names a picture and its default format
 * (e.g. /media/products/PRD100001/1.webp); `?w=` picks one of MEDIA_WIDTHS and the extension the format.
 */
export const MEDIA_WIDTHS = [160, 320, 640, 1024] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 640;

export const MEDIA_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The same picture in another format and width: /media/a/b.webp → /media/a/b.avif?w=320 */
export function mediaVariant(path: string, format: MediaFormat, width: MediaWidth): string {
  const bare = path.split('?')[0] ?? path;
  return `${bare.replace(/\.(avif|webp|jpe?g|png)$/i, '')}.${format}?w=${width}`;
}

/** A srcset of every width in one format, for <picture><source type="image/avif" srcSet=…>. */
export function mediaSrcSet(path: string, format: MediaFormat, widths: readonly MediaWidth[] = MEDIA_WIDTHS): string {
  return widths.map((width) => `${mediaVariant(path, format, width)} ${width}w`).join(', ');
}

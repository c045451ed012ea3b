import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, mediaVariant, type MediaFormat } from '@talad/domain';
import { mediaUrl } from '../../lib/media.ts';
import { useShellData } from '../../lib/shell-data.ts';

interface PictureProps {
  /** A media path of the API (/media/…) or an absolute URL. */
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** How wide the image shows, for the browser to pick a file (e.g. "(max-width: 767px) 50vw, 240px"). */
  sizes: string;
  /** Above-the-fold pictures load at once with high priority; the rest wait until they are near the screen. */
  priority?: boolean;
  className?: string;
}

function srcSet(path: string, format: MediaFormat, base: string): string {
  return MEDIA_WIDTHS.map((width) => `${mediaUrl(mediaVariant(path, format, width), base)} ${width}w`).join(', ');
}

/** An API picture as AVIF with a WebP fallback, in every width the API draws. */
export function Picture({ src, alt, width, height, sizes, priority = false, className }: PictureProps) {
  const base = useShellData().config.mediaUrl;
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (!src.startsWith('/media/')) {
    return (
      <img
        src={mediaUrl(src, base)}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, 'avif', base)} sizes={sizes} />
      <img
        src={mediaUrl(mediaVariant(src, 'webp', DEFAULT_MEDIA_WIDTH), base)}
        srcSet={srcSet(src, 'webp', base)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

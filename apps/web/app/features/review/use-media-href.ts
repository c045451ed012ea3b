import { apiMediaUrl } from '../../lib/media.ts';
import { useShellData } from '../../lib/shell-data.ts';

/** Where the browser fetches a review's photo, video or poster (or the reviewer's picture): see apiMediaUrl. */
export function useMediaHref(): (url: string | null) => string | undefined {
  const base = useShellData().config.mediaUrl;
  return (url) => (url ? apiMediaUrl(url, base) : undefined);
}

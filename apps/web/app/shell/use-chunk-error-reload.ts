import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { reloadForChunkError } from './chunk-error.ts';

/**
 * Vite reports a failed route-chunk preload as `vite:preloadError` during a navigation: load the page the
 * shopper was going to from the server instead (spec §4). Chunk errors that reach the error boundary are
 * handled there.
 */
export function useChunkErrorReload(): void {
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location ? navigation.location.pathname + navigation.location.search : null;

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunkError(target.current ?? window.location.pathname + window.location.search);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { NAVIGATING_TO_KEY, reloadForChunkError, rememberNavigation } from './chunk-error.ts';

/**
 * Spec §4: on a chunk error during a navigation, load the page the shopper was going to from the server.
 * - Vite reports a failed preload as `vite:preloadError`: reload the target here.
 * - A route module that fails to import makes React Router reload the page being left: the target is remembered
 *   in the tab session (at the link's click, before React Router starts importing, and while a navigation is under
 *   way) and the head's chunkReloadScript goes on to it.
 * - Chunk errors that reach the error boundary are handled there.
 */
export function useChunkErrorReload(): void {
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location ? navigation.location.pathname + navigation.location.search : null;
  const pending = target.current;

  useEffect(() => {
    if (pending) rememberNavigation(pending);
    else sessionStorage.removeItem(NAVIGATING_TO_KEY);
  }, [pending]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target) return;
      rememberNavigation(link.pathname + link.search);
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunkError(target.current ?? window.location.pathname + window.location.search);
    };
    // On the window, in the capture phase: before React Router's own click handling starts the navigation.
    window.addEventListener('click', onClick, true);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
}

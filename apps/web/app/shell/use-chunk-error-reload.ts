import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { NAVIGATING_TO_KEY, reloadForChunkError, rememberNavigation } from './chunk-error.ts';

type PendingNavigation = { state: string; location?: { pathname: string; search: string } };
/** React Router's own router: its state is current even before React has rendered the navigation. */
type RouterWindow = Window & { __reactRouterDataRouter?: { state: { navigation: PendingNavigation } } };

/**
 * Spec §4: on a chunk error during a navigation, load the page the shopper was going to from the server.
 * - Vite reports a failed preload as `vite:preloadError`: reload the target here.
 * - A route module that fails to import makes React Router reload the page being left. When the page is left while
 *   a navigation is under way, its target is remembered in the tab session, and the head's chunkReloadScript goes
 *   on to it if what follows is that reload.
 * - Chunk errors that reach the error boundary are handled there.
 */
export function useChunkErrorReload(): void {
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location ? navigation.location.pathname + navigation.location.search : null;

  useEffect(() => {
    const onPageHide = () => {
      const pending = (window as RouterWindow).__reactRouterDataRouter?.state.navigation;
      const to = pending?.state !== 'idle' && pending?.location ? pending.location.pathname + pending.location.search : target.current;
      if (to) rememberNavigation({ to, from: window.location.pathname + window.location.search });
      else sessionStorage.removeItem(NAVIGATING_TO_KEY);
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunkError(target.current ?? window.location.pathname + window.location.search);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNonce } from '../lib/nonce.ts';
import { loadTagManager, pageView, pushPageView, type DataLayer } from '../lib/tag-manager.ts';

declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

/** Loads the tag manager once analytics are allowed, then reports a page view on every route change. */
export function useTagManager(gtmId: string | null, analyticsAllowed: boolean): void {
  const location = useLocation();
  const enabled = Boolean(gtmId) && analyticsAllowed;
  const nonce = useNonce();

  useEffect(() => {
    if (enabled && gtmId) loadTagManager(document, window, gtmId, nonce);
  }, [enabled, gtmId, nonce]);

  useEffect(() => {
    if (!enabled) return;
    pushPageView(window, pageView(window.location, document.title));
  }, [enabled, location.pathname, location.search]);
}

import { createContext, useContext } from 'react';

/**
 * The page's Content-Security-Policy nonce (server.mjs draws one per answer, lib/security-headers.server.ts): the
 * policy runs no inline script without it, so every inline script the page writes carries it. Undefined in
 * development, where no policy is sent.
 */
const NonceContext = createContext<string | undefined>(undefined);

/** Given the nonce by entry.server.tsx on the server and by entry.client.tsx, from the page itself, in the browser. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/** In the browser: the nonce the page was served with. Browsers blank the attribute once the page is read, not the property. */
export function pageNonce(document: Document): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

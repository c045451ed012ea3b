import { createContext, useContext } from 'react';

/** The answer's Content-Security-Policy nonce: every inline script the page writes carries it (as the shop's pages do). */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/** In the browser: the nonce the page was served with (browsers blank the attribute once read, not the property). */
export function pageNonce(document: Document): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

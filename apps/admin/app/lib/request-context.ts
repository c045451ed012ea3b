import { createContext, RouterContextProvider } from 'react-router';

/**
 * What the web server (apps/web/server.mjs) knows of a request and hands to the back office's loaders and actions:
 * the answer's Content-Security-Policy nonce, the staff member's address (the API limits sign-in attempts by it) and
 * whether the request came over HTTPS (the session cookie is then Secure).
 */
export interface ServerFacts {
  nonce: string;
  clientAddress: string;
  secure: boolean;
}

export const serverFacts = createContext<ServerFacts>({ nonce: '', clientAddress: '', secure: false });

/** Made by server.mjs for each request, with this build's own react-router (entry.server.tsx exports it). */
export function adminLoadContext(facts: ServerFacts): RouterContextProvider {
  return new RouterContextProvider(new Map([[serverFacts, facts]]));
}

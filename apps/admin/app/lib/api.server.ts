import type { Locale } from '@talad/domain';
import { createAdminClient, type AdminClient } from '@talad/sdk/admin';
import type { RouterContextProvider } from 'react-router';
import { preferencesOf } from './preferences.ts';
import { serverFacts } from './request-context.ts';
import { sessionTokenOf } from './session.server.ts';

/** The API as the web server reaches it (API_URL, as the shop's renderer does): never through the browser. */
const apiUrl = process.env.API_URL || 'http://localhost:4000';

/**
 * The API client of one request to the back office: the staff member's token from their cookie, their language,
 * their address (the API believes it from this server when TRUST_PROXY names it, as it does the shop's /api) and
 * their browser's name.
 */
export function adminApiOf(request: Request, context: Readonly<RouterContextProvider>): AdminClient {
  return adminApiWith(request, context, sessionTokenOf(request));
}

/** The same with a token of the caller's: none (signing in), or the session just opened (its cookie is not sent yet). */
export function adminApiWith(request: Request, context: Readonly<RouterContextProvider>, token: string | null): AdminClient {
  const { clientAddress } = context.get(serverFacts);
  const userAgent = request.headers.get('user-agent');
  return createAdminClient({
    baseUrl: apiUrl,
    token,
    locale: preferencesOf(request).language satisfies Locale,
    // The member's own browser names their sessions (My sessions), not this server.
    headers: {
      ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
      ...(userAgent ? { 'User-Agent': userAgent.slice(0, 500) } : {}),
    },
  });
}

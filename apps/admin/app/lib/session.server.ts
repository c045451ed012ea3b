import { cookieValue } from './preferences.ts';

/**
 * The staff session's token, kept where the page's scripts cannot read it (decision 0041): an httpOnly cookie, sent
 * only to /admin and only by this site's own pages (SameSite=Strict), Secure over HTTPS. The back office's loaders
 * and actions read it on the server and call the API with it; the browser never holds the token.
 */
export const SESSION_COOKIE = 'admin_session';

/** A token as the API issues it: printable, no separators (anything else is not ours and is ignored). */
const TOKEN_SHAPE = /^[\w.~+/=-]{16,512}$/;

export function sessionTokenOf(request: Request): string | null {
  const token = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/** Keeps the token until the session ends (`expiresAt`, ms), or for the browser's session when the API gave no end. */
export function sessionCookie(token: string, secure: boolean, expiresAt?: number | null): string {
  const maxAge = expiresAt ? `; Max-Age=${Math.max(0, Math.floor((expiresAt - Date.now()) / 1000))}` : '';
  return `${SESSION_COOKIE}=${token}; Path=/admin; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}${maxAge}`;
}

export function endedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/admin; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}; Max-Age=0`;
}

import { ERRORS, type Envelope, type StaffPermission } from '@talad/domain';
import { getStaffMe, type AdminClient } from '@talad/sdk/admin';
import { createContext, redirect, type RouterContextProvider } from 'react-router';
import { adminApiOf } from './api.server.ts';
import { serverFacts } from './request-context.ts';
import { endedSessionCookie } from './session.server.ts';
import type { StaffMe } from '@talad/contract';

/** The signed-in staff member of this request and their API client, set once by the staff layout's middleware. */
export interface SignedIn {
  me: StaffMe;
  api: AdminClient;
}

export const signedInContext = createContext<SignedIn | null>(null);

/** The sign-in page, coming back here afterwards (paths below the basename, /admin, as redirects take them). */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/^\/admin/, '') + url.search;
  return back && back !== '/' ? `/sign-in?next=${encodeURIComponent(back)}` : '/sign-in';
}

/** The API's answer to a call without a live session (none, ended, revoked or expired). */
export function isSignedOut(answer: Envelope<unknown>): boolean {
  return !answer.is_success && answer.status_code === ERRORS.STAFF_UNAUTHENTICATED.code;
}

/**
 * Who is signed in, or off to the sign-in page: no cookie, or a session the API no longer knows (ended, revoked,
 * expired), which also drops the cookie. An API that does not answer is the error page, never a sign-out.
 */
export async function signIn(request: Request, context: Readonly<RouterContextProvider>): Promise<SignedIn> {
  // Called by the staff layout's middleware, whose redirects React Router sends as written (a loader's or an action's
  // get the basename put in front): this one carries it.
  const toSignIn = `/admin${signInPath(request)}`;
  const api = adminApiOf(request, context);
  if (!api.signedIn) throw redirect(toSignIn);
  const answer = await getStaffMe(api);
  if (isSignedOut(answer)) throw redirect(toSignIn, { headers: { 'Set-Cookie': endedSessionCookie(context.get(serverFacts).secure) } });
  if (!answer.is_success || !answer.data) throw new Response(answer.message, { status: 503 });
  return { me: answer.data, api };
}

export function signedIn(context: Readonly<RouterContextProvider>): SignedIn {
  const member = context.get(signedInContext);
  if (!member) throw new Error('The staff layout signs the member in before its screens load');
  return member;
}

/** A screen's loader or action opens only for a role that has its permission (the API checks again on each call). */
export function allowedTo(context: Readonly<RouterContextProvider>, permission: StaffPermission): SignedIn {
  const member = signedIn(context);
  if (!member.me.permissions.includes(permission)) throw new Response('Forbidden', { status: 403 });
  return member;
}

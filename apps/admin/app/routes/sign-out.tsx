import { staffLogout } from '@talad/sdk/admin';
import { redirect } from 'react-router';
import { adminApiOf } from '../lib/api.server.ts';
import { serverFacts } from '../lib/request-context.ts';
import { endedSessionCookie } from '../lib/session.server.ts';
import type { Route } from './+types/sign-out';

/** Ends this session at the API (its token is refused at once from then on) and drops the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = adminApiOf(request, context);
  if (api.signedIn) await staffLogout(api);
  return redirect('/sign-in', { headers: { 'Set-Cookie': endedSessionCookie(context.get(serverFacts).secure) } });
}

export function loader() {
  return redirect('/');
}

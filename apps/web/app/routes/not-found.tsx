import { data, redirect } from 'react-router';
import { homePath, localeFromPath } from '../lib/locale-path.ts';
import { NotFound } from '../shell/not-found.tsx';
import { isRetiredPath } from '../shell/guards.ts';
import type { Route } from './+types/not-found';

/** Any path no route claims: 404 (spec §8), shown by the root error boundary as the not-found page. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // Retired link shapes go home already on the server, so they never flash the not-found page.
  if (isRetiredPath(pathname)) throw redirect(homePath(localeFromPath(pathname)));
  throw data(`Page Not Found: ${pathname}`, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

import { data } from 'react-router';
import { NotFound } from '../shell/not-found.tsx';
import { redirectIfRetired } from '../shell/retired-redirect.ts';
import type { Route } from './+types/not-found';

/** Any path no route claims: 404 (spec §8), shown by the root error boundary as the not-found page. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  redirectIfRetired(pathname);
  throw data(`Page Not Found: ${pathname}`, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

import type { Route } from './+types/robots';

/** Paths that are one shopper's own (account, cart, payment) or app-only stay out of search engines. */
const PRIVATE_PATHS = ['/account', '/shopping-cart', '/check-out', '/payment', '/guest/login', '/m/', '/live-tv-app', '/search'];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const rules = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`])];
  const body = [...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}

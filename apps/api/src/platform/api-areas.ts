import { apiCallerOf } from '@talad/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Why `route` may not be registered, or null: its area is not in API_AREAS (packages/domain), or it sits in a
 * shopper's area without being signed like the web app's calls (the owner bootstrap's, the gateway's and other
 * server-to-server routes are unsigned), where the shop's /api would pass it from any browser (decision 0033).
 */
export function areaProblem(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): string | null {
  // @fastify/cors answers the preflight of every path ('*'): it belongs to no area and passes nothing on.
  if (route.url === '*' || route.url === '/*') return null;
  const caller = apiCallerOf(route.url);
  const name = `${String(route.method)} ${route.url}`;
  if (!caller) return `${name}: its area is not in API_AREAS (packages/domain/src/api-areas.ts); say who calls it there`;
  if (caller === 'shopper' && route.config?.signed === false)
    return `${name} is not signed like the web app's calls, yet in a shopper's area of API_AREAS, which the shop's /api passes from any browser`;
  return null;
}

/** Checks every route as it is registered (before any other plugin adds one): a wrong one stops the API at start. */
export function registerAreaCheck(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const problem = areaProblem(route);
    if (problem) throw new Error(problem);
  });
}

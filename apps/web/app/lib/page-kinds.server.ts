import { isPrivateMeta } from './private-meta.ts';

/**
 * What a path is to the page cache (decision 0026), decided by the routes it matches, not by its look:
 * - 'private': a page (or its data) of one shopper: a matched route's meta is privateMeta (sign-in steps, account,
 *   cart, checkout, payment, case and order pages). Never kept, and `Cache-Control: private, no-store`.
 * - 'public': any other page or its data: the same for every reader of one brand, address, language and device.
 * - 'other': resource routes (robots.txt, sitemap.xml, the gateway's return), the route manifest: not pages.
 */
export type PageKind = 'public' | 'private' | 'other';

/** A route of the server build (ServerBuild['routes']), as much of it as the decision reads. */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { default?: unknown; meta?: unknown };
}

/** One way down the route tree to a screen or a resource: its whole path as a pattern, and what it serves. */
interface Branch {
  pattern: RegExp;
  page: boolean;
  private: boolean;
}

/** Paths decided at once: a path's kind never changes while the server runs. Beyond this many, the memory starts over. */
const REMEMBERED_PATHS = 10_000;

/**
 * A route path as React Router matches it: static segments without regard to case, `:name` one segment, `*` the
 * rest, `?` an optional segment, trailing slashes allowed.
 */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const body = name === '*' ? '.*' : name.startsWith(':') ? '[^/]+' : name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return optional ? `(?:/${body})?` : `/${body}`;
    });
  return new RegExp(`^${segments.join('')}/*$`, 'i');
}

function branchesOf(routes: BuildRoute[]): Branch[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const parents = new Set(routes.map((route) => route.parentId));
  return routes
    .filter((route) => !parents.has(route.id))
    .map((leaf) => {
      const line: BuildRoute[] = [];
      for (let route: BuildRoute | undefined = leaf; route; route = route.parentId ? byId.get(route.parentId) : undefined)
        line.unshift(route);
      const path = line.map((route) => route.path ?? '').join('/');
      return {
        pattern: patternOf(path),
        page: Boolean(leaf.module.default),
        private: line.some((route) => isPrivateMeta(route.module.meta)),
      };
    });
}

/**
 * The page a request path is for: a data request (`/product/x.data`, home's `/_.data`, React Router's single fetch
 * with trailing-slash-aware data requests) is its page's.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length);
  return pathname;
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The kind of every request path under the build's routes; `manifestPath` is React Router's route manifest (lazy
 * discovery). React Router picks one of the routes a path matches (the most specific); this looks at all of them and
 * leans to the safe side: a path that any resource route matches is 'other', any private route 'private'.
 * (React Router's matchRoutes ranks the whole table on every call: about 10 ms here, too slow for every request.)
 */
export function pageKinds(routes: Record<string, BuildRoute | undefined>, manifestPath: string): (pathname: string) => PageKind {
  const branches = branchesOf(Object.values(routes).filter((route): route is BuildRoute => route !== undefined));
  const decide = (pathname: string): PageKind => {
    if (pathname === manifestPath) return 'other';
    const path = decoded(pagePathOf(pathname));
    const matched = branches.filter((branch) => branch.pattern.test(path));
    if (matched.length === 0 || matched.some((branch) => !branch.page)) return 'other';
    return matched.some((branch) => branch.private) ? 'private' : 'public';
  };
  const decided = new Map<string, PageKind>();
  return (pathname) => {
    const known = decided.get(pathname);
    if (known) return known;
    const kind = decide(pathname);
    if (decided.size >= REMEMBERED_PATHS) decided.clear();
    decided.set(pathname, kind);
    return kind;
  };
}

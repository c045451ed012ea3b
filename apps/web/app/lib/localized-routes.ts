import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The id React Router gives a route by default: its file without the extension. */
function routeId(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.[^/.]+$/, '');
}

/** The English copy of a route subtree: ids prefixed with `en/` so both copies can use one module. */
function englishCopy(entry: RouteConfigEntry, isTop: boolean): RouteConfigEntry {
  const copy: RouteConfigEntry = { ...entry, id: `en/${routeId(entry)}` };
  if (isTop) {
    // An index route cannot carry a path, so the English home becomes the plain route `en`.
    copy.path = entry.index || !entry.path ? 'en' : `en/${entry.path}`;
    delete copy.index;
  }
  if (entry.children) copy.children = entry.children.map((child) => englishCopy(child, false));
  return copy;
}

/**
 * Wraps one entry of the route table with the optional /en prefix (locale-prefix strategy, Thai without prefix):
 * `localized(route('guest/login', 'routes/guest-login.tsx'))` yields /guest/login and /en/guest/login.
 */
export function localized(entry: RouteConfigEntry): RouteConfigEntry[] {
  return [entry, englishCopy(entry, true)];
}

/** Messages browsers give when a lazily loaded route chunk is gone (usually: a new build replaced it). */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

const RELOADED_KEY = 'chunk_reload';
/** Where a client navigation under way was going when its page was unloaded (`{to, from, at}`), in the tab session. */
export const NAVIGATING_TO_KEY = 'navigating_to';
/** A reload this soon after the page was left is taken as React Router's reload after a failed module import. */
export const NAVIGATION_FRESH_MS = 10_000;

export function rememberNavigation(going: { to: string; from: string }, storage: Storage = sessionStorage, now = Date.now()): void {
  storage.setItem(NAVIGATING_TO_KEY, JSON.stringify({ ...going, at: now }));
}

/**
 * Loads `target` from the server (spec §4: reload the target route on a chunk error). Once per target per tab
 * session, so a chunk that is truly broken shows the error page instead of reloading forever.
 */
export function reloadForChunkError(
  target: string,
  storage: Storage = sessionStorage,
  assign = (url: string) => window.location.assign(url),
): boolean {
  if (storage.getItem(RELOADED_KEY) === target) return false;
  storage.setItem(RELOADED_KEY, target);
  assign(target);
  return true;
}

/**
 * Run in the page's head, as plain script. When a route's module fails to import, React Router reloads the page
 * being left; this sends that reload on to where the shopper was going (spec §4: reload the target route). Only a
 * reload of the page that was left while a navigation was under way, just now; once per target per tab session.
 */
export function chunkReloadScript(): string {
  return (
    `(function(){try{var going=JSON.parse(sessionStorage.getItem(${JSON.stringify(NAVIGATING_TO_KEY)})||'null');` +
    `sessionStorage.removeItem(${JSON.stringify(NAVIGATING_TO_KEY)});` +
    `if(!going||typeof going.to!=='string'||!/^\\/(?!\\/)/.test(going.to)||Date.now()-going.at>${NAVIGATION_FRESH_MS})return;` +
    `var here=location.pathname+location.search;var entry=performance.getEntriesByType('navigation')[0];` +
    `if(!entry||entry.type!=='reload'||going.from!==here||going.to===here||sessionStorage.getItem(${JSON.stringify(RELOADED_KEY)})===going.to)return;` +
    `sessionStorage.setItem(${JSON.stringify(RELOADED_KEY)},going.to);location.replace(going.to)}catch(error){}})()`
  );
}

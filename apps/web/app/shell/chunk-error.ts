/** Messages browsers give when a lazily loaded route chunk is gone (usually: a new build replaced it). */
const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

const RELOADED_KEY = 'chunk_reload';

/**
 * Loads `target` from the server (spec §4: reload the target route on a chunk error). Once per target per tab
 * session, so a chunk that is truly broken shows the error page instead of reloading forever.
 */
export function reloadForChunkError(target: string, storage: Storage = sessionStorage, assign = (url: string) => window.location.assign(url)): boolean {
  if (storage.getItem(RELOADED_KEY) === target) return false;
  storage.setItem(RELOADED_KEY, target);
  assign(target);
  return true;
}

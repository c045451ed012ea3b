/** How long the server waits for the API before it renders without that data. */
export const API_TIMEOUT_MS = 4000;

/**
 * Runs an API call and answers `fallback` when it throws or takes too long: the shell must render with a menu of
 * [] and no popups when the API is down (spec §8: menu failure is logged only).
 */
export async function settle<T>(what: string, call: () => Promise<T>, fallback: T, timeoutMs = API_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      console.error(`${what}: no answer within ${timeoutMs} ms`);
      resolve(fallback);
    }, timeoutMs);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    console.error(`${what} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

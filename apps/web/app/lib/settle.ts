import { ERRORS, failure, httpStatusOf, type Envelope } from '@talad/domain';
import { dataOr } from '@talad/sdk';
import { data } from 'react-router';

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

/** The envelope of an API that did not answer in time or could not be reached. */
export const UNAVAILABLE: Envelope<null> = failure(ERRORS.SERVICE_UNAVAILABLE.code, ERRORS.SERVICE_UNAVAILABLE.en);

/** An API answer within the time limit; no answer is the SERVICE_UNAVAILABLE envelope, never a made-up "not found". */
export function settleAnswer<T>(what: string, call: () => Promise<Envelope<T>>, timeoutMs = API_TIMEOUT_MS): Promise<Envelope<T>> {
  return settle<Envelope<T>>(what, call, UNAVAILABLE as Envelope<T>, timeoutMs);
}

/** What a page renders without (spec §8: blocks, carousels, side lists): the data, or `fallback`, the failure logged. */
export async function optionalData<T, F>(what: string, call: () => Promise<Envelope<T>>, fallback: F): Promise<T | F> {
  return dataOr(await settleAnswer(what, call), fallback);
}

/**
 * The data a page is about. An answer the API refused (4xx: an unknown slug, a malformed one) is the not-found page;
 * one it failed (5xx), or no answer in time, is the try-again page (503, Retry-After): a slow or failing API
 * never turns a real page into "not found" (issue 11 item 9).
 */
export function pageData<T>(answer: Envelope<T>, path: string): NonNullable<T> {
  if (answer.is_success && answer.data !== null && answer.data !== undefined) return answer.data;
  if (answer.is_success || httpStatusOf(answer.status_code) < 500) throw data(`Page Not Found: ${path}`, { status: 404 });
  // entry.server.tsx adds Retry-After to every 503 page.
  throw data(`Service Unavailable: ${path}`, { status: 503 });
}

/** requiredData = pageData of an answer within the time limit. */
export async function requiredData<T>(what: string, call: () => Promise<Envelope<T>>, path: string): Promise<NonNullable<T>> {
  return pageData(await settleAnswer(what, call), path);
}

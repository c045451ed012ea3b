import { failure, success } from '@talad/domain';
import { isRouteErrorResponse } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, optionalData, pageData, requiredData, settleAnswer } from './settle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What a loader threw: the status and headers React Router answers with. */
function thrown(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isRouteErrorResponse(error)) return { status: error.status };
    const response = error as { init?: { status?: number; headers?: Record<string, string> } };
    return { status: response.init?.status, retryAfter: response.init?.headers?.['Retry-After'] };
  }
  throw new Error('nothing was thrown');
}

describe('the data a page is about (issue 11 item 9)', () => {
  it('is the data of a successful answer', () => {
    expect(pageData(success({ slug: 'shoes' }), '/shoes')).toEqual({ slug: 'shoes' });
  });

  it('is the not-found page when the API refuses it (unknown slug, malformed value) or answers nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(thrown(() => pageData(failure(10501, 'This product does not exist'), '/product/x'))).toMatchObject({ status: 404 });
    expect(thrown(() => pageData(failure(400, 'bad slug'), '/product/x'))).toMatchObject({ status: 404 });
    expect(thrown(() => pageData(success(null), '/p/none'))).toMatchObject({ status: 404 });
  });

  it('is the try-again page (503) when the API fails, never "not found"', () => {
    expect(thrown(() => pageData(failure(500, 'Something went wrong'), '/product/x'))).toMatchObject({ status: 503 });
    expect(thrown(() => pageData(failure(503, 'The service is temporarily unavailable'), '/product/x'))).toMatchObject({ status: 503 });
  });

  it('is the try-again page when the API does not answer in time', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slowApi = () => new Promise<never>(() => undefined);
    const page = requiredData('GET products/x', slowApi, '/product/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await page).toMatchObject({ init: { status: 503 } });
  });

  it('is the try-again page when the API cannot be reached at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = () => Promise.reject(new TypeError('fetch failed'));
    expect(await requiredData('GET products/x', unreachable, '/product/x').catch((error: unknown) => error)).toMatchObject({
      init: { status: 503 },
    });
  });
});

describe('what a page renders without', () => {
  it('falls back, logged, when the API fails or is late; the answer otherwise', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await optionalData('GET faq', async () => success([{ title: 'q' }]), [])).toEqual([{ title: 'q' }]);
    expect(await optionalData('GET faq', async () => failure(500, 'down'), [])).toEqual([]);
    expect(log).toHaveBeenCalled();
    vi.useFakeTimers();
    const late = optionalData('GET faq', () => new Promise<never>(() => undefined), 'fallback');
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await late).toBe('fallback');
  });

  it('an answer that came too late is the SERVICE_UNAVAILABLE envelope, not a made-up not-found', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = settleAnswer('GET x', () => new Promise<never>(() => undefined));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(await answer).toMatchObject({ is_success: false, status_code: 503 });
  });
});

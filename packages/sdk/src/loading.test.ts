import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingTracker, LOADING_CLEAR_DELAY_MS } from './loading.ts';
import { apiWith, ok } from './test-support.ts';

describe('global loading flag (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is set when a request starts and cleared 500 ms after the last one ends', () => {
    const changes: boolean[] = [];
    const tracker = createLoadingTracker((loading) => changes.push(loading));
    tracker.start();
    tracker.start();
    tracker.end();
    vi.advanceTimersByTime(LOADING_CLEAR_DELAY_MS);
    expect(changes).toEqual([true, true]);
    tracker.end();
    vi.advanceTimersByTime(LOADING_CLEAR_DELAY_MS - 1);
    expect(changes.at(-1)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(changes.at(-1)).toBe(false);
  });

  it('stays set when a new request starts within the 500 ms', () => {
    const changes: boolean[] = [];
    const tracker = createLoadingTracker((loading) => changes.push(loading));
    tracker.start();
    tracker.end();
    vi.advanceTimersByTime(300);
    tracker.start();
    vi.advanceTimersByTime(LOADING_CLEAR_DELAY_MS);
    expect(changes).not.toContain(false);
  });

  it('is not touched by a call that skips loading', async () => {
    const onChange = vi.fn();
    const { api: client } = apiWith(() => ok(null), { loading: createLoadingTracker(onChange) });
    await client.post('users/cookie-consent', {}, { skipLoading: true });
    expect(onChange).not.toHaveBeenCalled();
    await client.get('menu');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

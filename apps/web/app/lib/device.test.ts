import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, deviceFromUserAgent, deviceFromWidth, RESIZE_DEBOUNCE_MS } from './device.ts';

describe('device breakpoints (spec §9: small 390, mobile 767, tablet 1024)', () => {
  it.each([
    [320, 'small', true],
    [390, 'small', true],
    [391, 'mobile', true],
    [767, 'mobile', true],
    [768, 'tablet', false],
    [1024, 'tablet', false],
    [1025, 'desktop', false],
    [1280, 'desktop', false],
  ])('width %i is %s', (width, kind, isMobile) => {
    expect(deviceFromWidth(width)).toEqual({ kind, isMobile });
  });

  it('guesses from the user agent on the server', () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148').isMobile).toBe(true);
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0').isMobile).toBe(false);
    expect(deviceFromUserAgent(null).isMobile).toBe(false);
  });
});

describe('resize debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('re-detects once, 50 ms after the last resize', () => {
    vi.useFakeTimers();
    const detect = vi.fn();
    const onResize = debounce(detect, RESIZE_DEBOUNCE_MS);
    onResize();
    vi.advanceTimersByTime(30);
    onResize();
    vi.advanceTimersByTime(49);
    expect(detect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(detect).toHaveBeenCalledTimes(1);
  });
});

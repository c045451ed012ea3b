import { platformFromUserAgent } from '@talad/domain';

/** Breakpoints of spec §9, as the widest width of each class. */
export const BREAKPOINTS = { small: 390, mobile: 767, tablet: 1024 } as const;

/** Device re-detection delay after a resize (spec §9). */
export const RESIZE_DEBOUNCE_MS = 50;

export type DeviceKind = 'small' | 'mobile' | 'tablet' | 'desktop';

export interface Device {
  kind: DeviceKind;
  isMobile: boolean;
}

export function deviceFromWidth(width: number): Device {
  if (width <= BREAKPOINTS.small) return { kind: 'small', isMobile: true };
  if (width <= BREAKPOINTS.mobile) return { kind: 'mobile', isMobile: true };
  if (width <= BREAKPOINTS.tablet) return { kind: 'tablet', isMobile: false };
  return { kind: 'desktop', isMobile: false };
}

/** The server's guess before any width is known: a phone is 'mobile', everything else 'desktop'. */
export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  return platformFromUserAgent(userAgent) === 'web_responsive' ? { kind: 'mobile', isMobile: true } : { kind: 'desktop', isMobile: false };
}

/** Calls `run` once the calls to the returned function have been quiet for `delayMs`. */
export function debounce(run: () => void, delayMs: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

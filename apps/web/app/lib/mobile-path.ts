import { stripLocale } from './locale-path.ts';

/**
 * Pages of the app's web view (/m…, and /live-tv-app with layout none) have no shop header to find the way back:
 * a link from them to a screen that has an /m twin (spec §2 mobile routes) goes to the twin, so the shopper
 * stays inside the app instead of landing on the desktop page.
 */
const MOBILE_TWINS: Array<[RegExp, string]> = [
  [/^\/(?=$|[?#])/, '/m'],
  [/^\/product\//, '/m/product/'],
  [/^\/promotion(?=$|[?#])/, '/m/promotion'],
  [/^\/live-tv(?=$|[?#])/, '/m/lives'],
  [/^\/account\/notification(?=$|[?#])/, '/m/notification'],
];

export function isAppPath(pathname: string): boolean {
  return /^\/(m|live-tv-app)(?=$|\/)/.test(stripLocale(pathname));
}

/** The /m twin of a Thai shop path, or the path itself when the screen has none. */
export function mobileTwin(href: string): string {
  for (const [desktop, mobile] of MOBILE_TWINS) if (desktop.test(href)) return href.replace(desktop, mobile);
  return href;
}

/** Google Tag Manager container (GTM-…) or GA4 measurement id (G-…); anything else is a configuration error (§8). */
const TAG_MANAGER_ID = /^(GTM-[A-Z0-9]+|G-[A-Z0-9]+)$/;

export function validateTagManagerId(id: string): void {
  if (!TAG_MANAGER_ID.test(id)) throw new Error(`GTM_ID must look like GTM-XXXXXXX or G-XXXXXXXXXX; got "${id}"`);
}

export function tagManagerScriptUrl(id: string): string {
  validateTagManagerId(id);
  const encoded = encodeURIComponent(id);
  return id.startsWith('GTM-')
    ? `https://www.googletagmanager.com/gtm.js?id=${encoded}`
    : `https://www.googletagmanager.com/gtag/js?id=${encoded}`;
}

export type DataLayer = Array<Record<string, unknown>>;

export type PageView = {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
};

export function pageView(location: { pathname: string; search: string; href: string }, title: string): PageView {
  return { event: 'page_view', page_path: location.pathname + location.search, page_location: location.href, page_title: title };
}

/** Reports a route change (spec §2); the dataLayer is created when the tag manager has not made it yet. */
export function pushPageView(target: { dataLayer?: DataLayer }, view: PageView): void {
  target.dataLayer ??= [];
  target.dataLayer.push(view);
}

function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

/** A gtag() command: gtag.js and the consent API read commands only as real `arguments` objects in the dataLayer. */
export function gtag(target: { dataLayer?: DataLayer }, ...command: unknown[]): void {
  (target.dataLayer ??= []).push(argumentsOf(...command) as unknown as Record<string, unknown>);
}

/**
 * Adds the tag manager script once; it is only ever called after analytics consent (Google's basic consent mode: the
 * consent default and the shopper's update are in the dataLayer before it, consent-mode.ts). It carries the page's
 * Content-Security-Policy nonce, which Tag Manager hands on to the tags it adds (Google's nonce-aware setup).
 */
export function loadTagManager(document: Document, target: { dataLayer?: DataLayer }, id: string, nonce?: string): void {
  const src = tagManagerScriptUrl(id);
  if (document.querySelector(`script[src="${src}"]`)) return;
  if (id.startsWith('GTM-')) {
    (target.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else {
    // GA4 follows history changes itself.
    gtag(target, 'js', new Date());
    gtag(target, 'config', id);
  }
  const script = document.createElement('script');
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.src = src;
  document.head.appendChild(script);
}

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

/**
 * Adds the tag manager script once; it is only ever called after analytics consent. It carries the page's
 * Content-Security-Policy nonce, which Tag Manager hands on to the tags it adds (Google's nonce-aware setup).
 */
export function loadTagManager(document: Document, target: { dataLayer?: DataLayer }, id: string, nonce?: string): void {
  const src = tagManagerScriptUrl(id);
  if (document.querySelector(`script[src="${src}"]`)) return;
  const dataLayer = (target.dataLayer ??= []);
  if (id.startsWith('GTM-')) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  } else {
    // gtag.js reads only real `arguments` objects from the dataLayer; GA4 then follows history changes itself.
    const gtag = function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments as unknown as Record<string, unknown>);
    };
    gtag('js', new Date());
    gtag('config', id);
  }
  const script = document.createElement('script');
  script.async = true;
  if (nonce) script.nonce = nonce;
  script.src = src;
  document.head.appendChild(script);
}

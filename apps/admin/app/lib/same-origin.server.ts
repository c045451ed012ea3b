/**
 * The back office's defence against cross-site requests (decision 0041), besides its SameSite=Strict cookie: a form
 * post, a fetcher or any other request that may change something must come from one of this site's own pages. A
 * browser says where a request comes from (Sec-Fetch-Site, else Origin); a request that says another site is refused
 * before any action runs. A request that says neither is no browser's, and carries no browser's cookie by mistake.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return !URL.canParse(origin) || new URL(origin).host !== host;
}

export function changesSomething(request: Request): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

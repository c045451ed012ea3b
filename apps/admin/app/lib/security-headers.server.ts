/**
 * The back office's own headers (decision 0041), on every answer under /admin: a Content-Security-Policy narrower
 * than the shop's (scripts from this site or with this answer's nonce; no tag manager, no social login, no gateway;
 * the browser calls no API, its pages' loaders and actions do), never kept by a browser or a proxy, never indexed.
 */
export function contentSecurityPolicy(nonce: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    // Style attributes (React's style={…}) cannot carry a nonce, and a style cannot read a cookie.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the pictures the build inlines; the QR code of 2FA enrolment is drawn as an SVG in the page.
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(nonce: string, secure: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // A staff page's address (an order number, a search) never leaves with a link.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'accelerometer=(), camera=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=()',
    // Staff pages hold people's data: no browser or proxy keeps one, and no search engine lists one.
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}

/**
 * Who calls each area of the API, an area being a path's first segment (issue #25 item 3, decision 0033). The shop's
 * web server passes a browser's `/api/…` to the API for the shopper's areas only; every other area is reached
 * directly at the API's own address, never through the shop. The API checks each route against this table as it is
 * registered (apps/api/src/platform/api-areas.ts): a route in an area not listed here stops it at start, and so does
 * an unsigned route (not the web app's call) in a shopper's area. A new shopper route in a listed area needs nothing.
 */
export const API_AREAS = {
  // The web app's calls, signed with its key (spec §7), from the browser or the renderer.
  'about-pages': 'shopper',
  addresses: 'shopper',
  allmap: 'shopper',
  auth: 'shopper',
  blog: 'shopper',
  brands: 'shopper',
  cart: 'shopper',
  cases: 'shopper',
  catalog: 'shopper',
  categories: 'shopper',
  checkout: 'shopper',
  collections: 'shopper',
  'content-pages': 'shopper',
  coupons: 'shopper',
  'custom-page': 'shopper',
  faq: 'shopper',
  'flash-sales': 'shopper',
  'live-streams': 'shopper',
  masters: 'shopper',
  menu: 'shopper',
  'my-favorite': 'shopper',
  'my-recently-view': 'shopper',
  notifications: 'shopper',
  'order-tracking': 'shopper',
  orders: 'shopper',
  popups: 'shopper',
  products: 'shopper',
  promotions: 'shopper',
  reviews: 'shopper',
  search: 'shopper',
  seo: 'shopper',
  'url-shortener': 'shopper',
  users: 'shopper',
  v2: 'shopper',
  // The back office (issue #26, decision 0039): its own caller, passed by the shop's /api by a rule of its own (the web
  // server's apps/web/app/lib/api-passage.server.ts); never signed with the app key, every route behind the staff guard.
  admin: 'admin',
  // Reached directly, never through the shop's /api.
  bootstrap: 'operator', // x-owner-bootstrap-key: `npm run shop -- owner <email>`, the first owner (decision 0044)
  payments: 'gateway', // the payment gateway's notifications, signed with the merchant secret
  dev: 'tests', // the outbox reader, loopback callers only (DEV_OUTBOX=http)
  health: 'monitor', // liveness and readiness: the web server itself, balancers, `npm start`
  docs: 'developer', // the OpenAPI document
  media: 'web server', // pictures and videos: the web server's own /media, or a CDN (PUBLIC_MEDIA_URL)
  s: 'link', // short links, opened at API_PUBLIC_URL
} as const;

export type ApiArea = keyof typeof API_AREAS;
export type ApiCaller = (typeof API_AREAS)[ApiArea];

/** Who calls the API path `pathname` (`/cart/items`, its first segment as it is, not decoded); undefined: no area of the table. */
export function apiCallerOf(pathname: string): ApiCaller | undefined {
  const area = pathname.split('/')[1] ?? '';
  return Object.hasOwn(API_AREAS, area) ? API_AREAS[area as ApiArea] : undefined;
}

import { apiCallerOf, ERRORS, failure, localeFromAcceptLanguage, type Envelope } from '@talad/domain';

/**
 * What the shop's /api does with a browser's call to the API path `pathname` (server.mjs, decision 0033): null, pass
 * it to the API, for the shopper's areas of API_AREAS (packages/domain) alone; else the refusal to answer. The other
 * areas (the staff's, the payment gateway's notifications, the tests' outbox, health, the API's document) are
 * reached at the API's own address, server to server: through the shop they are not found, as a route that does not
 * exist would be, in the caller's language.
 * The one place a passage is decided: the back-office's /admin/… (issue #26) gets its own rule here, beside the
 * shopper's (who may reach it through the shop), not a place in the shopper's areas.
 */
export function apiCallRefusal(pathname: string, acceptLanguage: string | undefined): Envelope<null> | null {
  if (apiCallerOf(pathname) === 'shopper') return null;
  const { code } = ERRORS.ROUTE_NOT_FOUND;
  return failure(code, ERRORS.ROUTE_NOT_FOUND[localeFromAcceptLanguage(acceptLanguage)]);
}

import { apiCallerOf, ERRORS, type ApiCaller, failure, localeFromAcceptLanguage, type Envelope } from '@talad/domain';

/**
 * Who may reach the API through the shop's origin: the shopper's areas, and the back office's /admin/… (issue #26,
 * decision 0039), whose web app at /admin calls it from the browser with a staff member's bearer token. The admin
 * area is not signed with the app key and holds nothing a shopper's token opens: the API's staff guard refuses every
 * call without a staff session or API token, so passing it adds no door a stranger could use.
 */
function passesThroughTheShop(caller: ApiCaller | undefined): boolean {
  return caller === 'shopper' || caller === 'admin';
}

/**
 * What the shop's /api does with a browser's call to the API path `pathname` (server.mjs, decision 0033): null, pass
 * it to the API, for the shopper's areas of API_AREAS (packages/domain) and the back office's; else the refusal to answer. The other
 * areas (the first owner's bootstrap, the payment gateway's notifications, the tests' outbox, health, the API's document) are
 * reached at the API's own address, server to server: through the shop they are not found, as a route that does not
 * exist would be, in the caller's language.
 * The one place a passage is decided.
 */
export function apiCallRefusal(pathname: string, acceptLanguage: string | undefined): Envelope<null> | null {
  if (passesThroughTheShop(apiCallerOf(pathname))) return null;
  const { code } = ERRORS.ROUTE_NOT_FOUND;
  return failure(code, ERRORS.ROUTE_NOT_FOUND[localeFromAcceptLanguage(acceptLanguage)]);
}

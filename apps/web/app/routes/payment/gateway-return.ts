import { redirect } from 'react-router';
import { myCardHref, orderIdOf, paymentHref, uuidParam } from '../../features/payment/paths.ts';
import { localeFromPath, localizeHref } from '../../lib/locale-path.ts';
import type { Route } from './+types/gateway-return';

/**
 * /2c2p (spec §2): the gateway's frontend return, `GET` or an auto-submitted `POST` with `paymentResponse` (2C2P's
 * shape, decision 0019). It is never believed — anyone can post one — so it is not even read: the shopper is sent to
 * /payment/processing, which asks the API (settled by the gateway's signed notification), or with `?card=` (a card
 * being added, decision 0069) to /account/my-card, which asks the API what became of it. A resource route: it
 * renders nothing, and a POST from the gateway's origin is expected here.
 */
function returnTarget(query: URLSearchParams): string {
  const orderId = orderIdOf(query);
  if (orderId) return paymentHref('processing', orderId);
  const verificationId = uuidParam(query, 'card');
  return verificationId ? myCardHref(verificationId) : '/account/my-order';
}

function toProcessing(request: Request): Response {
  const url = new URL(request.url);
  const target = returnTarget(url.searchParams);
  // 303: the browser follows a POST's answer with a GET.
  return redirect(localizeHref(target, localeFromPath(url.pathname)), 303);
}

export const loader = ({ request }: Route.LoaderArgs) => toProcessing(request);
export const action = ({ request }: Route.ActionArgs) => toProcessing(request);

import { redirect } from 'react-router';
import { orderIdOf, paymentHref } from '../../features/payment/paths.ts';
import { localeFromPath, localizeHref } from '../../lib/locale-path.ts';
import type { Route } from './+types/gateway-return';

/**
 * /2c2p (spec §2): the gateway's frontend return, `GET` or an auto-submitted `POST` with `paymentResponse` (2C2P's
 * shape, decision 0019). It is never believed — anyone can post one — so it is not even read: the shopper is sent to
 * /payment/processing, which asks the API (settled by the gateway's signed notification). A resource route: it
 * renders nothing, and a POST from the gateway's origin is expected here.
 */
function toProcessing(request: Request): Response {
  const url = new URL(request.url);
  const orderId = orderIdOf(url.searchParams);
  const target = orderId ? paymentHref('processing', orderId) : '/account/my-order';
  // 303: the browser follows a POST's answer with a GET.
  return redirect(localizeHref(target, localeFromPath(url.pathname)), 303);
}

export const loader = ({ request }: Route.LoaderArgs) => toProcessing(request);
export const action = ({ request }: Route.ActionArgs) => toProcessing(request);

import { FailedPage } from '../../features/payment/failed-page.tsx';
import { PaymentScreen } from '../../features/payment/payment-screen.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('payment.failed.title');

/** /payment/failed?order=<id> (spec §2, layout blank). */
export default function FailedRoute() {
  return <PaymentScreen>{(orderId) => <FailedPage orderId={orderId} />}</PaymentScreen>;
}

import { PaymentPage } from '../../features/payment/payment-page.tsx';
import { PaymentScreen } from '../../features/payment/payment-screen.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('payment.title');

/** /payment?order=<id> (spec §2, layout blank). */
export default function PaymentRoute() {
  return <PaymentScreen>{(orderId) => <PaymentPage orderId={orderId} />}</PaymentScreen>;
}

import { CardVerifyingPage } from '../../features/payment/card-verifying-page.tsx';
import { PaymentScreen } from '../../features/payment/payment-screen.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('payment.verifying.title');

/** /payment/card-verifying?order=<id> (spec §2, layout blank). */
export default function CardVerifyingRoute() {
  return <PaymentScreen>{(orderId) => <CardVerifyingPage orderId={orderId} />}</PaymentScreen>;
}

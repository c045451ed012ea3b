import { CompletePage } from '../../features/payment/complete-page.tsx';
import { PaymentScreen } from '../../features/payment/payment-screen.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('payment.complete.title');

/** /payment/complete?order=<id> (spec §2, layout blank). */
export default function CompleteRoute() {
  return <PaymentScreen>{(orderId) => <CompletePage orderId={orderId} />}</PaymentScreen>;
}

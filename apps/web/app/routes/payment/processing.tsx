import { ProcessingPage } from '../../features/payment/processing-page.tsx';
import { PaymentScreen } from '../../features/payment/payment-screen.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('payment.processing.title');

/** /payment/processing?order=<id> (spec §2, layout blank). */
export default function ProcessingRoute() {
  return <PaymentScreen>{(orderId) => <ProcessingPage orderId={orderId} />}</PaymentScreen>;
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { PaymentNotice } from './payment-notice.tsx';
import { orderIdOf } from './paths.ts';

/**
 * Every payment page is about one of the member's orders (?order=<id>) and renders after hydration, from the session
 * in browser storage (as account pages do); the route guard sends a guest to sign in first.
 */
export function PaymentScreen({ children }: { children: (orderId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { role, ready } = useSession();
  const [params] = useSearchParams();
  const orderId = orderIdOf(params);
  // Served in the page's HTML (the session is read after hydration): the shopper sees at once where they are.
  if (!ready || role !== 'user') return <PaymentNotice tone="waiting" title={t('payment.opening')} body={t('payment.openingBody')} />;
  if (!orderId) {
    return (
      <PaymentNotice
        tone="warning"
        title={t('payment.noOrder')}
        links={[{ to: '/account/my-order', label: t('payment.toMyOrders'), primary: true }]}
      />
    );
  }
  return <>{children(orderId)}</>;
}

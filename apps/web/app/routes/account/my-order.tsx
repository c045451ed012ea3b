import { AccountPage } from '../../features/account/account-page.tsx';
import { OrderList } from '../../features/order/order-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('order.title');

/** /account/my-order (spec §2, §3 order tabs). */
export default function MyOrderPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('order.title')} testId="my-order">
      <OrderList />
    </AccountPage>
  );
}

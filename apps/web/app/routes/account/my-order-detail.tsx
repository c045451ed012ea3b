import { getOrder } from '@talad/sdk';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { OrderDetail } from '../../features/order/order-detail.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { useLocalHref } from '../../lib/use-locale.ts';

export const meta = privateMeta('order.detailTitle');

/** /account/my-order/:id (spec §2): GET v2/orders/{id}, read again after a cancel or a confirmed receipt. */
export default function MyOrderDetailPage() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const id = useParams().id ?? '';
  const order = useMemberData(`GET v2/orders/${id}`, (api, locale) => getOrder(api, id, { locale }));
  return (
    <AccountPage title={t('order.detailTitle')} testId="my-order-detail" status={order.status}>
      <Link to={localHref('/account/my-order')} className="mb-4 inline-block text-sm font-semibold text-primary">
        ← {t('order.back')}
      </Link>
      {order.status === 'ready' && <OrderDetail order={order.data} onChanged={order.reload} />}
    </AccountPage>
  );
}

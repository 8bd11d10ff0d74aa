import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  ORDERS_PAGE_SIZE,
  type OrderStatusId,
  orderStatusCountsQuery,
  ordersQuery,
} from '../../../api/queries/orders.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { Pager } from '../../../ui/pager/Pager.tsx';
import { pageCountOf } from '../../../ui/pager/page-window.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { OrderTabs } from './OrderTabs.tsx';
import '../../../ui/card-list.css';
import '../../../ui/narrow-page.css';

/** My orders: a tab per status with its count, that status's orders newest first, paged. */
export function OrdersListPage({ statusId, pageNo }: { statusId: OrderStatusId; pageNo: number }) {
  const { t } = useLingui();
  const title = t`คำสั่งซื้อของฉัน`;
  useDocumentTitle(title);
  const counts = useQuery(orderStatusCountsQuery());
  const orders = useQuery(ordersQuery(statusId, pageNo));
  const tabName = counts.data?.find(({ id }) => id === statusId)?.name;
  return (
    <section className="container narrow-page" aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">{title}</h1>
      {counts.data && <OrderTabs counts={counts.data} current={statusId} />}
      {tabName && <h2 className="visually-hidden">{tabName}</h2>}
      {orders.isPending && (
        <p role="status">
          <Trans>กำลังโหลดคำสั่งซื้อ…</Trans>
        </p>
      )}
      {(orders.isError || counts.isError) && (
        <Alert kind="error">
          <Trans>โหลดคำสั่งซื้อไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>
        </Alert>
      )}
      {orders.data?.dataList.length === 0 && (
        <p>
          <Trans>ไม่มีคำสั่งซื้อในสถานะนี้</Trans>
        </p>
      )}
      {orders.data && orders.data.dataList.length > 0 && (
        <ul className="card-list">
          {orders.data.dataList.map((order) => (
            <li key={order.id}>
              <OrderSummary order={order} />
            </li>
          ))}
        </ul>
      )}
      {orders.data && (
        <Pager pageNo={pageNo} pageCount={pageCountOf(orders.data.count, ORDERS_PAGE_SIZE)} />
      )}
    </section>
  );
}

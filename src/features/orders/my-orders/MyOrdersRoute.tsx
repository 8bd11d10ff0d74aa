import { Navigate } from '@tanstack/react-router';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { FIRST_TAB, MY_ORDERS_MENU, statusOfTab } from '../../../ui/order-tabs.ts';
import { OrderPage } from './OrderPage.tsx';
import { OrdersListPage } from './OrdersListPage.tsx';
import '../../../ui/order/orders.css';

/**
 * /user/profile/my-order/{tab}: a status's orders (tab names from src/ui/order-tabs.ts), or with an
 * order's id, that order. The menu alone opens the first tab. The profile routes load it as
 * one chunk.
 */
export default function MyOrdersRoute({ tab, pageNo }: { tab?: string; pageNo: number }) {
  if (tab === undefined)
    return (
      <Navigate
        to="/user/profile/$menu/$tab"
        params={{ menu: MY_ORDERS_MENU, tab: FIRST_TAB }}
        replace
      />
    );
  if (/^\d{1,10}$/.test(tab)) return <OrderPage orderId={Number(tab)} />;
  const statusId = statusOfTab(tab);
  return statusId ? <OrdersListPage statusId={statusId} pageNo={pageNo} /> : <NotFoundPage />;
}

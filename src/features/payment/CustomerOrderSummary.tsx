import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { customerOrderQuery } from '../../api/queries/customer-links.ts';
import { OrderLines } from '../../ui/order/OrderLines.tsx';
import { OrderTotals } from '../../ui/order/OrderTotals.tsx';

/**
 * What a customer's link pays for: who prepared it, each store's lines and totals, and where it
 * goes. A link that cannot be read shows nothing here: the payment beside it says why.
 */
export function CustomerOrderSummary({ customerCode }: { customerCode: string }) {
  const order = useQuery(customerOrderQuery(customerCode));
  if (order.isPending)
    return (
      <p role="status">
        <Trans>กำลังโหลดรายการสินค้า…</Trans>
      </p>
    );
  if (!order.data) return null;
  const { preparedBy, orders } = order.data;
  const shipTo = orders[0]?.shipTo;
  return (
    <section className="customer-order" aria-labelledby="customer-order-title">
      <h2 id="customer-order-title">
        <Trans>รายการสินค้า</Trans>
      </h2>
      <p>
        <Trans>จัดเตรียมโดย {preparedBy}</Trans>
      </p>
      {orders.map((store) => (
        <section key={store.id} aria-labelledby={`customer-order-${store.id}`}>
          <h3 id={`customer-order-${store.id}`}>{store.seller.name}</h3>
          <OrderLines order={store} />
          <OrderTotals order={store} />
        </section>
      ))}
      {shipTo && (
        <>
          <h3>
            <Trans>จัดส่งถึง</Trans>
          </h3>
          <address className="order-address">
            {shipTo.name}
            <br />
            {shipTo.telephone}
            <br />
            {shipTo.address}
          </address>
        </>
      )}
    </section>
  );
}

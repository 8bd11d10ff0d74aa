import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { use } from 'react';
import type { Payment } from '../../api/queries/orders.ts';
import { MY_ORDERS_MENU, STATUS_TABS } from '../order-tabs.ts';
import { OrderLinksShown } from './payment-actor.ts';

/** Links to each order of the checkout (one per seller) and to the list they are in. */
export function OrderLinks({ payment, tab }: { payment: Payment; tab: string }) {
  if (!use(OrderLinksShown)) return null;
  return (
    <ul className="payment-links">
      {payment.orderIds.map((orderId) => (
        <li key={orderId}>
          <Link
            to="/user/profile/$menu/$tab"
            params={{ menu: MY_ORDERS_MENU, tab: String(orderId) }}
          >
            <Trans>ดูคำสั่งซื้อ #{orderId}</Trans>
          </Link>
        </li>
      ))}
      <li>
        <Link to="/user/profile/$menu/$tab" params={{ menu: MY_ORDERS_MENU, tab }}>
          <Trans>คำสั่งซื้อของฉัน</Trans>
        </Link>
      </li>
    </ul>
  );
}

/** Paid, or cash on delivery: thanks, and the way to the orders. */
export function PaidStep({ payment }: { payment: Payment }) {
  return (
    <div className="payment-outcome">
      <h2>
        {payment.status === 'cash-on-delivery' ? (
          <Trans>ชำระเงินปลายทาง ขอบคุณที่สั่งซื้อสินค้า</Trans>
        ) : (
          <Trans>ชำระเงินเรียบร้อยแล้ว ขอบคุณที่สั่งซื้อสินค้า</Trans>
        )}
      </h2>
      <OrderLinks payment={payment} tab={STATUS_TABS[3]} />
    </div>
  );
}

/** Expired unpaid: the stock went back; the shop can help. */
export function ExpiredStep() {
  return (
    <div className="payment-outcome">
      <h2>
        <Trans>คำสั่งซื้อหมดอายุแล้ว (กรุณาติดต่อพนักงานขาย)</Trans>
      </h2>
      <Link to="/contactus">
        <Trans>ติดต่อเรา</Trans>
      </Link>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { paymentViewOf } from '../../../../machines/checkout/checkout-rules.ts';
import type { Payment } from '../../../api/queries/orders.ts';
import { PayByCardButton } from '../PayByCardButton.tsx';
import { MY_ORDERS_MENU, STATUS_TABS } from '../status-tabs.ts';

/** What the card gateway said when it sent the shopper back (the result page's URL). */
export type CardResult = 'failed' | 'cancel';

/** Links to each order of the checkout (one per seller) and to the list they are in. */
function OrderLinks({ payment, tab }: { payment: Payment; tab: string }) {
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

/**
 * A payment that needs no slip form: paid, cash on delivery, waiting for staff, expired, or
 * waiting for a card (`cardResult` says how the last try ended). The server's payment decides
 * which, never the URL: a "failed" URL for a paid payment shows it paid.
 */
export function PaymentOutcome(props: {
  payment: Payment;
  cardResult?: CardResult;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { payment } = props;
  switch (paymentViewOf(payment)) {
    case 'completed':
      return (
        <div className="payment-outcome">
          <h2>
            {payment.status === 'paid' ? (
              <Trans>ชำระเงินเรียบร้อยแล้ว ขอบคุณที่สั่งซื้อสินค้า</Trans>
            ) : (
              <Trans>ชำระเงินปลายทาง ขอบคุณที่สั่งซื้อสินค้า</Trans>
            )}
          </h2>
          <OrderLinks payment={payment} tab={STATUS_TABS[3]} />
        </div>
      );
    case 'confirming':
      return (
        <div className="payment-outcome">
          <h2>
            <Trans>ส่งสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบการโอนเงิน</Trans>
          </h2>
          <p>
            <Trans>เมื่อเจ้าหน้าที่ยืนยันแล้ว คำสั่งซื้อจะพร้อมจัดส่ง</Trans>
          </p>
          <button
            type="button"
            className="button button--ghost"
            disabled={props.refreshing}
            onClick={props.onRefresh}
          >
            <Trans>ตรวจสอบสถานะอีกครั้ง</Trans>
          </button>
          <OrderLinks payment={payment} tab={STATUS_TABS[2]} />
        </div>
      );
    case 'expired':
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
    case 'card':
      return (
        <div className="payment-outcome">
          <h2>
            {props.cardResult === 'cancel' ? (
              <Trans>ยกเลิกการชำระเงินแล้ว</Trans>
            ) : props.cardResult === 'failed' ? (
              <Trans>ชำระเงินไม่สำเร็จ (กรุณาตรวจสอบและชำระเงินอีกครั้ง)</Trans>
            ) : (
              <Trans>ชำระเงินด้วยบัตรเครดิตหรือเดบิต</Trans>
            )}
          </h2>
          <PayByCardButton cartId={payment.cartId}>
            {props.cardResult ? <Trans>ชำระเงินอีกครั้ง</Trans> : <Trans>ชำระเงินด้วยบัตร</Trans>}
          </PayByCardButton>
        </div>
      );
    case 'transfer':
      return (
        <div className="payment-outcome">
          <h2>
            <Trans>รอการชำระเงินด้วยการโอน</Trans>
          </h2>
          <Link
            to="/payment/slip/{-$cartId}"
            params={{ cartId: payment.cartId }}
            className="button"
          >
            <Trans>สแกน QR และแนบสลิป</Trans>
          </Link>
        </div>
      );
  }
}

import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCheckout } from '../checkout-actor.ts';

/** The completion view: thanks, the checkout's reference, and the way to the orders. */
export function Completion() {
  const payment = useCheckout((s) => s.context.payment);
  return (
    <div className="checkout__panel">
      <h2>
        <Trans>ขอบคุณสำหรับการสั่งซื้อ</Trans>
      </h2>
      {payment && (
        <p>
          <Trans>เลขที่อ้างอิง {payment.referenceCode}</Trans>
          {payment.status === 'cash-on-delivery' && (
            <>
              <br />
              <Trans>ชำระเงินปลายทางเมื่อได้รับสินค้า</Trans>
            </>
          )}
        </p>
      )}
      <Link className="button" to="/user/profile/$menu" params={{ menu: 'my-order' }}>
        <Trans>ดูคำสั่งซื้อของฉัน</Trans>
      </Link>
    </div>
  );
}

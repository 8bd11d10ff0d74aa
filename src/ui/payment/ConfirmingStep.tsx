import { Trans } from '@lingui/react/macro';
import { STATUS_TABS } from '../order-tabs.ts';
import { OrderLinks } from './PaymentEnd.tsx';
import { usePayment, usePaymentActor } from './payment-actor.ts';

/** A slip sent: staff confirm the transfer; the page asks now and then, or when asked. */
export function ConfirmingStep() {
  const actor = usePaymentActor();
  const payment = usePayment((s) => s.context.payment);
  const refreshing = usePayment((s) => s.matches('refreshing'));
  return (
    <div className="payment-outcome">
      <h2>
        <Trans>ส่งสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบการโอนเงิน</Trans>
      </h2>
      <p role="status">
        <Trans>เมื่อเจ้าหน้าที่ยืนยันแล้ว คำสั่งซื้อจะพร้อมจัดส่ง</Trans>
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={refreshing}
        onClick={() => actor.send({ type: 'payment.refresh' })}
      >
        <Trans>ตรวจสอบสถานะอีกครั้ง</Trans>
      </button>
      {payment && <OrderLinks payment={payment} tab={STATUS_TABS[2]} />}
    </div>
  );
}

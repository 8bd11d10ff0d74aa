import { Trans } from '@lingui/react/macro';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { PaymentHeading } from './PaymentHeading.tsx';

/** 7 after the slip: staff confirm the transfer; the shopper may look again. */
export function ConfirmingPayment() {
  const actor = useCheckoutActor();
  const payment = useCheckout((s) => s.context.payment);
  const refreshing = useCheckout((s) => s.matches({ paying: 'refreshing' }));
  return (
    <div className="checkout__panel">
      {payment && <PaymentHeading payment={payment} />}
      <p role="status">
        <Trans>ได้รับสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบการโอนเงิน</Trans>
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={refreshing}
        onClick={() => actor.send({ type: 'checkout.payment.refresh' })}
      >
        <Trans>ตรวจสอบสถานะอีกครั้ง</Trans>
      </button>
    </div>
  );
}

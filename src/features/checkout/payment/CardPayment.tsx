import { Trans } from '@lingui/react/macro';
import { useCheckout } from '../checkout-actor.ts';
import { PaymentFailed } from './PaymentFailed.tsx';
import { PaymentHeading } from './PaymentHeading.tsx';

/** 7 by card: the gateway's page loads (the app follows the machine's redirect). */
export function CardPayment() {
  const payment = useCheckout((s) => s.context.payment);
  const failed = useCheckout((s) => s.matches({ paying: { card: 'failed' } }));
  return (
    <div className="checkout__panel">
      {payment && <PaymentHeading payment={payment} />}
      {failed ? (
        <PaymentFailed fallback={<Trans>ไม่สามารถเริ่มชำระเงินด้วยบัตรได้ กรุณาลองใหม่อีกครั้ง</Trans>} />
      ) : (
        <p role="status">
          <Trans>กำลังไปยังหน้าชำระเงินด้วยบัตร…</Trans>
        </p>
      )}
    </div>
  );
}

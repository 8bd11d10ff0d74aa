import { Trans } from '@lingui/react/macro';
import { Alert } from '../../../ui/Alert.tsx';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { PaymentHeading } from './PaymentHeading.tsx';

/** 7 by card: the gateway's page loads (the app follows the machine's redirect). */
export function CardPayment() {
  const actor = useCheckoutActor();
  const payment = useCheckout((s) => s.context.payment);
  const failed = useCheckout((s) => s.matches({ paying: { card: 'failed' } }));
  const serverMessage = useCheckout((s) => s.context.serverMessage);
  return (
    <div className="checkout__panel">
      {payment && <PaymentHeading payment={payment} />}
      {failed ? (
        <>
          <Alert kind="error">
            {serverMessage ?? <Trans>ไม่สามารถเริ่มชำระเงินด้วยบัตรได้ กรุณาลองใหม่อีกครั้ง</Trans>}
          </Alert>
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'checkout.retry' })}
          >
            <Trans>ลองอีกครั้ง</Trans>
          </button>
        </>
      ) : (
        <p role="status">
          <Trans>กำลังไปยังหน้าชำระเงินด้วยบัตร…</Trans>
        </p>
      )}
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Alert } from '../Alert.tsx';
import { PaymentRetry } from './PaymentRetry.tsx';
import { usePayment, usePaymentActor } from './payment-actor.ts';

/**
 * By card: the gateway's page, where the card is typed and authenticated. Checkout goes there
 * at once; a payment page offers it (again, after a try the gateway sent back).
 */
export function CardStep() {
  const actor = usePaymentActor();
  const offered = usePayment((s) => s.matches({ card: 'offered' }));
  const failed = usePayment((s) => s.matches({ card: 'failed' }));
  const cardResult = usePayment((s) => s.context.cardResult);
  const redirectUrl = usePayment((s) => s.context.redirectUrl);
  const serverMessage = usePayment((s) => s.context.serverMessage);
  useEffect(() => {
    if (redirectUrl) window.location.assign(redirectUrl);
  }, [redirectUrl]);
  if (failed)
    return (
      <>
        <Alert kind="error">
          {serverMessage ?? <Trans>ไม่สามารถเริ่มชำระเงินด้วยบัตรได้ กรุณาลองใหม่อีกครั้ง</Trans>}
        </Alert>
        <PaymentRetry onRetry={() => actor.send({ type: 'payment.retry' })} />
      </>
    );
  if (!offered)
    return (
      <p role="status">
        <Trans>กำลังไปยังหน้าชำระเงินด้วยบัตร…</Trans>
      </p>
    );
  return (
    <div className="payment-outcome">
      <h2>
        {cardResult === 'cancel' ? (
          <Trans>ยกเลิกการชำระเงินแล้ว</Trans>
        ) : cardResult === 'failed' ? (
          <Trans>ชำระเงินไม่สำเร็จ (กรุณาตรวจสอบและชำระเงินอีกครั้ง)</Trans>
        ) : (
          <Trans>ชำระเงินด้วยบัตรเครดิตหรือเดบิต</Trans>
        )}
      </h2>
      <button
        type="button"
        className="button"
        onClick={() => actor.send({ type: 'payment.card.start' })}
      >
        {cardResult ? <Trans>ชำระเงินอีกครั้ง</Trans> : <Trans>ชำระเงินด้วยบัตร</Trans>}
      </button>
    </div>
  );
}

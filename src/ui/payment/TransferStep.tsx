import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatPrice } from '../../format/number.ts';
import { Alert } from '../Alert.tsx';
import { PromptPayQr } from '../PromptPayQr.tsx';
import { SlipForm, type SlipRefusal } from '../slip-form/SlipForm.tsx';
import { ExpiryCountdown } from './ExpiryCountdown.tsx';
import { usePayment, usePaymentActor } from './payment-actor.ts';

/**
 * By bank transfer or PromptPay: the QR of the exact amount, the time left, why staff refused
 * the last slip (if they did), and the slip form; a refusal stays with the form.
 */
export function TransferStep() {
  const { t } = useLingui();
  const actor = usePaymentActor();
  const payment = usePayment((s) => s.context.payment);
  const sending = usePayment((s) => s.matches({ transfer: 'uploading' }));
  const errorCode = usePayment((s) => s.context.errorCode);
  const serverMessage = usePayment((s) => s.context.serverMessage);
  const fieldErrors = usePayment((s) => s.context.fieldErrors);
  const refusal = useMemo<SlipRefusal | null>(
    () => (errorCode === null ? null : { message: serverMessage, fields: fieldErrors }),
    [errorCode, serverMessage, fieldErrors],
  );
  if (!payment) return null;
  const amount = formatPrice(payment.amount);
  const reference = payment.referenceCode;
  return (
    <div className="transfer-payment">
      {payment.slipRejectReason && (
        <Alert kind="error">
          <Trans>สลิปถูกปฏิเสธ: {payment.slipRejectReason} กรุณาแนบสลิปใหม่</Trans>
        </Alert>
      )}
      {payment.expiresAt && <ExpiryCountdown expiresAt={payment.expiresAt} />}
      {payment.promptPayPayload && (
        <section className="transfer-payment__qr" aria-labelledby="promptpay-title">
          <h2 id="promptpay-title">
            <Trans>สแกน QR พร้อมเพย์ด้วยแอปธนาคาร</Trans>
          </h2>
          <PromptPayQr
            payload={payment.promptPayPayload}
            label={t`QR พร้อมเพย์ ชำระ ${amount} เลขที่อ้างอิง ${reference}`}
          />
          <p>
            <Trans>QR นี้ชำระยอด {amount} พอดี</Trans>
          </p>
        </section>
      )}
      <section aria-labelledby="slip-title">
        <h2 id="slip-title">
          <Trans>แนบสลิปการโอนเงิน</Trans>
        </h2>
        <SlipForm
          amount={payment.amount}
          checkedOutAt={payment.createdAt}
          sending={sending}
          refusal={refusal}
          onSubmit={(slip) => actor.send({ type: 'payment.slip.submit', slip })}
        />
      </section>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import type { Payment } from '../../../api/queries/orders.ts';
import { formatPrice } from '../../../format/number.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { PromptPayQr } from '../../../ui/PromptPayQr.tsx';
import { SlipForm, type SlipRefusal } from '../../../ui/slip-form/SlipForm.tsx';
import { sendSlip } from '../order-writes.ts';
import { ExpiryCountdown } from './ExpiryCountdown.tsx';

/**
 * A bank transfer or PromptPay waiting to be paid: the QR of the exact amount, the time left,
 * why staff refused the last slip (if they did), and the slip form.
 */
export function TransferPayment(props: {
  payment: Payment;
  onExpired: () => void;
  onSent: (payment: Payment) => void;
}) {
  const { t } = useLingui();
  const { payment } = props;
  const amount = formatPrice(payment.amount);
  const reference = payment.referenceCode;
  const send = useMutation({
    mutationFn: sendSlip.bind(null, payment.cartId),
    onSuccess: props.onSent,
  });
  const refusal = useMemo<SlipRefusal | null>(() => {
    const error = send.error;
    if (!error) return null;
    // No answer: the form words it.
    return isApiError(error)
      ? { message: error.message, fields: error.fields }
      : { message: null, fields: [] };
  }, [send.error]);
  return (
    <div className="transfer-payment">
      {payment.slipRejectReason && (
        <Alert kind="error">
          <Trans>สลิปถูกปฏิเสธ: {payment.slipRejectReason} กรุณาแนบสลิปใหม่</Trans>
        </Alert>
      )}
      {payment.expiresAt && (
        <ExpiryCountdown expiresAt={payment.expiresAt} onExpired={props.onExpired} />
      )}
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
          sending={send.isPending}
          refusal={refusal}
          onSubmit={(slip) => send.mutate(slip)}
        />
      </section>
    </div>
  );
}

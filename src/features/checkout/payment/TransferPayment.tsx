import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDate } from '../../../format/date.ts';
import { formatPrice } from '../../../format/number.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { PromptPayQr } from '../../../ui/PromptPayQr.tsx';
import { SlipForm, type SlipRefusal } from '../../../ui/slip-form/SlipForm.tsx';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { PaymentHeading } from './PaymentHeading.tsx';

/**
 * 7 by bank transfer or PromptPay: the QR of the exact amount, the time left, and the slip,
 * sent by the machine (`checkout.slip.submit`); a refusal stays with the form.
 */
export function TransferPayment() {
  const { t, i18n } = useLingui();
  const actor = useCheckoutActor();
  const payment = useCheckout((s) => s.context.payment);
  const sending = useCheckout((s) => s.matches({ paying: { transfer: 'uploading' } }));
  const errorCode = useCheckout((s) => s.context.errorCode);
  const serverMessage = useCheckout((s) => s.context.serverMessage);
  const fieldErrors = useCheckout((s) => s.context.fieldErrors);
  const refusal = useMemo<SlipRefusal | null>(
    () => (errorCode === null ? null : { message: serverMessage, fields: fieldErrors }),
    [errorCode, serverMessage, fieldErrors],
  );
  if (!payment) return null;
  const amount = formatPrice(payment.amount);
  return (
    <div className="checkout__panel">
      <PaymentHeading payment={payment} />
      {payment.slipRejectReason && (
        <Alert kind="error">
          <Trans>สลิปการโอนถูกปฏิเสธ: {payment.slipRejectReason}</Trans>
        </Alert>
      )}
      {payment.promptPayPayload && (
        <figure className="checkout-transfer__qr">
          <PromptPayQr
            payload={payment.promptPayPayload}
            label={t`คิวอาร์โค้ดพร้อมเพย์ ยอด ${amount}`}
          />
          <figcaption>
            <Trans>สแกนด้วยแอปธนาคารเพื่อชำระ {amount}</Trans>
          </figcaption>
        </figure>
      )}
      {payment.expiresAt && (
        <p>
          <Trans>
            กรุณาชำระภายใน {formatDate(payment.expiresAt, i18n.locale as Locale, 'dateTime')}
          </Trans>
        </p>
      )}
      <section aria-labelledby="checkout-slip-title">
        <h3 id="checkout-slip-title">
          <Trans>แนบสลิปการโอนเงิน</Trans>
        </h3>
        <SlipForm
          amount={payment.amount}
          checkedOutAt={payment.createdAt}
          sending={sending}
          refusal={refusal}
          onSubmit={(slip) => actor.send({ type: 'checkout.slip.submit', slip })}
        />
      </section>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../format/date.ts';
import { formatPrice } from '../../../format/number.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { PromptPayQr } from '../../../ui/PromptPayQr.tsx';
import { useCheckout } from '../checkout-actor.ts';
import { PaymentHeading } from './PaymentHeading.tsx';

/**
 * 7 by bank transfer or PromptPay: the QR of the exact amount, the time left, and the slip,
 * which is sent on the payment slip page (/payment/slip/{cartId}).
 */
export function TransferPayment() {
  const { t, i18n } = useLingui();
  const payment = useCheckout((s) => s.context.payment);
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
      <Link className="button" to="/payment/slip/{-$cartId}" params={{ cartId: payment.cartId }}>
        <Trans>แนบสลิปการโอนเงิน</Trans>
      </Link>
    </div>
  );
}

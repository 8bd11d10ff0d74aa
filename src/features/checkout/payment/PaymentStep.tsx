import { Trans } from '@lingui/react/macro';
import { Alert } from '../../../ui/Alert.tsx';
import { type CheckoutSnapshot, useCheckout } from '../checkout-actor.ts';
import { CardPayment } from './CardPayment.tsx';
import { Completion } from './Completion.tsx';
import { ConfirmingPayment } from './ConfirmingPayment.tsx';
import { PaymentFailed } from './PaymentFailed.tsx';
import { TransferPayment } from './TransferPayment.tsx';

const viewOf = (snapshot: CheckoutSnapshot) => {
  if (snapshot.matches({ paying: 'card' })) return 'card';
  if (snapshot.matches({ paying: 'transfer' })) return 'transfer';
  if (snapshot.matches({ paying: 'confirming' }) || snapshot.matches({ paying: 'refreshing' }))
    return 'confirming';
  if (snapshot.matches('completed')) return 'completed';
  if (snapshot.matches('expired')) return 'expired';
  if (snapshot.matches('paymentUnavailable')) return 'unavailable';
  return 'loading';
};

/** 7, the payment in progress (card, transfer or PromptPay), or where the payment ended. */
export function PaymentStep() {
  const view = useCheckout(viewOf);
  switch (view) {
    case 'card':
      return <CardPayment />;
    case 'transfer':
      return <TransferPayment />;
    case 'confirming':
      return <ConfirmingPayment />;
    case 'completed':
      return <Completion />;
    case 'expired':
      return (
        <Alert kind="warning">
          <Trans>คำสั่งซื้อนี้หมดอายุแล้ว กรุณาติดต่อเจ้าหน้าที่ฝ่ายขาย</Trans>
        </Alert>
      );
    case 'unavailable':
      return <PaymentFailed fallback={<Trans>โหลดข้อมูลการชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>} />;
    case 'loading':
      return (
        <p role="status">
          <Trans>กำลังโหลดข้อมูลการชำระเงิน…</Trans>
        </p>
      );
  }
}

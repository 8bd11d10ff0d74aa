import { Trans } from '@lingui/react/macro';
import { Alert } from '../Alert.tsx';
import { CardStep } from './CardStep.tsx';
import { ConfirmingStep } from './ConfirmingStep.tsx';
import { ExpiredStep, PaidStep } from './PaymentEnd.tsx';
import { PaymentRetry } from './PaymentRetry.tsx';
import { type PaymentSnapshot, usePayment, usePaymentActor } from './payment-actor.ts';
import { TransferStep } from './TransferStep.tsx';

const viewOf = (snapshot: PaymentSnapshot) => {
  if (snapshot.matches('card')) return 'card';
  if (snapshot.matches('transfer')) return 'transfer';
  if (snapshot.matches('confirming') || snapshot.matches('refreshing')) return 'confirming';
  if (snapshot.matches('paid')) return 'paid';
  if (snapshot.matches('expired')) return 'expired';
  if (snapshot.matches('unavailable')) return 'unavailable';
  return 'loading';
};

/**
 * A placed checkout's payment as the payment machine has it, wherever it is shown (checkout's
 * panel 7, the payment pages): one view of each step, in one wording.
 */
export function PaymentPanel() {
  const view = usePayment(viewOf);
  const payment = usePayment((s) => s.context.payment);
  switch (view) {
    case 'card':
      return <CardStep />;
    case 'transfer':
      return <TransferStep />;
    case 'confirming':
      return <ConfirmingStep />;
    case 'paid':
      return payment && <PaidStep payment={payment} />;
    case 'expired':
      return <ExpiredStep />;
    case 'unavailable':
      return <PaymentUnavailable />;
    case 'loading':
      return (
        <p role="status">
          <Trans>กำลังโหลดรายการชำระเงิน…</Trans>
        </p>
      );
  }
}

function PaymentUnavailable() {
  const actor = usePaymentActor();
  // The server's words when it answered (a payment not found says so), else no answer came.
  const serverMessage = usePayment((s) => s.context.serverMessage);
  return (
    <>
      <Alert kind="error">
        {serverMessage ?? <Trans>โหลดรายการชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง</Trans>}
      </Alert>
      <PaymentRetry onRetry={() => actor.send({ type: 'payment.retry' })} />
    </>
  );
}

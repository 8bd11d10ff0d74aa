import type { Payment } from '../../../../machines/payment/payment-rules.ts';
import { CustomerLink } from '../../../ui/payment/CustomerLink.tsx';
import { ExpiredStep, PaidStep } from '../../../ui/payment/PaymentEnd.tsx';
import { PaymentPanel } from '../../../ui/payment/PaymentPanel.tsx';
import {
  type PaymentActor,
  PaymentActorContext,
  usePayment,
} from '../../../ui/payment/payment-actor.ts';
import { useCheckout } from '../checkout-actor.ts';
import { PaymentHeading } from './PaymentHeading.tsx';

/**
 * 7: the payment machine's step (card, transfer or PromptPay, waiting for staff), then where
 * the payment ended: paid (or cash on delivery), or expired. Placed for an affiliate's
 * customer, nothing is paid here: the link to send them instead.
 */
export function PaymentStep() {
  const child = useCheckout((s) => s.children.payment as PaymentActor | undefined);
  const payment = useCheckout((s) => s.context.payment);
  const ended = useCheckout((s) =>
    s.matches('completed')
      ? 'paid'
      : s.matches('expired')
        ? 'expired'
        : s.matches('handedToCustomer')
          ? 'customer'
          : null,
  );
  if (!ended && child)
    return (
      <div className="checkout__panel">
        <PaymentActorContext value={child}>
          <HeadingOfPayment />
          <PaymentPanel />
        </PaymentActorContext>
      </div>
    );
  return (
    <div className="checkout__panel">
      {payment && <PaymentHeading payment={payment} />}
      {ended === 'paid' && payment && <PaidStep payment={payment} />}
      {ended === 'expired' && <ExpiredStep />}
      {ended === 'customer' && payment?.customerCode && (
        <CustomerLink customerCode={payment.customerCode} follow />
      )}
    </div>
  );
}

/** Panel 7's heading with the payment as the payment machine has it (repaying: once read). */
function HeadingOfPayment() {
  const payment: Payment | null = usePayment((s) => s.context.payment);
  return payment && <PaymentHeading payment={payment} />;
}

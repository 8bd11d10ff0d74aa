import { Trans } from '@lingui/react/macro';
import { type CheckoutSnapshot, useCheckout } from './checkout-actor.ts';
import { CheckoutPanels } from './panels/CheckoutPanels.tsx';
import { PaymentStep } from './payment/PaymentStep.tsx';

/** Where the checkout is: the numbered panels (placing included), or a placed one's payment. */
const areaOf = (snapshot: CheckoutSnapshot) =>
  snapshot.matches('panels') || snapshot.matches('placing') || snapshot.matches('placeUnanswered')
    ? 'panels'
    : 'payment';

export function CheckoutView() {
  const area = useCheckout(areaOf);
  return (
    <section className="checkout container" aria-labelledby="checkout-title">
      <h1 id="checkout-title">
        <Trans>ชำระเงิน</Trans>
      </h1>
      {area === 'panels' ? <CheckoutPanels /> : <PaymentStep />}
    </section>
  );
}

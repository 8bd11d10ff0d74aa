import { Trans } from '@lingui/react/macro';
import { firstProblemOf } from '../../../../machines/checkout/checkout-rules.ts';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { PanelHeading } from './PanelHeading.tsx';
import { PanelNav } from './PanelNav.tsx';
import { ProblemNotice } from './ProblemNotice.tsx';

/**
 * 4: the payment channels the server offers; one the chosen products or carriers refuse (cash
 * on delivery with a carrier that does not collect it) is shown and cannot be chosen.
 */
export function PaymentPanel() {
  const actor = useCheckoutActor();
  const checkout = useCheckout((s) => s.context.checkout);
  const paymentTypeId = useCheckout((s) => s.context.paymentTypeId);
  const problem = firstProblemOf(checkout, 4);
  return (
    <>
      <PanelHeading panel={4} />
      <fieldset className="checkout__choices">
        <legend>
          <Trans>เลือกวิธีชำระเงิน</Trans>
        </legend>
        {checkout?.paymentChannels.map((channel) => (
          <label
            key={channel.id}
            className="checkout-choice"
            data-unavailable={!channel.available || undefined}
          >
            <input
              type="radio"
              name="payment-channel"
              checked={channel.id === paymentTypeId}
              disabled={!channel.available}
              onChange={() =>
                actor.send({ type: 'checkout.payment.choose', paymentTypeId: channel.id })
              }
            />
            <span>
              {channel.name}
              {!channel.available && (
                <>
                  <br />
                  <span className="checkout__note">
                    <Trans>ใช้ไม่ได้กับสินค้าหรือการจัดส่งที่เลือก</Trans>
                  </span>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {problem && <ProblemNotice problem={problem} />}
      <PanelNav panel={4} />
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { canLeave, offersLink } from '../../../../machines/checkout/checkout-rules.ts';
import { formatPrice } from '../../../format/number.ts';
import { useSessionUser } from '../../../session/SessionContext.tsx';
import { Alert } from '../../../ui/Alert.tsx';
import { placeLine } from '../../../ui/address-form/place-line.ts';
import { type CheckoutSnapshot, isCalculating, useCheckout } from '../checkout-actor.ts';
import { ForCustomerChoice } from './ForCustomerChoice.tsx';
import { PanelHeading } from './PanelHeading.tsx';
import { PanelNav } from './PanelNav.tsx';
import { PlaceButton } from './PlaceButton.tsx';
import { ProblemNotice } from './ProblemNotice.tsx';

const mayPlaceOf = (snapshot: CheckoutSnapshot) =>
  !isCalculating(snapshot) && canLeave(snapshot.context, 5);

/** 5: every choice once more, what still stops the order, and placing it. */
export function ReviewPanel() {
  const { addresses, addressId, checkout, paymentTypeId } = useCheckout((s) => s.context);
  // A verified affiliate is one staff gave a code.
  const affiliate = Boolean(useSessionUser()?.affiliateCode);
  const mayPlace = useCheckout(mayPlaceOf);
  const unanswered = useCheckout((s) => s.matches('placeUnanswered'));
  const address = addresses.find((known) => known.id === addressId);
  const channel = checkout?.paymentChannels.find((known) => known.id === paymentTypeId);

  return (
    <>
      <PanelHeading panel={5} />
      <dl className="checkout-review">
        <dt>
          <Trans>จัดส่งถึง</Trans>
        </dt>
        <dd>{address && `${address.name} · ${placeLine(address)}`}</dd>
        {checkout?.orders.map((order) => {
          const shipping = order.shippingOptions.find((option) => option.id === order.shippingId);
          return (
            <div key={order.sellerId}>
              <dt>{order.seller.name}</dt>
              <dd>
                {order.products.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
                <br />
                {shipping && `${shipping.name} · ${formatPrice(shipping.fee)} · `}
                <Trans>รวม {formatPrice(order.total)}</Trans>
              </dd>
            </div>
          );
        })}
        <dt>
          <Trans>วิธีชำระเงิน</Trans>
        </dt>
        <dd>{channel?.name}</dd>
        {checkout?.promotionCode && (
          <>
            <dt>
              <Trans>โค้ดส่วนลด</Trans>
            </dt>
            <dd>{checkout.promotionCode}</dd>
          </>
        )}
      </dl>
      {checkout?.problems.map((problem) => (
        <ProblemNotice
          key={`${problem.code}-${problem.sellerId}-${problem.productId}`}
          problem={problem}
        />
      ))}
      {affiliate && checkout && paymentTypeId !== null && offersLink(checkout, paymentTypeId) && (
        <ForCustomerChoice />
      )}
      {unanswered && (
        <Alert kind="warning">
          <Trans>ยังไม่ได้รับคำตอบจากระบบ คำสั่งซื้ออาจถูกบันทึกแล้ว กดลองอีกครั้งเพื่อตรวจสอบ (จะไม่สั่งซื้อซ้ำ)</Trans>
        </Alert>
      )}
      <PanelNav panel={5} action={<PlaceButton mayPlace={mayPlace} />} />
    </>
  );
}

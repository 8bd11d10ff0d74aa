import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../../format/number.ts';
import { useCheckout, useCheckoutActor } from '../checkout-actor.ts';
import { PanelHeading } from './PanelHeading.tsx';
import { PanelNav } from './PanelNav.tsx';
import { ProblemNotice } from './ProblemNotice.tsx';

/** 2: each store's order with its carriers and fees; a store none can carry says why. */
export function ShippingPanel() {
  const { t } = useLingui();
  const actor = useCheckoutActor();
  const checkout = useCheckout((s) => s.context.checkout);
  // The shopper's choice shows at once; the server's answer follows.
  const chosen = useCheckout((s) => s.context.shipping);
  return (
    <>
      <PanelHeading panel={2} />
      {checkout?.orders.map((order) => {
        const shippingId =
          chosen.find((choice) => choice.sellerId === order.sellerId)?.shippingId ??
          order.shippingId;
        const problems = checkout.problems.filter(
          (problem) =>
            problem.sellerId === order.sellerId &&
            (problem.code === 'shipping-not-found' ||
              problem.code === 'shipping-service-not-found'),
        );
        return (
          <fieldset key={order.sellerId} className="checkout__choices">
            <legend>{order.seller.name}</legend>
            <ul className="checkout__lines">
              {order.products.map((line) => (
                <li key={`${line.sku}:${line.isFreeProduct}`}>
                  {line.name} × {line.quantity}
                </li>
              ))}
            </ul>
            {order.shippingOptions.map((option) => (
              <label key={option.id} className="checkout-choice">
                <input
                  type="radio"
                  name={`shipping-${order.sellerId}`}
                  checked={option.id === shippingId}
                  onChange={() =>
                    actor.send({
                      type: 'checkout.shipping.choose',
                      sellerId: order.sellerId,
                      shippingId: option.id,
                    })
                  }
                />
                <span>
                  {option.name} · {formatPrice(option.fee)}
                  <br />
                  <span className="checkout__note">
                    {t`${option.days} วันทำการ`}
                    {option.cashOnDelivery && ` · ${t`เก็บเงินปลายทางได้`}`}
                  </span>
                </span>
              </label>
            ))}
            {problems.map((problem) => (
              <ProblemNotice key={problem.code} problem={problem} />
            ))}
          </fieldset>
        );
      })}
      {!checkout && (
        <p role="status">
          <Trans>กำลังคำนวณ…</Trans>
        </p>
      )}
      <PanelNav panel={2} />
    </>
  );
}

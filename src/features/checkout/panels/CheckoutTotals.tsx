import { Trans, useLingui } from '@lingui/react/macro';
import { Price } from '../../../ui/Price.tsx';
import { isCalculating, useCheckout } from '../checkout-actor.ts';

/** The checkout's figures, all the server's: busy while a calculation may change them. */
export function CheckoutTotals() {
  const { t } = useLingui();
  const checkout = useCheckout((s) => s.context.checkout);
  const calculating = useCheckout(isCalculating);
  return (
    <aside className="checkout__summary" aria-label={t`สรุปยอดชำระ`} aria-busy={calculating}>
      <dl className="checkout-totals">
        <dt>
          <Trans>ยอดรวมสินค้า</Trans>
        </dt>
        <dd>
          <Price amount={checkout?.subtotal ?? 0} />
        </dd>
        <dt>
          <Trans>ส่วนลด</Trans>
        </dt>
        <dd>
          <Price amount={checkout?.discount ?? 0} />
        </dd>
        <dt>
          <Trans>ส่วนลดคูปอง</Trans>
        </dt>
        <dd>
          <Price amount={checkout?.couponDiscount ?? 0} />
        </dd>
        <dt>
          <Trans>ค่าจัดส่ง</Trans>
        </dt>
        <dd>
          <Price amount={checkout?.shippingTotal ?? 0} />
        </dd>
        <dt className="checkout-totals__grand">
          <Trans>ยอดชำระทั้งหมด</Trans>
        </dt>
        <dd className="checkout-totals__grand">
          <Price amount={checkout?.grandTotal ?? 0} />
        </dd>
      </dl>
    </aside>
  );
}

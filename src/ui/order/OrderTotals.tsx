import { Trans } from '@lingui/react/macro';
import type { Order } from '../../api/queries/orders.ts';
import { Price } from '../Price.tsx';

/** Goods, discounts, shipping and what was paid, in baht 0,0.00. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <dl className="order-totals">
      <div>
        <dt>
          <Trans>ราคาสินค้า</Trans>
        </dt>
        <dd>
          <Price amount={order.subtotal} />
        </dd>
      </div>
      {order.discount > 0 && (
        <div>
          <dt>
            <Trans>ส่วนลด</Trans>
          </dt>
          <dd>
            <Price amount={-order.discount} />
          </dd>
        </div>
      )}
      {order.couponDiscount > 0 && (
        <div>
          <dt>
            <Trans>ส่วนลดคูปอง</Trans>
          </dt>
          <dd>
            <Price amount={-order.couponDiscount} />
          </dd>
        </div>
      )}
      <div>
        <dt>
          <Trans>ค่าจัดส่ง</Trans>
        </dt>
        <dd>
          <Price amount={order.shippingFee} />
        </dd>
      </div>
      <div className="order-totals__total">
        <dt>
          <Trans>ยอดรวมทั้งสิ้น</Trans>
        </dt>
        <dd>
          <Price amount={order.total} />
        </dd>
      </div>
    </dl>
  );
}

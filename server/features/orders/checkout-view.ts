// A checkout as the contract shows it: baht for satang, names in the request's Culture.
import type { components } from '../../../openapi/storefront.d.ts';
import type { Culture } from '../../http/culture.ts';
import { productOf } from '../cart/cart-view.ts';
import { baht, localize } from '../shared/present.ts';
import type { CheckoutPlan, OfferedChannel } from './checkout.ts';

type Schemas = components['schemas'];

export const paymentOptionOf = (
  channel: OfferedChannel,
  culture: Culture,
): Schemas['CheckoutPaymentOption'] => ({
  id: channel.id,
  code: channel.code,
  name: localize(culture, channel.nameTh, channel.nameEn),
  kind: channel.kind,
  available: channel.available,
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function checkoutOf(
  plan: CheckoutPlan,
  addressId: number | null,
  culture: Culture,
): Schemas['Checkout'] {
  const { orders } = plan;
  return {
    cartId: plan.source.id,
    promotionCode: plan.promotionCode,
    addressId,
    paymentTypeId: plan.channel?.id ?? null,
    orders: orders.map((order) => ({
      sellerId: order.priced.sellerId,
      seller: {
        id: order.priced.seller.id,
        urlKey: order.priced.seller.urlKey,
        name: localize(culture, order.priced.seller.nameTh, order.priced.seller.nameEn),
      },
      products: order.lines.map((line) => productOf(line, culture)),
      shippingId: order.carrier?.id ?? null,
      shippingOptions: order.carriers.map((carrier) => ({
        id: carrier.id,
        code: carrier.code,
        name: localize(culture, carrier.nameTh, carrier.nameEn),
        fee: baht(carrier.feeSatang),
        days: carrier.days,
        cashOnDelivery: carrier.cashOnDelivery,
      })),
      weightGrams: order.weightGrams,
      subtotal: baht(order.subtotalSatang),
      discount: baht(order.discountSatang),
      shippingFee: baht(order.shippingSatang),
      total: baht(order.subtotalSatang - order.discountSatang + order.shippingSatang),
    })),
    paymentChannels: plan.channels.map((channel) => paymentOptionOf(channel, culture)),
    subtotal: baht(sum(orders.map((o) => o.subtotalSatang))),
    discount: baht(sum(orders.map((o) => o.discountSatang))),
    couponDiscount: baht(sum(orders.map((o) => o.couponSatang))),
    shippingTotal: baht(sum(orders.map((o) => o.shippingSatang))),
    grandTotal: baht(plan.grandTotalSatang),
    problems: plan.problems.map((problem) => ({
      code: problem.code,
      message: problem.text(culture),
      sellerId: problem.sellerId,
      productId: problem.productId,
    })),
  };
}

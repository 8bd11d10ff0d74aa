// Helpers for the checkout and order tests: a buyer with an address and a cart of given lines,
// and each checkout and order operation as a call (checked against the contract).
import { randomUUID } from 'node:crypto';
import { userAddresses } from '../../../server/db/schema.ts';
import { cartCalls, type LineSpec, newShopper, type SeedProduct } from './cart.ts';
import type { ApiServer, CallOptions } from './server.ts';

export const STAFF_TOKEN = 'staff-token-for-tests';

/** A signed-in buyer with a shipping address and a cart holding `lines` (its id). */
export async function newBuyer(
  server: ApiServer,
  catalogue: Map<string, SeedProduct>,
  ...lines: LineSpec[]
) {
  const shopper = await newShopper(server);
  const addressId = await addressOf(server, shopper.userId);
  const cart = cartCalls(server, catalogue);
  const saved = await cart.save({ orders: cart.ordersOf(...lines) }, { session: shopper.session });
  if (saved.status !== 200) throw new Error(`the cart was not saved: ${saved.body.message}`);
  return { ...shopper, addressId, cartId: saved.body.detail.cartId };
}

/** A shipping address of `userId`'s own, in Chiang Mai (its id). */
export async function addressOf(server: ApiServer, userId: number): Promise<number> {
  const [address] = await server.db
    .insert(userAddresses)
    .values({
      userId,
      typeAddress: 1,
      userAddressTypeId: 1,
      name: 'home',
      firstname: 'สมศรี',
      lastname: 'ใจดี',
      telephone: '0812345678',
      address: '12/3 หมู่ 4',
      road: 'ถนนนิมมานเหมินท์',
      provinceId: 38,
      provinceNameTh: 'เชียงใหม่',
      provinceNameEn: 'Chiang Mai',
      districtId: 5001,
      districtNameTh: 'เมืองเชียงใหม่',
      districtNameEn: 'Mueang Chiang Mai',
      subdistrictId: 500108,
      subdistrictNameTh: 'สุเทพ',
      subdistrictNameEn: 'Suthep',
      zipcodeId: 50200,
      zipCode: '50200',
      defaultShipping: true,
      defaultBilling: true,
      taxId: null,
    })
    .returning({ id: userAddresses.id });
  if (!address) throw new Error('the address was not inserted');
  return address.id;
}

export function orderCalls(server: ApiServer, session: string, staffToken = STAFF_TOKEN) {
  const as = (options: CallOptions = {}): CallOptions => ({ session, ...options });
  const calculate = (body: unknown, options?: CallOptions) =>
    server.call('calculateCheckout', '/order/calculate', { ...as(options), body });
  const place = (body: unknown, key: string = randomUUID(), options?: CallOptions) =>
    server.call('placeOrder', '/order/place', {
      ...as(options),
      body,
      headers: { 'Idempotency-Key': key, ...options?.headers },
    });
  return {
    calculate,
    place,
    /** The buyer's checkout worked out and placed at the total shown, paid by `paymentTypeId`. */
    checkOut: async (buyer: { cartId: string; addressId: number }, paymentTypeId: number) => {
      const { body } = await calculate({ cartId: buyer.cartId, paymentTypeId });
      return place({
        cartId: buyer.cartId,
        addressId: buyer.addressId,
        paymentTypeId,
        expectedTotal: body.detail.grandTotal,
      });
    },
    payment: (cartId: string) => server.call('getPayment', `/payment/${cartId}`, as()),
    counts: () => server.call('orderStatusCounts', '/Order/OrderStatusWithCount', as()),
    list: (query = '') => server.call('listOrders', `/Order/List${query}`, as()),
    order: (id: number) => server.call('getOrder', `/Order/${id}`, as()),
    confirmReceipt: (id: number) =>
      server.call('confirmReceipt', `/Order/${id}/confirm-receipt`, as()),
    staff: (id: number, action: string, token: string | null = staffToken) =>
      server.call('moveOrder', `/admin/orders/${id}/${action}`, {
        headers: token === null ? {} : { 'X-Admin-Token': token },
      }),
  };
}

/** A buyer's order of `lines` paid by transfer (confirmed by staff) and shipped, delivered unless told not. */
export async function shippedOrder(
  server: ApiServer,
  catalogue: Map<string, SeedProduct>,
  lines: LineSpec[],
  { delivered = true } = {},
) {
  const buyer = await newBuyer(server, catalogue, ...lines);
  const calls = orderCalls(server, buyer.session);
  const placed = await calls.checkOut(buyer, 2);
  const [orderId = 0] = placed.body.detail.payment.orderIds;
  for (const move of ['confirm-payment', 'ship', ...(delivered ? ['deliver'] : [])]) {
    const moved = await calls.staff(orderId, move);
    if (moved.status !== 200)
      throw new Error(`the order was not moved (${move}): ${moved.body.message}`);
  }
  return { buyer, calls, orderId };
}

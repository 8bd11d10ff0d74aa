// The checkout's sample data: an address book (a home, and a company address for tax invoices),
// a checkout of two stores as the server works it out (and the same with a parcel no carrier
// takes), and a placed checkout's payment of each kind. QA's paths, the gallery and the machine
// tests start from these.
import type { AnyEventObject } from 'xstate';
import type {
  Address,
  Checkout,
  CheckoutProblem,
  Payment,
  PlacedOrder,
} from '../checkout/checkout-rules';
import { refusesCouponIn } from '../checkout/checkout-rules';
import type { FieldError } from '../shared/api-failure';
import { cartLine, GUEST_CART_ID } from './cart-samples';

export const CHECKOUT_CART_ID = GUEST_CART_ID;
export const NEW_CART_ID = '3b9d2f64-8a1c-4e7b-b5d0-2c6e8f1a9b37';

const address = (fields: Partial<Address> & Pick<Address, 'id'>): Address => ({
  typeAddress: 1,
  userAddressTypeId: 1,
  name: 'บ้าน',
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  telephone: '0812345678',
  address: '99/9 หมู่ 5',
  road: '',
  provinceId: 38,
  provinceName: 'เชียงใหม่',
  districtId: 1,
  districtName: 'เมืองเชียงใหม่',
  subdistrictId: 1,
  subdistrictName: 'ศรีภูมิ',
  zipcodeId: 1,
  zipCode: '50200',
  defaultShipping: false,
  defaultBilling: false,
  taxId: null,
  ...fields,
});

/** Home (the default shipping address) and a company's address with its tax id. */
export const addressBook: Address[] = [
  address({ id: 1, defaultShipping: true, defaultBilling: true }),
  address({
    id: 2,
    typeAddress: 2,
    userAddressTypeId: 2,
    name: 'บริษัท',
    firstname: 'บริษัท ผึ้งงาน จำกัด',
    lastname: '',
    taxId: '0105555123450',
  }),
];

/** The book after the checkout's address form added an office. */
export const savedAddress = address({ id: 3, name: 'ที่ทำงาน' });
export const bookWithSaved: Address[] = [...addressBook, savedAddress];

const KERRY = { id: 1, code: 'kerry', name: 'Kerry', fee: 40, days: '1-2', cashOnDelivery: true };
const POST = {
  id: 2,
  code: 'thaipost',
  name: 'ไปรษณีย์ไทย',
  fee: 30,
  days: '3-5',
  cashOnDelivery: false,
};

export const CHANNEL = { card: 1, transfer: 2, promptpay: 3, cod: 4 } as const;

/** Honey from store 1 and tea from store 2, Kerry for both (each store's first option). */
export const checkout: Checkout = {
  cartId: CHECKOUT_CART_ID,
  promotionCode: '',
  addressId: null,
  paymentTypeId: null,
  orders: [
    {
      sellerId: 1,
      seller: { id: 1, urlKey: 'store-1', name: 'ร้าน 1' },
      products: [cartLine({ productId: 11, quantity: 2, price: 259, total: 518 })],
      shippingId: KERRY.id,
      shippingOptions: [KERRY, POST],
      weightGrams: 1000,
      subtotal: 518,
      discount: 0,
      shippingFee: 40,
      total: 558,
    },
    {
      sellerId: 2,
      seller: { id: 2, urlKey: 'store-2', name: 'ร้าน 2' },
      products: [cartLine({ productId: 31 })],
      shippingId: KERRY.id,
      shippingOptions: [KERRY, POST],
      weightGrams: 200,
      subtotal: 100,
      discount: 0,
      shippingFee: 40,
      total: 140,
    },
  ],
  paymentChannels: [
    { id: CHANNEL.card, code: 'credit-card', name: 'บัตรเครดิต', kind: 'card', available: true },
    { id: CHANNEL.transfer, code: 'transfer', name: 'โอนเงิน', kind: 'transfer', available: true },
    {
      id: CHANNEL.promptpay,
      code: 'promptpay',
      name: 'พร้อมเพย์',
      kind: 'promptpay',
      available: true,
    },
    { id: CHANNEL.cod, code: 'cod', name: 'เก็บเงินปลายทาง', kind: 'cod', available: false },
  ],
  subtotal: 618,
  discount: 0,
  couponDiscount: 0,
  shippingTotal: 80,
  grandTotal: 698,
  problems: [],
};

export const problem = (code: CheckoutProblem['code'], sellerId: number | null = null) => ({
  code,
  message: `ปัญหา ${code}`,
  sellerId,
  productId: null,
});

/** Store 2's parcel is over every carrier's weight limit: it has no shipping. */
export const overweightCheckout: Checkout = {
  ...checkout,
  orders: checkout.orders.map((order) =>
    order.sellerId === 2
      ? { ...order, shippingId: null, shippingOptions: [], shippingFee: 0, weightGrams: 80_000 }
      : order,
  ),
  problems: [problem('shipping-not-found', 2)],
};

/** A placed checkout's payment through the given channel, waiting to be paid. */
export const paymentOf = (
  kind: keyof typeof CHANNEL,
  status: Payment['status'] = kind === 'cod' ? 'cash-on-delivery' : 'waiting-payment',
): Payment => ({
  referenceCode: 'AB12CD34EF56',
  cartId: CHECKOUT_CART_ID,
  status,
  channel: {
    ...checkout.paymentChannels[CHANNEL[kind] - 1],
    available: true,
  } as Payment['channel'],
  amount: 698,
  createdAt: '2026-11-24T07:00:00.000Z',
  expiresAt: status === 'waiting-payment' ? '2026-11-24T08:00:00.000Z' : null,
  orderIds: [501, 502],
  slipRejectReason: null,
  promptPayPayload:
    (kind === 'promptpay' || kind === 'transfer') && status === 'waiting-payment'
      ? '00020101021229370016A000000677010111'
      : null,
});

export const placed = (payment: Payment): PlacedOrder => ({ payment, newCartId: NEW_CART_ID });

/** The code of the link an affiliate's customer pays a checkout by. */
export const CUSTOMER_CODE = 'Zx8Kq2LmN4pR6tV9wY1aBc';

const offline = new TypeError('offline');

/** What the checkout is tried with: the shopper's moves, and each call's outcomes. */
export const checkoutEvents: AnyEventObject[] = [
  { type: 'checkout.address.choose', addressId: 2 },
  { type: 'checkout.address.saved', addressId: 3, addresses: bookWithSaved },
  { type: 'checkout.taxInvoice.set', addressId: 2 },
  { type: 'checkout.shipping.choose', sellerId: 1, shippingId: 2 },
  { type: 'checkout.coupon.apply', code: 'SAVE50' },
  { type: 'checkout.payment.choose', paymentTypeId: CHANNEL.promptpay },
  { type: 'checkout.panel.open', panel: 1 },
  { type: 'checkout.panel.open', panel: 2 },
  { type: 'checkout.panel.open', panel: 3 },
  { type: 'checkout.panel.open', panel: 4 },
  { type: 'checkout.panel.open', panel: 5 },
  { type: 'xstate.done.actor.loadAddresses', output: addressBook },
  { type: 'xstate.error.actor.loadAddresses', error: offline },
  { type: 'xstate.done.actor.calculate', output: checkout },
  { type: 'xstate.done.actor.calculate', output: overweightCheckout },
  {
    type: 'xstate.error.actor.calculate',
    error: {
      status: 400,
      message: 'โค้ดไม่ถูกต้อง',
      fields: [{ field: 'body.promotionCode', message: 'โค้ดไม่ถูกต้อง' }],
    },
  },
  { type: 'xstate.error.actor.calculate', error: { status: 404, message: 'ไม่พบตะกร้า' } },
  { type: 'xstate.error.actor.calculate', error: offline },
  ...(['card', 'transfer', 'promptpay', 'cod'] as const).map((kind) => ({
    type: 'xstate.done.actor.placeOrder',
    output: placed(paymentOf(kind)),
  })),
  // An affiliate's review: placed for a customer of theirs, who pays by the link.
  { type: 'checkout.forCustomer.set', forCustomer: true },
  { type: 'checkout.forCustomer.set', forCustomer: false },
  {
    type: 'xstate.done.actor.placeOrder',
    output: placed({ ...paymentOf('transfer'), customerCode: CUSTOMER_CODE }),
  },
  {
    type: 'xstate.error.actor.placeOrder',
    error: { status: 409, message: 'ยอดรวมเปลี่ยน', checkout: { ...checkout, grandTotal: 708 } },
  },
  { type: 'xstate.error.actor.placeOrder', error: { status: 400, message: 'ที่อยู่ไม่ใช่ของคุณ' } },
  { type: 'xstate.error.actor.placeOrder', error: offline },
  // The payment machine's end (machines/qa/payment-samples.ts plays its own steps).
  { type: 'xstate.done.actor.payment', output: { payment: paymentOf('transfer', 'paid') } },
  { type: 'xstate.done.actor.payment', output: { payment: paymentOf('cod') } },
  { type: 'xstate.done.actor.payment', output: { payment: paymentOf('card', 'expired') } },
];

/**
 * QA's view of the checkout's context: what its guards turn on and what its screens show of a
 * failure, not every choice (the model would otherwise hold each combination of address,
 * carrier, code, channel and message). A path's snapshot is the first one the model met with
 * the same view, and the model's next steps are worked out from it: what a guard reads must be
 * in it (the furthest panel reached decides which steps open). Left out: the idempotency key
 * (random); the machine tests cover the rest.
 */
export function checkoutContextView(context: {
  addressId: number | null;
  promotionCode: string;
  paymentTypeId: number | null;
  checkout: Checkout | null;
  stale: boolean;
  reached: number;
  idempotencyKey: string | null;
  payment: Payment | null;
  forCustomer: boolean;
  errorCode: string | null;
  fieldErrors: FieldError[];
}) {
  return {
    forCustomer: context.forCustomer,
    address: context.addressId !== null,
    paymentChosen: context.paymentTypeId !== null,
    code: context.promotionCode !== '',
    problems: context.checkout?.problems.map((known) => known.code) ?? null,
    stale: context.stale,
    reached: context.reached,
    payment:
      context.payment &&
      `${context.payment.channel.kind} ${context.payment.status}${context.payment.customerCode ? ' by link' : ''}`,
    // What the screens show of a failure: the coupon's words, words under fields, or a message.
    error:
      context.errorCode === null
        ? null
        : refusesCouponIn(context.fieldErrors)
          ? 'coupon'
          : context.fieldErrors.length > 0
            ? 'fields'
            : 'message',
  };
}

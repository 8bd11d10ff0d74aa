// What the spec and issue 23 ask of the checkout machine (section 4, Checkout recalculation and
// the numbered panels; section 8, checkout calculate failures and network failures), over a
// faked CheckoutApi whose calls the tests settle, on a simulated clock.
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import {
  type Address,
  type Checkout,
  type CheckoutApi,
  type CheckoutEmitted,
  type CheckoutRequest,
  checkoutMachine,
  createCheckoutActors,
  createPaymentActors,
  type Payment,
  type PaymentApi,
  type PlacedOrder,
  type PlaceOrderRequest,
  paymentMachine,
  type Slip,
} from '../../machines';
import {
  addressBook,
  bookWithSaved,
  CHANNEL,
  CHECKOUT_CART_ID,
  CUSTOMER_CODE,
  checkout,
  NEW_CART_ID,
  overweightCheckout,
  paymentOf,
  placed,
} from '../../machines/qa/checkout-samples';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

const offline = () => new TypeError('Failed to fetch');
const couponRefusal = {
  status: 400,
  message: 'โค้ดส่วนลดไม่ถูกต้อง',
  fields: [{ field: 'body.promotionCode', message: 'โค้ดส่วนลดไม่ถูกต้อง' }],
};

/** The checkout machine over a faked API; every call waits for the test to settle it. */
function start(input: { couponCode?: string; repay?: boolean } = {}) {
  const addresses = fakeCalls<Address[]>();
  const calculate = fakeCalls<Checkout, { request: CheckoutRequest }>();
  const place = fakeCalls<PlacedOrder, { request: PlaceOrderRequest; key: string }>();
  const payment = fakeCalls<Payment, { cartId: string }>();
  const startCard = fakeCalls<{ url: string }, { cartId: string }>();
  const uploadSlip = fakeCalls<Payment, { cartId: string; slip: Slip }>();
  const api: CheckoutApi = {
    addresses: () => addresses.call({}),
    calculate: (request) => calculate.call({ request }),
    place: (request, key) => place.call({ request, key }),
  };
  // Panel 7 is the payment machine, here over the same faked calls.
  const paymentApi: PaymentApi = {
    payment: (cartId) => payment.call({ cartId }),
    paymentAfterCard: (cartId) => payment.call({ cartId }),
    startCard: (cartId) => startCard.call({ cartId }),
    uploadSlip: (cartId, slip) => uploadSlip.call({ cartId, slip }),
  };
  let keys = 0;
  const { actor, clock } = startOnClock(
    checkoutMachine.provide({
      actors: {
        ...createCheckoutActors(api),
        payment: paymentMachine.provide({ actors: createPaymentActors(paymentApi) }),
      },
    }),
    {
      input: {
        cartId: CHECKOUT_CART_ID,
        couponCode: input.couponCode ?? '',
        repay: input.repay,
        makeKey: () => `key-${++keys}`,
      },
    },
  );
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const calls = {
    addresses: addresses.calls,
    calculate: calculate.calls,
    place: place.calls,
    payment: payment.calls,
    startCard: startCard.calls,
    uploadSlip: uploadSlip.calls,
  };
  const send = actor.send.bind(actor);
  const snapshot = () => actor.getSnapshot();
  /** Panel 7's payment machine, while the checkout pays. */
  const payment7 = () => actor.getSnapshot().children.payment as AnyActorRef;
  const context = () => actor.getSnapshot().context;
  /** The calculation waiting last: settled with `answer` (an error when `fail`). */
  const lastCalculation = () => calls.calculate.at(-1);
  return { actor, clock, emitted, calls, send, snapshot, context, lastCalculation, payment7 };
}

type Started = ReturnType<typeof start>;

/** The book and the first calculation answered: panel 1 with the default address. */
async function ready(started = start(), answer: Checkout = checkout) {
  started.calls.addresses[0]?.resolve(addressBook);
  started.calls.calculate[0]?.resolve(answer);
  await flushPromises();
  return started;
}

/** Answers the calculation waiting last with the checkout. */
async function answer(started: Started, answered: Checkout = checkout) {
  started.lastCalculation()?.resolve(answered);
  await flushPromises();
}

/** From panel 1 to the review with PromptPay chosen, every calculation answered. */
async function atReview(started?: Started) {
  const s = await ready(started);
  s.send({ type: 'checkout.next' });
  s.send({ type: 'checkout.next' });
  s.send({ type: 'checkout.next' });
  s.send({ type: 'checkout.payment.choose', paymentTypeId: CHANNEL.promptpay });
  await answer(s, { ...checkout, paymentTypeId: CHANNEL.promptpay });
  s.send({ type: 'checkout.next' });
  expect(s.snapshot().matches({ panels: { current: 'review' } })).toBe(true);
  return s;
}

const panelOf = (s: Started) => s.snapshot().value;
const inPanel = (s: Started, panel: 'buyer' | 'shipping' | 'discount' | 'payment' | 'review') =>
  s.snapshot().matches({ panels: { current: panel } });
const calculating = (s: Started) => s.snapshot().matches({ panels: { calculation: 'running' } });

describe('loading (issue 23)', () => {
  it('loads the address book and works out the checkout at once, side by side', async () => {
    const s = start();
    expect(s.calls.addresses).toHaveLength(1);
    expect(s.calls.calculate.map((call) => call.request)).toEqual([{ cartId: CHECKOUT_CART_ID }]);
    await ready(s);
    expect(s.context()).toMatchObject({ checkout, addresses: addressBook, addressId: 1 });
    expect(inPanel(s, 'buyer')).toBe(true);
    expect(calculating(s)).toBe(false);
  });

  it('the code kept in session storage is sent from the first calculation', () => {
    const s = start({ couponCode: 'SAVE50' });
    expect(s.calls.calculate[0]?.request).toEqual({
      cartId: CHECKOUT_CART_ID,
      promotionCode: 'SAVE50',
    });
    expect(s.context()).toMatchObject({ couponCode: 'SAVE50', promotionCode: 'SAVE50' });
  });

  it('a book that fails to load leaves panel 1 without an address: the shopper cannot go on', async () => {
    const s = start();
    s.calls.addresses[0]?.reject(offline());
    await answer(s);
    expect(s.context()).toMatchObject({ addresses: [], addressId: null, errorCode: null });
    s.send({ type: 'checkout.next' });
    expect(inPanel(s, 'buyer')).toBe(true);
  });
});

describe('recalculation (spec section 4, Checkout recalculation)', () => {
  it("sends the shopper's choices only: the cart and what was chosen, never a line or a price", async () => {
    const s = await ready();
    s.send({ type: 'checkout.address.choose', addressId: 2 });
    await answer(s);
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.shipping.choose', sellerId: 1, shippingId: 2 });
    await answer(s);
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.coupon.apply', code: 'SAVE50' });
    await answer(s, { ...checkout, promotionCode: 'SAVE50' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.payment.choose', paymentTypeId: CHANNEL.transfer });
    // The server takes the cart's ticked lines itself: the request names none, and no figure.
    expect(s.lastCalculation()?.request).toEqual({
      cartId: CHECKOUT_CART_ID,
      addressId: 2,
      orders: [{ sellerId: 1, shippingId: 2 }],
      promotionCode: 'SAVE50',
      paymentTypeId: CHANNEL.transfer,
    });
  });

  it('the answer replaces the checkout data', async () => {
    const s = await ready();
    const cheaper = { ...checkout, grandTotal: 600 };
    s.send({ type: 'checkout.retry' });
    await answer(s, cheaper);
    expect(s.context().checkout).toBe(cheaper);
  });

  it('a change while a calculation runs is kept, and one more calculation runs after it: never two at once', async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.shipping.choose', sellerId: 1, shippingId: 2 });
    expect(s.calls.calculate).toHaveLength(2);
    s.send({ type: 'checkout.shipping.choose', sellerId: 2, shippingId: 2 });
    s.send({ type: 'checkout.shipping.choose', sellerId: 1, shippingId: 1 });
    expect(s.calls.calculate).toHaveLength(2);
    await answer(s);
    expect(s.calls.calculate).toHaveLength(3);
    expect(s.lastCalculation()?.request.orders).toEqual([
      { sellerId: 2, shippingId: 2 },
      { sellerId: 1, shippingId: 1 },
    ]);
    await answer(s);
    expect(s.calls.calculate).toHaveLength(3);
    expect(calculating(s)).toBe(false);
  });

  it('a failed result shows the server message as the global error; the next change clears it', async () => {
    const s = await ready();
    s.send({ type: 'checkout.retry' });
    s.lastCalculation()?.reject({ status: 404, message: 'ไม่พบตะกร้า' });
    await flushPromises();
    expect(s.context()).toMatchObject({ serverMessage: 'ไม่พบตะกร้า', checkout });
    expect(calculating(s)).toBe(false);
    s.send({ type: 'checkout.error.dismiss' });
    expect(s.context().serverMessage).toBeNull();
  });

  it('a network failure only ends the loading: no error, the checkout as it was', async () => {
    const s = await ready();
    s.send({ type: 'checkout.address.choose', addressId: 2 });
    s.lastCalculation()?.reject(offline());
    await flushPromises();
    expect(calculating(s)).toBe(false);
    expect(s.context()).toMatchObject({ errorCode: null, serverMessage: null, checkout });
    expect(s.calls.calculate).toHaveLength(2);
  });

  it('a first calculation lost to the network leaves nothing to go on with, until a retry', async () => {
    const s = start();
    s.calls.addresses[0]?.resolve(addressBook);
    s.calls.calculate[0]?.reject(offline());
    await flushPromises();
    s.send({ type: 'checkout.next' });
    expect(inPanel(s, 'buyer')).toBe(true);
    s.send({ type: 'checkout.retry' });
    await answer(s);
    s.send({ type: 'checkout.next' });
    expect(inPanel(s, 'shipping')).toBe(true);
  });

  it("takes each store's first shipping option (the server's) until the shopper chooses", async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    expect(s.context().checkout?.orders.map((order) => order.shippingId)).toEqual([1, 1]);
    expect(s.context().shipping).toEqual([]);
    // An option the store does not offer changes nothing.
    s.send({ type: 'checkout.shipping.choose', sellerId: 1, shippingId: 99 });
    expect(s.calls.calculate).toHaveLength(1);
  });
});

describe('the coupon (spec section 4: saved in session storage as couponCode)', () => {
  it('applying a code stores it and works the checkout out with it; removing it stores none', async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.coupon.apply', code: 'SAVE50' });
    expect(s.emitted).toEqual([{ type: 'checkout.couponCode.changed', code: 'SAVE50' }]);
    expect(s.lastCalculation()?.request.promotionCode).toBe('SAVE50');
    await answer(s, { ...checkout, promotionCode: 'SAVE50', couponDiscount: 50 });
    s.send({ type: 'checkout.coupon.remove' });
    expect(s.emitted.at(-1)).toEqual({ type: 'checkout.couponCode.changed', code: '' });
    expect(s.lastCalculation()?.request).not.toHaveProperty('promotionCode');
  });

  it('a refused code stays as typed with the server message, and is no longer sent or stored', async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.coupon.apply', code: 'NOPE' });
    s.lastCalculation()?.reject(couponRefusal);
    await flushPromises();
    expect(s.context()).toMatchObject({
      couponCode: 'NOPE',
      promotionCode: '',
      serverMessage: couponRefusal.message,
      fieldErrors: couponRefusal.fields,
    });
    expect(s.emitted.at(-1)).toEqual({ type: 'checkout.couponCode.changed', code: '' });
    // Worked out again without it: the refused call may have carried other choices.
    expect(s.calls.calculate).toHaveLength(3);
    expect(s.lastCalculation()?.request).toEqual({ cartId: CHECKOUT_CART_ID, addressId: 1 });
    await answer(s);
    expect(s.context().fieldErrors).toEqual(couponRefusal.fields);
    expect(inPanel(s, 'discount')).toBe(true);
  });

  it('a stored code the server now refuses is dropped from the first calculation on', async () => {
    const s = start({ couponCode: 'OLD10' });
    s.calls.addresses[0]?.resolve(addressBook);
    s.calls.calculate[0]?.reject(couponRefusal);
    await flushPromises();
    expect(s.emitted).toEqual([{ type: 'checkout.couponCode.changed', code: '' }]);
    expect(s.calls.calculate[1]?.request).toEqual({ cartId: CHECKOUT_CART_ID, addressId: 1 });
  });

  it('a refusal of a code already replaced is left to the calculation due after it', async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.coupon.apply', code: 'NOPE' });
    s.send({ type: 'checkout.coupon.apply', code: 'SAVE50' });
    s.lastCalculation()?.reject(couponRefusal);
    await flushPromises();
    expect(s.context()).toMatchObject({ promotionCode: 'SAVE50', serverMessage: null });
    expect(s.lastCalculation()?.request.promotionCode).toBe('SAVE50');
  });

  it('a code the contract cannot take is not applied', async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.coupon.apply', code: 'ลด 50%' });
    expect(s.emitted).toEqual([]);
    expect(s.calls.calculate).toHaveLength(1);
  });
});

describe('the panels (spec section 4: numbered steps 1 to 5)', () => {
  it('going back and forth keeps every choice', async () => {
    const s = await ready();
    s.send({ type: 'checkout.address.choose', addressId: 2 });
    s.send({ type: 'checkout.taxInvoice.set', addressId: 2 });
    await answer(s);
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.shipping.choose', sellerId: 2, shippingId: 2 });
    await answer(s);
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.coupon.apply', code: 'SAVE50' });
    await answer(s, { ...checkout, promotionCode: 'SAVE50' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.payment.choose', paymentTypeId: CHANNEL.card });
    await answer(s);
    const chosen = {
      addressId: 2,
      taxInvoiceAddressId: 2,
      shipping: [{ sellerId: 2, shippingId: 2 }],
      couponCode: 'SAVE50',
      promotionCode: 'SAVE50',
      paymentTypeId: CHANNEL.card,
    };
    s.send({ type: 'checkout.next' });
    for (const panel of ['payment', 'discount', 'shipping', 'buyer'] as const) {
      s.send({ type: 'checkout.back' });
      expect(inPanel(s, panel)).toBe(true);
      expect(s.context()).toMatchObject(chosen);
    }
    s.send({ type: 'checkout.panel.open', panel: 5 });
    expect(inPanel(s, 'review')).toBe(true);
    expect(s.context()).toMatchObject(chosen);
    expect(s.calls.calculate).toHaveLength(5);
  });

  it('opens only a panel already reached', async () => {
    const s = await ready();
    s.send({ type: 'checkout.panel.open', panel: 3 });
    expect(inPanel(s, 'buyer')).toBe(true);
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.panel.open', panel: 1 });
    expect(inPanel(s, 'buyer')).toBe(true);
    s.send({ type: 'checkout.panel.open', panel: 3 });
    expect(inPanel(s, 'discount')).toBe(true);
    s.send({ type: 'checkout.panel.open', panel: 4 });
    expect(inPanel(s, 'discount')).toBe(true);
  });

  it('cannot pass panel 2 while a store has no shipping (the weight check), nor open a later panel', async () => {
    const s = await ready(start(), overweightCheckout);
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    expect(inPanel(s, 'shipping')).toBe(true);
    s.send({ type: 'checkout.panel.open', panel: 3 });
    expect(inPanel(s, 'shipping')).toBe(true);
  });

  it('a shipping problem found later closes the way past panel 2 again', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.panel.open', panel: 1 });
    s.send({ type: 'checkout.address.choose', addressId: 2 });
    await answer(s, { ...overweightCheckout, paymentTypeId: CHANNEL.promptpay });
    s.send({ type: 'checkout.panel.open', panel: 5 });
    expect(inPanel(s, 'buyer')).toBe(true);
    s.send({ type: 'checkout.panel.open', panel: 2 });
    expect(inPanel(s, 'shipping')).toBe(true);
    s.send({ type: 'checkout.next' });
    expect(inPanel(s, 'shipping')).toBe(true);
  });

  it('cannot pass panel 4 without a channel that may pay', async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.next' });
    expect(inPanel(s, 'payment')).toBe(true);
    // Cash on delivery is offered, but not every chosen carrier carries it.
    s.send({ type: 'checkout.payment.choose', paymentTypeId: CHANNEL.cod });
    expect(s.context().paymentTypeId).toBeNull();
    s.send({ type: 'checkout.payment.choose', paymentTypeId: CHANNEL.transfer });
    await answer(s);
    s.send({ type: 'checkout.next' });
    expect(inPanel(s, 'review')).toBe(true);
  });

  it('edits the address in place: the form, the saved address chosen, then worked out again', async () => {
    const s = await ready();
    s.send({ type: 'checkout.address.edit' });
    expect(s.snapshot().matches({ panels: { current: { buyer: 'editingAddress' } } })).toBe(true);
    s.send({ type: 'checkout.address.saved', addressId: 3, addresses: bookWithSaved });
    expect(s.snapshot().matches({ panels: { current: { buyer: 'choosing' } } })).toBe(true);
    expect(s.context()).toMatchObject({ addresses: bookWithSaved, addressId: 3 });
    expect(s.lastCalculation()?.request.addressId).toBe(3);
  });

  it('the address form opens only once the book is loaded (its save answers the whole book)', () => {
    const s = start();
    s.send({ type: 'checkout.address.edit' });
    expect(s.snapshot().matches({ panels: { current: { buyer: 'choosing' } } })).toBe(true);
  });

  it('while the address form is open, the panel behind it takes nothing', async () => {
    const s = await ready();
    s.send({ type: 'checkout.next' });
    s.send({ type: 'checkout.back' });
    s.send({ type: 'checkout.address.edit' });
    s.send({ type: 'checkout.address.choose', addressId: 2 });
    s.send({ type: 'checkout.taxInvoice.set', addressId: 2 });
    s.send({ type: 'checkout.panel.open', panel: 2 });
    expect(s.snapshot().matches({ panels: { current: { buyer: 'editingAddress' } } })).toBe(true);
    expect(s.context()).toMatchObject({ addressId: 1, taxInvoiceAddressId: null, stale: false });
  });

  it('a cancelled address form changes nothing', async () => {
    const s = await ready();
    s.send({ type: 'checkout.address.edit' });
    s.send({ type: 'checkout.address.cancel' });
    expect(s.snapshot().matches({ panels: { current: { buyer: 'choosing' } } })).toBe(true);
    expect(s.context()).toMatchObject({ addresses: addressBook, addressId: 1 });
    expect(s.calls.calculate).toHaveLength(1);
  });

  it('a tax invoice is made out only to an address with a tax id', async () => {
    const s = await ready();
    s.send({ type: 'checkout.taxInvoice.set', addressId: 1 });
    expect(s.context().taxInvoiceAddressId).toBeNull();
    s.send({ type: 'checkout.taxInvoice.set', addressId: 2 });
    expect(s.context().taxInvoiceAddressId).toBe(2);
    s.send({ type: 'checkout.taxInvoice.set', addressId: null });
    expect(s.context().taxInvoiceAddressId).toBeNull();
  });
});

describe('placing the order (idempotent)', () => {
  const placeRequest = {
    cartId: CHECKOUT_CART_ID,
    addressId: 1,
    paymentTypeId: CHANNEL.promptpay,
    expectedTotal: 698,
  };

  it('sends the choices, the total shown and a key', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    expect(panelOf(s)).toBe('placing');
    expect(s.calls.place.map(({ request, key }) => ({ request, key }))).toEqual([
      { request: placeRequest, key: 'key-1' },
    ]);
  });

  it('waits for a calculation under way before placing', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.retry' });
    s.send({ type: 'checkout.place' });
    expect(s.calls.place).toHaveLength(0);
    await answer(s, { ...checkout, paymentTypeId: CHANNEL.promptpay });
    s.send({ type: 'checkout.place' });
    expect(s.calls.place).toHaveLength(1);
  });

  it('after a lost answer the same request goes again under the same key, and nothing can change meanwhile', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    s.calls.place[0]?.reject(offline());
    await flushPromises();
    expect(panelOf(s)).toBe('placeUnanswered');
    expect(s.context().errorCode).toBeNull();
    s.send({ type: 'checkout.back' });
    expect(panelOf(s)).toBe('placeUnanswered');
    s.send({ type: 'checkout.retry' });
    expect(s.calls.place.map(({ request, key }) => ({ request, key }))).toEqual([
      { request: placeRequest, key: 'key-1' },
      { request: placeRequest, key: 'key-1' },
    ]);
  });

  it('a 409 replaces the checkout with its detail, shows why on the review, and the next attempt has a new key', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    const now = { ...checkout, paymentTypeId: CHANNEL.promptpay, grandTotal: 708 };
    s.calls.place[0]?.reject({ status: 409, message: 'ยอดรวมเปลี่ยนเป็น 708', checkout: now });
    await flushPromises();
    expect(inPanel(s, 'review')).toBe(true);
    // The detail is the checkout as it is now: no calculation to ask for it again.
    expect(calculating(s)).toBe(false);
    expect(s.calls.calculate).toHaveLength(2);
    expect(s.context()).toMatchObject({ checkout: now, serverMessage: 'ยอดรวมเปลี่ยนเป็น 708' });
    s.send({ type: 'checkout.place' });
    expect(s.calls.place[1]).toMatchObject({
      key: 'key-2',
      request: { ...placeRequest, expectedTotal: 708 },
    });
  });

  it('a 409 with problems keeps the shopper on the review, unable to place', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    const now = {
      ...checkout,
      paymentTypeId: CHANNEL.promptpay,
      problems: [{ code: 'out-of-stock' as const, message: 'สินค้าหมด', sellerId: 1, productId: 11 }],
    };
    s.calls.place[0]?.reject({ status: 409, message: 'สินค้าหมด', checkout: now });
    await flushPromises();
    s.send({ type: 'checkout.place' });
    expect(s.calls.place).toHaveLength(1);
  });

  it('another refusal shows the server message on the review; nothing was placed, so a new key', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    s.calls.place[0]?.reject({ status: 400, message: 'ที่อยู่นี้ไม่ใช่ของคุณ' });
    await flushPromises();
    expect(inPanel(s, 'review')).toBe(true);
    expect(s.context().serverMessage).toBe('ที่อยู่นี้ไม่ใช่ของคุณ');
    s.send({ type: 'checkout.place' });
    expect(s.calls.place[1]?.key).toBe('key-2');
  });

  it('placed: the app hears the payment and the new cart id, and the stored code is cleared', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    const payment = paymentOf('promptpay');
    s.calls.place[0]?.resolve(placed(payment));
    await flushPromises();
    expect(s.emitted).toEqual([
      { type: 'checkout.placed', payment, newCartId: NEW_CART_ID },
      { type: 'checkout.couponCode.changed', code: '' },
    ]);
  });
});

describe("an affiliate's customer (issue 35): placed for them, paid by a link", () => {
  it('an affiliate may place it for a customer, and change their mind before placing', async () => {
    const s = await atReview(start());
    s.send({ type: 'checkout.forCustomer.set', forCustomer: true });
    s.send({ type: 'checkout.forCustomer.set', forCustomer: false });
    expect(s.context().forCustomer).toBe(false);
    s.send({ type: 'checkout.forCustomer.set', forCustomer: true });
    s.send({ type: 'checkout.place' });
    expect(s.calls.place[0]?.request).toMatchObject({ forCustomer: true });
  });

  it('an ordinary checkout says nothing of a customer', async () => {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    expect(s.calls.place[0]?.request).not.toHaveProperty('forCustomer');
  });

  it('placed for a customer, nothing is paid here: the checkout ends with the link, no payment runs', async () => {
    const s = await atReview(start());
    s.send({ type: 'checkout.forCustomer.set', forCustomer: true });
    s.send({ type: 'checkout.place' });
    const payment = { ...paymentOf('promptpay'), customerCode: CUSTOMER_CODE };
    s.calls.place[0]?.resolve(placed(payment));
    await flushPromises();
    expect(s.snapshot().value).toBe('handedToCustomer');
    expect(s.snapshot().status).toBe('done');
    expect(s.context().payment?.customerCode).toBe(CUSTOMER_CODE);
    expect(s.calls.payment).toHaveLength(0);
    expect(s.emitted[0]).toEqual({ type: 'checkout.placed', payment, newCartId: NEW_CART_ID });
  });
});

describe('panel 7: the payment machine pays what was placed', () => {
  async function placedWith(payment: Payment) {
    const s = await atReview();
    s.send({ type: 'checkout.place' });
    s.calls.place[0]?.resolve(placed(payment));
    await flushPromises();
    s.emitted.length = 0;
    return s;
  }
  const slip = { file: new Blob(['x']), amount: 698, transferredAt: '2026-11-24T14:30' };
  const step = (s: Started) => s.payment7().getSnapshot();

  it('card: the gateway is started at once with the placed payment, and its page is the way on', async () => {
    const s = await placedWith(paymentOf('card'));
    expect(s.snapshot().value).toBe('paying');
    // The payment placing answered is not read again.
    expect(s.calls.payment).toHaveLength(0);
    expect(step(s).matches({ card: 'starting' })).toBe(true);
    expect(s.calls.startCard.map((call) => call.cartId)).toEqual([CHECKOUT_CART_ID]);
    s.calls.startCard[0]?.resolve({ url: 'https://gateway.example/pay/1' });
    await flushPromises();
    expect(step(s).matches({ card: 'redirecting' })).toBe(true);
    expect(step(s).context.redirectUrl).toBe('https://gateway.example/pay/1');
  });

  it('card: a gateway that fails can be tried again', async () => {
    const s = await placedWith(paymentOf('card'));
    s.calls.startCard[0]?.reject({ status: 503, message: 'ระบบบัตรไม่พร้อม' });
    await flushPromises();
    expect(step(s).matches({ card: 'failed' })).toBe(true);
    expect(step(s).context.serverMessage).toBe('ระบบบัตรไม่พร้อม');
    s.payment7().send({ type: 'payment.retry' });
    expect(s.calls.startCard).toHaveLength(2);
  });

  it('transfer: the slip is sent, then staff confirm; a refused slip shows why and may be sent again', async () => {
    const s = await placedWith(paymentOf('transfer'));
    expect(step(s).matches({ transfer: 'slip' })).toBe(true);
    s.payment7().send({ type: 'payment.slip.submit', slip });
    expect(s.calls.uploadSlip.map((call) => call.slip)).toEqual([slip]);
    s.calls.uploadSlip[0]?.reject({ status: 400, message: 'ยอดเงินไม่ตรง' });
    await flushPromises();
    expect(step(s).matches({ transfer: 'slip' })).toBe(true);
    expect(step(s).context.serverMessage).toBe('ยอดเงินไม่ตรง');
    s.payment7().send({ type: 'payment.slip.submit', slip });
    s.calls.uploadSlip[1]?.resolve(paymentOf('transfer', 'waiting-confirmation'));
    await flushPromises();
    expect(step(s).matches('confirming')).toBe(true);
    s.payment7().send({ type: 'payment.refresh' });
    s.calls.payment[0]?.resolve({ ...paymentOf('transfer'), slipRejectReason: 'สลิปไม่ชัด' });
    await flushPromises();
    expect(step(s).matches({ transfer: 'slip' })).toBe(true);
    expect(step(s).context.payment?.slipRejectReason).toBe('สลิปไม่ชัด');
  });

  it('transfer: a slip that got no answer is kept as a failure, for the form to say so', async () => {
    const s = await placedWith(paymentOf('transfer'));
    s.payment7().send({ type: 'payment.slip.submit', slip });
    s.calls.uploadSlip[0]?.reject(offline());
    await flushPromises();
    expect(step(s).matches({ transfer: 'slip' })).toBe(true);
    expect(step(s).context).toMatchObject({ errorCode: 'TypeError', serverMessage: null });
    s.payment7().send({ type: 'payment.slip.submit', slip });
    expect(step(s).context.errorCode).toBeNull();
    expect(s.calls.uploadSlip).toHaveLength(2);
  });

  it('transfer: a slip for a payment that expired meanwhile ends the checkout expired', async () => {
    const s = await placedWith(paymentOf('transfer'));
    s.payment7().send({ type: 'payment.slip.submit', slip });
    s.calls.uploadSlip[0]?.reject({
      status: 409,
      message: 'หมดเวลา',
      payment: paymentOf('transfer', 'expired'),
    });
    await flushPromises();
    expect(s.snapshot().value).toBe('expired');
    expect(s.context().payment?.status).toBe('expired');
  });

  it('PromptPay: its QR and the slip form, as a transfer; staff confirm it, then completion', async () => {
    const s = await placedWith(paymentOf('promptpay'));
    expect(step(s).matches({ transfer: 'slip' })).toBe(true);
    expect(step(s).context.payment?.promptPayPayload).not.toBeNull();
    s.payment7().send({ type: 'payment.slip.submit', slip });
    s.calls.uploadSlip[0]?.resolve(paymentOf('promptpay', 'waiting-confirmation'));
    await flushPromises();
    expect(step(s).matches('confirming')).toBe(true);
    s.payment7().send({ type: 'payment.refresh' });
    s.calls.payment[0]?.reject(offline());
    await flushPromises();
    expect(step(s).matches('confirming')).toBe(true);
    s.payment7().send({ type: 'payment.refresh' });
    s.calls.payment[1]?.resolve(paymentOf('promptpay', 'paid'));
    await flushPromises();
    expect(s.snapshot().value).toBe('completed');
    expect(s.context().payment?.status).toBe('paid');
  });

  it('cash on delivery goes straight to completion', async () => {
    const s = await placedWith(paymentOf('cod'));
    expect(s.snapshot().value).toBe('completed');
    expect(s.calls.startCard).toHaveLength(0);
  });
});

describe('repaying an unpaid order (/checkout/{step}/{cartid})', () => {
  async function repay(payment: Payment) {
    const s = start({ repay: true });
    expect(s.calls.calculate).toHaveLength(0);
    expect(s.calls.addresses).toHaveLength(0);
    expect(s.calls.payment.map((call) => call.cartId)).toEqual([CHECKOUT_CART_ID]);
    s.calls.payment[0]?.resolve(payment);
    await flushPromises();
    return s;
  }
  const step = (s: Started) => s.payment7().getSnapshot();

  it('one waiting for payment opens panel 7 for its channel', async () => {
    expect(step(await repay(paymentOf('promptpay'))).matches({ transfer: 'slip' })).toBe(true);
    expect(step(await repay(paymentOf('transfer'))).matches({ transfer: 'slip' })).toBe(true);
    expect(step(await repay(paymentOf('card'))).matches({ card: 'starting' })).toBe(true);
  });

  it('one paid, or cash on delivery, is complete', async () => {
    expect((await repay(paymentOf('card', 'paid'))).snapshot().value).toBe('completed');
    expect((await repay(paymentOf('cod'))).snapshot().value).toBe('completed');
  });

  it('one expired shows the expired view', async () => {
    expect((await repay(paymentOf('transfer', 'expired'))).snapshot().value).toBe('expired');
  });

  it('one whose slip waits for staff shows that', async () => {
    const s = await repay(paymentOf('transfer', 'waiting-confirmation'));
    expect(step(s).matches('confirming')).toBe(true);
  });

  it('a payment that cannot be read shows why, and can be read again', async () => {
    const s = start({ repay: true });
    s.calls.payment[0]?.reject({ status: 404, message: 'ไม่พบคำสั่งซื้อ' });
    await flushPromises();
    expect(step(s).value).toBe('unavailable');
    expect(step(s).context.serverMessage).toBe('ไม่พบคำสั่งซื้อ');
    s.payment7().send({ type: 'payment.retry' });
    expect(s.calls.payment).toHaveLength(2);
    expect(step(s).context.serverMessage).toBeNull();
  });
});

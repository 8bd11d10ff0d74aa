// What the spec asks of the cart machine (section 4, Cart start-up and Adding an item; section
// 5, the 500 ms quantity debounce; section 8, cart save failures; section 9, the cart panel's
// 250 ms close), over a faked CartApi whose calls the tests settle, on a simulated clock.
import { describe, expect, it } from 'vitest';
import {
  type Cart,
  type CartApi,
  type CartEmitted,
  type CartOrder,
  type CartProduct,
  cartMachine,
  cartPanelMachine,
  createCartActors,
} from '../../machines';
import { linesOf, mergeLines } from '../../machines/cart/cart-lines';
import {
  ACCOUNT_CART_ID,
  accountCart,
  cartLine,
  GUEST_CART_ID,
  guestCart,
} from '../../machines/qa/cart-samples';
import { fakeCalls, flushPromises, startOnClock } from './helpers';

type SaveRequest = Parameters<CartApi['save']>[0];
type LineChanges = Parameters<CartApi['update']>[2];

const HONEY = { productId: 11, optionIds: [2] };
const JUICE = { productId: 21, optionIds: [] };
const TEA = { productId: 31, optionIds: [] };

const store = (id: number) => ({ id, urlKey: `store-${id}`, name: `ร้าน ${id}` });
const orderOf = (sellerId: number, ...products: CartProduct[]): CartOrder => ({
  sellerId,
  seller: store(sellerId),
  isCheckBox: products.every((product) => product.isCheckBox),
  total: 0,
  products,
});
/** The sample's honey line (store 1, option 2) with another quantity. */
const honey = (quantity: number) =>
  cartLine({
    productId: 11,
    quantity,
    attribute: [{ id: 1, name: 'ขนาด', option: { id: 2, label: '500 กรัม' } }],
  });
const tea = (quantity: number) => cartLine({ productId: 31, quantity });
const juice = (quantity: number) =>
  cartLine({ productId: 21, quantity, availableQuantity: 0, isCheckBox: false });

/** A cart as the server answers it: the given orders at the given version. */
const cartOf = (base: Cart, version: number, orders: CartOrder[]): Cart => ({
  ...base,
  version,
  orders,
});

/** The cart machine over a faked API; every call waits for the test to settle it. */
function start(cartId: string | null = null) {
  const accountCartId = fakeCalls<string | null>();
  const load = fakeCalls<Cart, { cartId: string }>();
  const save = fakeCalls<Cart, { request: SaveRequest }>();
  const update = fakeCalls<Cart, { cartId: string; version: number; changes: LineChanges }>();
  const deleteSeller = fakeCalls<Cart, { cartId: string; version: number; sellerId: number }>();
  const api: CartApi = {
    accountCartId: () => accountCartId.call({}),
    load: (id) => load.call({ cartId: id }),
    save: (request) => save.call({ request }),
    update: (id, version, changes) => update.call({ cartId: id, version, changes }),
    deleteSeller: (id, version, sellerId) => deleteSeller.call({ cartId: id, version, sellerId }),
  };
  const { actor, clock } = startOnClock(cartMachine.provide({ actors: createCartActors(api) }), {
    input: { cartId },
  });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const calls = {
    accountCartId: accountCartId.calls,
    load: load.calls,
    save: save.calls,
    update: update.calls,
    deleteSeller: deleteSeller.calls,
  };
  /** How many calls of each kind were made. */
  const counts = () =>
    Object.fromEntries(Object.entries(calls).map(([name, list]) => [name, list.length]));
  return { actor, clock, emitted, calls, counts };
}

/** A guest whose cookie names the sample guest cart, loaded; nothing emitted kept. */
async function guestWithCart() {
  const started = start(GUEST_CART_ID);
  started.actor.send({ type: 'session.guest' });
  started.calls.load[0]?.resolve(guestCart);
  await flushPromises();
  expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  started.emitted.length = 0;
  return started;
}

/** Signed in without a local cart: the account's cart loaded; nothing emitted kept. */
async function signedInWithAccountCart() {
  const started = start(null);
  started.actor.send({ type: 'session.signedIn' });
  started.calls.accountCartId[0]?.resolve(ACCOUNT_CART_ID);
  await flushPromises();
  started.calls.load[0]?.resolve(accountCart);
  await flushPromises();
  expect(started.actor.getSnapshot().context.cart).toBe(accountCart);
  started.emitted.length = 0;
  return started;
}

const context = (started: ReturnType<typeof start>) => started.actor.getSnapshot().context;
const stored = (cartId: string | null) => ({ type: 'cart.stored', cartId });

describe('cart start-up, guest (spec section 4)', () => {
  it('with a cart id cookie the cart loads, and its id is kept', async () => {
    const started = start(GUEST_CART_ID);
    expect(started.actor.getSnapshot().value).toBe('waitingForSession');
    expect(started.calls.load).toHaveLength(0);
    started.actor.send({ type: 'session.guest' });
    expect(started.calls.load.map((call) => call.cartId)).toEqual([GUEST_CART_ID]);
    started.calls.load[0]?.resolve(guestCart);
    await flushPromises();
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({ cart: guestCart, cartId: GUEST_CART_ID });
    expect(started.emitted).toEqual([stored(GUEST_CART_ID)]);
  });

  it('a cart that is gone (404) is forgotten: its id is cleared', async () => {
    const started = start(GUEST_CART_ID);
    started.actor.send({ type: 'session.guest' });
    started.calls.load[0]?.reject({ status: 404, message: 'Not found' });
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: null, cartId: null, errorCode: null });
    expect(started.emitted).toEqual([stored(null)]);
  });

  it('without a cart id nothing is loaded', () => {
    const started = start(null);
    started.actor.send({ type: 'session.guest' });
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(started.counts()).toEqual({
      accountCartId: 0,
      load: 0,
      save: 0,
      update: 0,
      deleteSeller: 0,
    });
    expect(started.emitted).toEqual([]);
  });
});

describe('cart start-up, signed in (spec section 4)', () => {
  /** The sample carts merged: the account's orders, then the guest's honey (its juice is known). */
  const mergedOrders = [
    { sellerId: 2, products: [{ ...JUICE, quantity: 1 }] },
    { sellerId: 3, products: [{ ...TEA, quantity: 1, isCheckBox: true }] },
    { sellerId: 1, products: [{ ...HONEY, quantity: 2, isCheckBox: true }] },
  ];
  const merged = cartOf(accountCart, 8, [...accountCart.orders, orderOf(1, { ...honey(2) })]);

  async function merging() {
    const started = start(GUEST_CART_ID);
    started.actor.send({ type: 'session.signedIn' });
    expect(started.calls.accountCartId).toHaveLength(1);
    started.calls.accountCartId[0]?.resolve(ACCOUNT_CART_ID);
    await flushPromises();
    expect(started.actor.getSnapshot().value).toBe('merging');
    return started;
  }

  /** Answers the loads waiting for each cart with the carts given. */
  async function answerLoads(started: ReturnType<typeof start>, carts: Record<string, Cart | 404>) {
    for (const call of started.calls.load.slice(-2)) {
      const answer = carts[call.cartId];
      if (answer === 404) call.reject({ status: 404, message: 'Not found' });
      else if (answer) call.resolve(answer);
    }
    await flushPromises();
  }

  it('a different local cart: both carts load, the merge is saved with oldCartId, and the saved cart is the cart', async () => {
    const started = await merging();
    expect(started.calls.load.map((call) => call.cartId).sort()).toEqual(
      [ACCOUNT_CART_ID, GUEST_CART_ID].sort(),
    );
    await answerLoads(started, { [ACCOUNT_CART_ID]: accountCart, [GUEST_CART_ID]: guestCart });
    expect(started.calls.save.map((call) => call.request)).toEqual([
      {
        cartId: ACCOUNT_CART_ID,
        version: 7,
        oldCartId: GUEST_CART_ID,
        oldVersion: guestCart.version,
        orders: mergedOrders,
      },
    ]);
    expect(started.emitted).toEqual([]);
    started.calls.save[0]?.resolve(merged);
    await flushPromises();
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({ cart: merged, cartId: ACCOUNT_CART_ID });
    expect(started.emitted).toEqual([stored(ACCOUNT_CART_ID)]);
    expect(started.counts()).toMatchObject({ load: 2, save: 1, update: 0 });
  });

  it('a merge that meets a newer account cart (409) is done again on the fresher cart', async () => {
    const started = await merging();
    await answerLoads(started, { [ACCOUNT_CART_ID]: accountCart, [GUEST_CART_ID]: guestCart });
    // Another device added tea meanwhile.
    const fresher = cartOf(accountCart, 9, [
      accountCart.orders[0] as CartOrder,
      orderOf(3, tea(4)),
    ]);
    started.calls.save[0]?.reject({ status: 409, cart: fresher });
    await flushPromises();
    expect(started.calls.load).toHaveLength(4);
    await answerLoads(started, { [ACCOUNT_CART_ID]: fresher, [GUEST_CART_ID]: guestCart });
    expect(started.calls.save[1]?.request).toEqual({
      cartId: ACCOUNT_CART_ID,
      version: 9,
      oldCartId: GUEST_CART_ID,
      oldVersion: guestCart.version,
      orders: [
        mergedOrders[0],
        { sellerId: 3, products: [{ ...TEA, quantity: 4, isCheckBox: true }] },
        mergedOrders[2],
      ],
    });
    const saved = cartOf(fresher, 10, [...fresher.orders, orderOf(1, honey(2))]);
    started.calls.save[1]?.resolve(saved);
    await flushPromises();
    expect(context(started)).toMatchObject({
      cart: saved,
      cartId: ACCOUNT_CART_ID,
      errorCode: null,
    });
    expect(started.emitted).toEqual([stored(ACCOUNT_CART_ID)]);
  });

  it('a merge that meets a guest cart written meanwhile (409) reads it again: no line of it is lost', async () => {
    const started = await merging();
    await answerLoads(started, { [ACCOUNT_CART_ID]: accountCart, [GUEST_CART_ID]: guestCart });
    // Another tab added tea to the guest cart after it was read.
    const fresherGuest = cartOf(guestCart, guestCart.version + 1, [
      ...guestCart.orders,
      orderOf(3, tea(2)),
    ]);
    started.calls.save[0]?.reject({ status: 409, cart: fresherGuest });
    await flushPromises();
    await answerLoads(started, { [ACCOUNT_CART_ID]: accountCart, [GUEST_CART_ID]: fresherGuest });
    const request = started.calls.save[1]?.request;
    expect(request).toMatchObject({ oldCartId: GUEST_CART_ID, oldVersion: fresherGuest.version });
    expect(request?.orders).toEqual(mergeLines(linesOf(accountCart), linesOf(fresherGuest)));
  });

  it('a merge that meets a newer cart 3 times gives up and tells the shopper', async () => {
    const started = await merging();
    for (let attempt = 0; attempt < 3; attempt++) {
      await answerLoads(started, { [ACCOUNT_CART_ID]: accountCart, [GUEST_CART_ID]: guestCart });
      started.calls.save[attempt]?.reject({ status: 409, cart: accountCart });
      await flushPromises();
    }
    expect(started.counts()).toMatchObject({ load: 6, save: 3 });
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started).errorCode).not.toBeNull();
  });

  it('a guest cart gone meanwhile (404): the account cart is the cart, nothing saved', async () => {
    const started = await merging();
    await answerLoads(started, { [ACCOUNT_CART_ID]: accountCart, [GUEST_CART_ID]: 404 });
    expect(started.calls.save).toHaveLength(0);
    expect(context(started)).toMatchObject({ cart: accountCart, cartId: ACCOUNT_CART_ID });
    expect(started.emitted).toEqual([stored(ACCOUNT_CART_ID)]);
  });

  it('an account cart gone meanwhile (404): the guest cart is claimed, its lines not lost', async () => {
    const started = await merging();
    await answerLoads(started, { [ACCOUNT_CART_ID]: 404, [GUEST_CART_ID]: guestCart });
    expect(started.calls.save.map((call) => call.request)).toEqual([
      {
        cartId: GUEST_CART_ID,
        version: 3,
        orders: [
          { sellerId: 1, products: [{ ...HONEY, quantity: 2, isCheckBox: true }] },
          { sellerId: 2, products: [{ ...JUICE, quantity: 3 }] },
        ],
      },
    ]);
    const claimed = { ...guestCart, version: 4 };
    started.calls.save[0]?.resolve(claimed);
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: claimed, cartId: GUEST_CART_ID });
    expect(started.emitted).toEqual([stored(GUEST_CART_ID)]);
  });

  it.each([
    ['the same id as the local one', ACCOUNT_CART_ID],
    ['no local id', null],
  ])('%s: the account cart loads and its id is kept', async (_, localId) => {
    const started = start(localId);
    started.actor.send({ type: 'session.signedIn' });
    started.calls.accountCartId[0]?.resolve(ACCOUNT_CART_ID);
    await flushPromises();
    expect(started.calls.load.map((call) => call.cartId)).toEqual([ACCOUNT_CART_ID]);
    started.calls.load[0]?.resolve(accountCart);
    await flushPromises();
    expect(started.calls.save).toHaveLength(0);
    expect(context(started)).toMatchObject({ cart: accountCart, cartId: ACCOUNT_CART_ID });
    expect(started.emitted).toEqual([stored(ACCOUNT_CART_ID)]);
  });

  it('an account cart that fails to load (network) stays the cart: an add loads it and writes to it, never a new cart', async () => {
    const started = start(null);
    started.actor.send({ type: 'session.signedIn' });
    started.calls.accountCartId[0]?.resolve(ACCOUNT_CART_ID);
    await flushPromises();
    started.calls.load[0]?.reject(new TypeError('Failed to fetch'));
    await flushPromises();
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({ errorCode: null, cartId: ACCOUNT_CART_ID });
    expect(started.emitted).toEqual([stored(ACCOUNT_CART_ID)]);
    started.actor.send({ type: 'cart.add', sellerId: 3, line: TEA, quantity: 2 });
    expect(started.calls.load.map((call) => call.cartId)).toEqual([
      ACCOUNT_CART_ID,
      ACCOUNT_CART_ID,
    ]);
    started.calls.load[1]?.resolve(accountCart);
    await flushPromises();
    expect(started.calls.save).toHaveLength(0);
    expect(
      started.calls.update.map(({ cartId, version, changes }) => ({ cartId, version, changes })),
    ).toEqual([{ cartId: ACCOUNT_CART_ID, version: 7, changes: [{ ...TEA, quantity: 3 }] }]);
  });

  it('no account cart but a local one: the local cart is claimed, saved with its own lines', async () => {
    const started = start(GUEST_CART_ID);
    started.actor.send({ type: 'session.signedIn' });
    started.calls.accountCartId[0]?.resolve(null);
    await flushPromises();
    expect(started.calls.load.map((call) => call.cartId)).toEqual([GUEST_CART_ID]);
    started.calls.load[0]?.resolve(guestCart);
    await flushPromises();
    expect(started.calls.save.map((call) => call.request)).toEqual([
      {
        cartId: GUEST_CART_ID,
        version: 3,
        orders: [
          { sellerId: 1, products: [{ ...HONEY, quantity: 2, isCheckBox: true }] },
          { sellerId: 2, products: [{ ...JUICE, quantity: 3 }] },
        ],
      },
    ]);
    const claimed = { ...guestCart, version: 4 };
    started.calls.save[0]?.resolve(claimed);
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: claimed, cartId: GUEST_CART_ID });
    expect(started.emitted).toEqual([stored(GUEST_CART_ID)]);
  });

  it('a claim that meets a newer guest cart (another tab wrote it) reads it again and claims that', async () => {
    const started = start(GUEST_CART_ID);
    started.actor.send({ type: 'session.signedIn' });
    started.calls.accountCartId[0]?.resolve(null);
    await flushPromises();
    started.calls.load[0]?.resolve(guestCart);
    await flushPromises();
    const newer = { ...guestCart, version: 5 };
    started.calls.save[0]?.reject({ status: 409, cart: newer });
    await flushPromises();
    expect(started.calls.load.map((call) => call.cartId)).toEqual([GUEST_CART_ID, GUEST_CART_ID]);
    started.calls.load[1]?.resolve(newer);
    await flushPromises();
    expect(started.calls.save[1]?.request).toMatchObject({ cartId: GUEST_CART_ID, version: 5 });
    const claimed = { ...newer, version: 6 };
    started.calls.save[1]?.resolve(claimed);
    await flushPromises();
    expect(context(started)).toMatchObject({
      cart: claimed,
      cartId: GUEST_CART_ID,
      errorCode: null,
    });
  });

  it('neither an account cart nor a local one: an empty cart, nothing loaded or stored', async () => {
    const started = start(null);
    started.actor.send({ type: 'session.signedIn' });
    started.calls.accountCartId[0]?.resolve(null);
    await flushPromises();
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({ cart: null, cartId: null, signedIn: true });
    expect(started.counts()).toMatchObject({ load: 0, save: 0 });
    expect(started.emitted).toEqual([]);
  });

  it('signing out forgets the account cart: its id is cleared and nothing is loaded', async () => {
    const started = await signedInWithAccountCart();
    started.actor.send({ type: 'session.guest' });
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({ cart: null, cartId: null, signedIn: false });
    expect(started.emitted).toEqual([stored(null)]);
    expect(started.calls.load).toHaveLength(1);
  });
});

describe('changes made while the cart starts are not lost', () => {
  const addHoney = { type: 'cart.add', sellerId: 1, line: HONEY, quantity: 1 } as const;

  it('an add while the session is unknown is written once ready: a new cart when there is none', async () => {
    const started = start(null);
    started.actor.send(addHoney);
    expect(started.calls.save).toHaveLength(0);
    started.actor.send({ type: 'session.guest' });
    expect(started.calls.save.map((call) => call.request)).toEqual([
      { orders: [{ sellerId: 1, products: [{ ...HONEY, quantity: 1 }] }] },
    ]);
    const created = cartOf(guestCart, 1, [orderOf(1, honey(1))]);
    started.calls.save[0]?.resolve(created);
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: created, cartId: GUEST_CART_ID, pending: [] });
    expect(started.emitted).toEqual([
      stored(GUEST_CART_ID),
      { type: 'cart.written', cartId: GUEST_CART_ID, version: 1 },
    ]);
    expect(started.counts()).toMatchObject({ save: 1, update: 0 });
  });

  it('an add while the session is unknown and one while the cart loads are written together, adding to the line there', async () => {
    const started = start(GUEST_CART_ID);
    started.actor.send(addHoney);
    started.actor.send({ type: 'session.guest' });
    started.actor.send({ ...addHoney, quantity: 2 });
    expect(started.calls.update).toHaveLength(0);
    started.calls.load[0]?.resolve(guestCart);
    await flushPromises();
    expect(
      started.calls.update.map(({ cartId, version, changes }) => ({ cartId, version, changes })),
    ).toEqual([{ cartId: GUEST_CART_ID, version: 3, changes: [{ ...HONEY, quantity: 5 }] }]);
    expect(started.counts()).toMatchObject({ save: 0, update: 1 });
  });

  it('an add made while the carts merge is written on the merged cart', async () => {
    const started = start(GUEST_CART_ID);
    started.actor.send({ type: 'session.signedIn' });
    started.calls.accountCartId[0]?.resolve(ACCOUNT_CART_ID);
    await flushPromises();
    started.actor.send({ type: 'cart.add', sellerId: 3, line: TEA, quantity: 2 });
    for (const call of started.calls.load)
      call.resolve(call.cartId === ACCOUNT_CART_ID ? accountCart : guestCart);
    await flushPromises();
    const merged = cartOf(accountCart, 8, [...accountCart.orders, orderOf(1, honey(2))]);
    started.calls.save[0]?.resolve(merged);
    await flushPromises();
    expect(
      started.calls.update.map(({ cartId, version, changes }) => ({ cartId, version, changes })),
    ).toEqual([{ cartId: ACCOUNT_CART_ID, version: 8, changes: [{ ...TEA, quantity: 3 }] }]);
  });
});

describe('changes to what the cart does not hold', () => {
  it('a line or store the cart does not hold (a gift included) is not changed: nothing is queued or written', async () => {
    const started = await guestWithCart();
    const gift = { productId: 12, optionIds: [] };
    const missing = { productId: 99, optionIds: [] };
    started.actor.send({ type: 'cart.quantity.change', line: missing, quantity: 2 });
    started.actor.send({ type: 'cart.quantity.change', line: gift, quantity: 2 });
    started.actor.send({ type: 'cart.line.remove', line: gift });
    started.actor.send({ type: 'cart.select', lines: [HONEY, missing], checked: false });
    started.actor.send({ type: 'cart.seller.remove', sellerId: 9 });
    started.clock.increment(1_000);
    expect(context(started).pending).toEqual([]);
    expect(started.counts()).toMatchObject({ update: 0, deleteSeller: 0 });
    expect(started.emitted.filter((event) => event.type === 'cart.removed')).toEqual([]);
  });
});

describe('quantity changes (spec section 5: debounced 500 ms)', () => {
  it('the debounce is the named delay quantityDebounce, 500 ms', () => {
    expect(cartMachine.implementations.delays.quantityDebounce).toBe(500);
  });

  it('three changes 200 ms apart are one write, 500 ms after the last, with the last quantity', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.quantity.change', line: HONEY, quantity: 3 });
    started.clock.increment(200);
    started.actor.send({ type: 'cart.quantity.change', line: HONEY, quantity: 4 });
    started.clock.increment(200);
    started.actor.send({ type: 'cart.quantity.change', line: HONEY, quantity: 5 });
    started.clock.increment(499);
    expect(started.calls.update).toHaveLength(0);
    started.clock.increment(1);
    expect(started.calls.update.map(({ version, changes }) => ({ version, changes }))).toEqual([
      { version: 3, changes: [{ ...HONEY, quantity: 5 }] },
    ]);
    started.calls.update[0]?.resolve(
      cartOf(guestCart, 4, [orderOf(1, honey(5)), orderOf(2, juice(3))]),
    );
    await flushPromises();
    started.clock.increment(10_000);
    expect(started.calls.update).toHaveLength(1);
    expect(context(started).pending).toEqual([]);
  });

  it('a page left or hidden during the debounce writes the quantity at once (cart.flush)', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.quantity.change', line: HONEY, quantity: 4 });
    started.clock.increment(100);
    started.actor.send({ type: 'cart.flush' });
    expect(started.calls.update.map(({ changes }) => changes)).toEqual([
      [{ ...HONEY, quantity: 4 }],
    ]);
    // Nothing waits: a flush then does nothing more.
    started.actor.send({ type: 'cart.flush' });
    started.clock.increment(1_000);
    expect(started.calls.update).toHaveLength(1);
  });

  it('another change during the debounce is written at once, with the quantity typed so far', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.quantity.change', line: HONEY, quantity: 3 });
    started.clock.increment(100);
    started.actor.send({ type: 'cart.select', lines: [JUICE], checked: true });
    expect(started.calls.update.map(({ changes }) => changes)).toEqual([
      [
        { ...HONEY, quantity: 3 },
        { ...JUICE, quantity: 3, isCheckBox: true },
      ],
    ]);
    started.clock.increment(1_000);
    expect(started.calls.update).toHaveLength(1);
  });
});

describe('writes, one at a time, until the server has every change', () => {
  it('a change made while a write is in flight is written after it, once', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.select', lines: [HONEY], checked: false });
    expect(started.calls.update).toHaveLength(1);
    started.actor.send({ type: 'cart.add', sellerId: 3, line: TEA, quantity: 1 });
    expect(started.calls.update).toHaveLength(1);
    const afterSelect = cartOf(guestCart, 4, [
      orderOf(1, { ...honey(2), isCheckBox: false }),
      orderOf(2, juice(3)),
    ]);
    started.calls.update[0]?.resolve(afterSelect);
    await flushPromises();
    expect(started.calls.update.map(({ version, changes }) => ({ version, changes }))).toEqual([
      { version: 3, changes: [{ ...HONEY, quantity: 2, isCheckBox: false }] },
      { version: 4, changes: [{ ...TEA, quantity: 1 }] },
    ]);
    started.calls.update[1]?.resolve(
      cartOf(afterSelect, 5, [...afterSelect.orders, orderOf(3, tea(1))]),
    );
    await flushPromises();
    expect(started.calls.update).toHaveLength(2);
    expect(context(started)).toMatchObject({ pending: [], cartId: GUEST_CART_ID });
    expect(context(started).cart?.version).toBe(5);
  });

  it("a write that meets a newer cart (409) is applied again to the conflict's cart", async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.add', sellerId: 1, line: HONEY, quantity: 1 });
    expect(started.calls.update[0]).toMatchObject({
      version: 3,
      changes: [{ ...HONEY, quantity: 3 }],
    });
    // Another tab made it 5 meanwhile.
    const fresh = cartOf(guestCart, 6, [orderOf(1, honey(5)), orderOf(2, juice(3))]);
    started.calls.update[0]?.reject({ status: 409, cart: fresh });
    await flushPromises();
    expect(started.calls.update[1]).toMatchObject({
      cartId: GUEST_CART_ID,
      version: 6,
      changes: [{ ...HONEY, quantity: 6 }],
    });
    const written = cartOf(fresh, 7, [orderOf(1, honey(6)), orderOf(2, juice(3))]);
    started.calls.update[1]?.resolve(written);
    await flushPromises();
    expect(context(started)).toMatchObject({
      cart: written,
      pending: [],
      retries: 0,
      errorCode: null,
    });
    expect(started.emitted).toContainEqual({
      type: 'cart.written',
      cartId: GUEST_CART_ID,
      version: 7,
    });
    expect(started.calls.update).toHaveLength(2);
  });

  it('after 3 writes again on newer carts (MAX_RETRIES), a 4th conflict tells the shopper and drops the change', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.add', sellerId: 1, line: HONEY, quantity: 1 });
    for (let conflict = 0; conflict < 4; conflict++) {
      const version = 4 + conflict;
      const fresh = cartOf(guestCart, version, [orderOf(1, honey(version)), orderOf(2, juice(3))]);
      started.calls.update[conflict]?.reject({ status: 409, cart: fresh });
      await flushPromises();
    }
    expect(started.calls.update.map(({ version, changes }) => ({ version, changes }))).toEqual([
      { version: 3, changes: [{ ...HONEY, quantity: 3 }] },
      { version: 4, changes: [{ ...HONEY, quantity: 5 }] },
      { version: 5, changes: [{ ...HONEY, quantity: 6 }] },
      { version: 6, changes: [{ ...HONEY, quantity: 7 }] },
    ]);
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({ pending: [], retries: 0 });
    expect(context(started).errorCode).not.toBeNull();
    // The global error's 'อัพเดทตะกร้า' reloads the cart as it is.
    started.actor.send({ type: 'cart.refresh' });
    expect(context(started).errorCode).toBeNull();
    const now = cartOf(guestCart, 7, [orderOf(1, honey(7)), orderOf(2, juice(3))]);
    started.calls.load[1]?.resolve(now);
    await flushPromises();
    expect(context(started).cart).toBe(now);
    expect(started.emitted).toContainEqual({ type: 'cart.refreshed' });
  });

  it('a write that finds the cart gone (404) makes a new cart with the pending changes', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.add', sellerId: 3, line: TEA, quantity: 2 });
    started.calls.update[0]?.reject({ status: 404, message: 'Not found' });
    await flushPromises();
    expect(started.emitted).toEqual([stored(null)]);
    expect(started.calls.save.map((call) => call.request)).toEqual([
      { orders: [{ sellerId: 3, products: [{ ...TEA, quantity: 2 }] }] },
    ]);
    const created = { ...cartOf(guestCart, 1, [orderOf(3, tea(2))]), cartId: 'new-cart' };
    started.calls.save[0]?.resolve(created);
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: created, cartId: 'new-cart', pending: [] });
    expect(started.emitted).toContainEqual(stored('new-cart'));
  });

  it('a refused write (400): the global error with the server message, the change dropped, the cart as it was; dismiss clears it', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.add', sellerId: 1, line: HONEY, quantity: 50 });
    started.calls.update[0]?.reject({ status: 400, message: 'สินค้าไม่พอ' });
    await flushPromises();
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({
      cart: guestCart,
      cartId: GUEST_CART_ID,
      pending: [],
      serverMessage: 'สินค้าไม่พอ',
    });
    expect(context(started).errorCode).not.toBeNull();
    expect(started.calls.update).toHaveLength(1);
    expect(started.emitted).toEqual([]);
    started.actor.send({ type: 'cart.error.dismiss' });
    expect(context(started)).toMatchObject({ errorCode: null, serverMessage: null });
  });

  it("'cart.refresh' reloads the cart and tells the app ('อัพเดทตะกร้าสำเร็จ')", async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.refresh' });
    expect(started.calls.load.map((call) => call.cartId)).toEqual([GUEST_CART_ID, GUEST_CART_ID]);
    const now = { ...guestCart, version: 5 };
    started.calls.load[1]?.resolve(now);
    await flushPromises();
    expect(context(started).cart).toBe(now);
    expect(started.emitted).toEqual([stored(GUEST_CART_ID), { type: 'cart.refreshed' }]);
  });

  it("'cart.refresh' without a cart loads nothing and still tells the app", () => {
    const started = start(null);
    started.actor.send({ type: 'session.guest' });
    started.actor.send({ type: 'cart.refresh' });
    expect(started.calls.load).toHaveLength(0);
    expect(started.emitted).toEqual([{ type: 'cart.refreshed' }]);
  });

  it('a network failure sets no error (the spec: it only clears loading)', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.add', sellerId: 1, line: HONEY, quantity: 1 });
    started.calls.update[0]?.reject(new TypeError('Failed to fetch'));
    await flushPromises();
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started)).toMatchObject({
      errorCode: null,
      serverMessage: null,
      cart: guestCart,
    });
    expect(started.calls.update).toHaveLength(1);
  });
});

describe('removing (spec section 4; analytics on remove-from-cart)', () => {
  it('removing a line reports it to analytics and writes quantity 0', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.line.remove', line: HONEY });
    expect(started.emitted).toEqual([{ type: 'cart.removed', lines: [HONEY] }]);
    expect(started.calls.update.map(({ changes }) => changes)).toEqual([
      [{ ...HONEY, quantity: 0 }],
    ]);
  });

  it("removing a seller reports its paid lines (not its gift) and deletes the seller's order", async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.seller.remove', sellerId: 1 });
    expect(started.emitted).toEqual([{ type: 'cart.removed', lines: [HONEY] }]);
    expect(
      started.calls.deleteSeller.map(({ cartId, version, sellerId }) => ({
        cartId,
        version,
        sellerId,
      })),
    ).toEqual([{ cartId: GUEST_CART_ID, version: 3, sellerId: 1 }]);
    expect(started.calls.update).toHaveLength(0);
  });

  it('an emptied cart (an answer without orders) is forgotten: its id cleared', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.line.remove', line: HONEY });
    started.actor.send({ type: 'cart.line.remove', line: JUICE });
    started.calls.update[0]?.resolve(cartOf(guestCart, 4, [orderOf(2, juice(3))]));
    await flushPromises();
    expect(started.calls.update[1]).toMatchObject({
      version: 4,
      changes: [{ ...JUICE, quantity: 0 }],
    });
    started.calls.update[1]?.resolve(cartOf(guestCart, 5, []));
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: null, cartId: null, pending: [] });
    expect(started.emitted.filter((event) => event.type === 'cart.stored')).toEqual([
      stored(GUEST_CART_ID),
      stored(null),
    ]);
  });
});

describe('other tabs of this browser', () => {
  it('a newer version of this cart written elsewhere is loaded', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.changed.elsewhere', cartId: GUEST_CART_ID, version: 4 });
    expect(started.calls.load.map((call) => call.cartId)).toEqual([GUEST_CART_ID, GUEST_CART_ID]);
    const newer = { ...guestCart, version: 4 };
    started.calls.load[1]?.resolve(newer);
    await flushPromises();
    expect(context(started).cart).toBe(newer);
  });

  it('the same or an older version of this cart changes nothing', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.changed.elsewhere', cartId: GUEST_CART_ID, version: 3 });
    started.actor.send({ type: 'cart.changed.elsewhere', cartId: GUEST_CART_ID, version: 2 });
    expect(started.calls.load).toHaveLength(1);
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(context(started).cart).toBe(guestCart);
  });

  it('no cart elsewhere (emptied or signed out there): this tab forgets its cart', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.changed.elsewhere', cartId: null, version: 0 });
    expect(context(started)).toMatchObject({ cart: null, cartId: null });
    expect(started.emitted).toEqual([stored(null)]);
    expect(started.calls.load).toHaveLength(1);
  });

  it("another cart written elsewhere (a first add there) becomes this tab's cart", async () => {
    const started = start(null);
    started.actor.send({ type: 'session.guest' });
    started.actor.send({ type: 'cart.changed.elsewhere', cartId: GUEST_CART_ID, version: 1 });
    started.calls.load[0]?.resolve(guestCart);
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: guestCart, cartId: GUEST_CART_ID });
  });
});

describe('after checkout (spec: the unchecked items remain, the id resets, the code clears)', () => {
  const NEW_CART_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

  it('takes the new cart the server made of the unticked lines, and tells the cookie and the other tabs', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.quantity.change', line: HONEY, quantity: 2 });
    started.actor.send({ type: 'cart.checkedOut', newCartId: NEW_CART_ID });
    // The quantity waiting for the old cart is dropped: its line was checked out.
    expect(context(started)).toMatchObject({ cartId: NEW_CART_ID, cart: null, pending: [] });
    expect(started.emitted).toEqual([
      stored(NEW_CART_ID),
      { type: 'cart.written', cartId: NEW_CART_ID, version: 0 },
    ]);
    expect(started.calls.load.map((call) => call.cartId)).toEqual([GUEST_CART_ID, NEW_CART_ID]);
    const rest = { ...guestCart, cartId: NEW_CART_ID, version: 1, promotionCode: '' };
    started.calls.load[1]?.resolve(rest);
    await flushPromises();
    expect(context(started)).toMatchObject({ cart: rest, cartId: NEW_CART_ID });
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(started.calls.save).toHaveLength(0);
    expect(started.calls.update).toHaveLength(0);
  });

  it('with every line checked out, forgets the cart and clears the cookie', async () => {
    const started = await guestWithCart();
    started.actor.send({ type: 'cart.checkedOut', newCartId: null });
    expect(context(started)).toMatchObject({ cart: null, cartId: null });
    expect(started.emitted).toEqual([
      stored(null),
      { type: 'cart.written', cartId: null, version: 0 },
    ]);
    expect(started.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('cart panel (spec section 9: 250 ms close animation)', () => {
  it('opens, and closes after staying 250 ms on screen', () => {
    const { actor, clock } = startOnClock(cartPanelMachine);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'cartPanel.open' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'cartPanel.close' });
    expect(actor.getSnapshot().value).toBe('closing');
    clock.increment(249);
    expect(actor.getSnapshot().value).toBe('closing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(cartPanelMachine.implementations.delays.closeAnimation).toBe(250);
  });

  it('opened again while closing stays open', () => {
    const { actor, clock } = startOnClock(cartPanelMachine);
    actor.send({ type: 'cartPanel.open' });
    actor.send({ type: 'cartPanel.close' });
    clock.increment(200);
    actor.send({ type: 'cartPanel.open' });
    expect(actor.getSnapshot().value).toBe('open');
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'cartPanel.close' });
    clock.increment(250);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

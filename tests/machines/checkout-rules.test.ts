// The checkout's pure rules (spec section 4, Checkout recalculation and the numbered panels),
// checked on generated checkouts and choices: what goes to the server, which panels may be
// left or opened, and where a payment is shown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Address,
  type Checkout,
  type CheckoutChoices,
  type CheckoutProblem,
  canLeave,
  checkoutRequestOf,
  defaultAddressIdOf,
  firstProblemOf,
  isCouponCode,
  isTaxInvoiceAddress,
  PANELS,
  type Payment,
  PROBLEM_PANEL,
  paymentViewOf,
  placeRequestOf,
  reachablePanels,
  withShippingChoice,
} from '../../machines';
import { addressBook, checkout as sampleCheckout } from '../../machines/qa/checkout-samples';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);

// ---------------------------------------------------------------------------------------------
// Generators: sellers 1..4, carriers 1..3, channels 1..4, addresses 1..5; few values, so that
// choices meet the checkout's sellers, options and channels often.

const PROBLEM_CODES = Object.keys(PROBLEM_PANEL) as CheckoutProblem['code'][];

const problemArb: fc.Arbitrary<CheckoutProblem> = fc.record({
  code: fc.constantFrom(...PROBLEM_CODES),
  message: fc.string(),
  sellerId: fc.option(fc.integer({ min: 1, max: 4 })),
  productId: fc.constant(null),
});

const orderArb = (sellerId: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }).map((ids) => ({
    ...(sampleCheckout.orders[0] as Checkout['orders'][number]),
    sellerId,
    shippingId: ids[0] ?? null,
    shippingOptions: ids.map((id) => ({
      id,
      code: `c${id}`,
      name: `ขนส่ง ${id}`,
      fee: 40,
      days: '1-2',
      cashOnDelivery: false,
    })),
  }));

const checkoutArb: fc.Arbitrary<Checkout> = fc
  .record({
    sellers: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
    channels: fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 4 }), available: fc.boolean() }),
      { maxLength: 4, selector: (channel) => channel.id },
    ),
    problems: fc.array(problemArb, { maxLength: 3 }),
    grandTotal: fc.integer({ min: 0, max: 1_000_000 }).map((satang) => satang / 100),
  })
  .chain(({ sellers, channels, problems, grandTotal }) =>
    fc.tuple(...sellers.map(orderArb)).map((orders) => ({
      ...sampleCheckout,
      orders,
      paymentChannels: channels.map(({ id, available }) => ({
        id,
        code: `p${id}`,
        name: `ช่องทาง ${id}`,
        kind: 'transfer' as const,
        available,
      })),
      problems,
      grandTotal,
    })),
  );

const addressArb = (id: number) =>
  fc.record({ defaultShipping: fc.boolean(), taxed: fc.boolean() }).map(
    ({ defaultShipping, taxed }): Address => ({
      ...(addressBook[0] as Address),
      id,
      defaultShipping,
      taxId: taxed ? '0105555123450' : null,
    }),
  );

const bookArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 4 })
  .chain((ids) => fc.tuple(...ids.map(addressArb)));

const shippingChoiceArb = fc.record({
  sellerId: fc.integer({ min: 1, max: 5 }),
  shippingId: fc.integer({ min: 1, max: 3 }),
});

const choicesArb: fc.Arbitrary<CheckoutChoices> = fc.record({
  cartId: fc.uuid(),
  addresses: bookArb,
  addressId: fc.option(fc.integer({ min: 1, max: 6 })),
  taxInvoiceAddressId: fc.option(fc.integer({ min: 1, max: 6 })),
  shipping: fc.uniqueArray(shippingChoiceArb, { maxLength: 4, selector: (c) => c.sellerId }),
  promotionCode: fc.constantFrom('', 'SAVE50', 'new_year-10'),
  paymentTypeId: fc.option(fc.integer({ min: 1, max: 5 })),
  checkout: fc.option(checkoutArb, { freq: 5 }),
  forCustomer: fc.boolean(),
});

const panelArb = fc.constantFrom(...PANELS);

// ---------------------------------------------------------------------------------------------

describe('what goes to the server', () => {
  it("the calculation's body holds the cart and the shopper's choices, never a line or a price", () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const request = checkoutRequestOf(choices);
        expect(
          Object.keys(request).every((key) =>
            ['cartId', 'promotionCode', 'addressId', 'paymentTypeId', 'orders'].includes(key),
          ),
        ).toBe(true);
        expect(request.cartId).toBe(choices.cartId);
        expect(request.promotionCode ?? '').toBe(choices.promotionCode);
        expect(request.addressId ?? null).toBe(choices.addressId);
        expect(request.paymentTypeId ?? null).toBe(choices.paymentTypeId);
        for (const order of request.orders ?? []) {
          expect(Object.keys(order).sort()).toEqual(['sellerId', 'shippingId']);
        }
      }),
      RUNS,
    );
  });

  it('asks about the sellers still in the checkout, each with the choice the shopper made', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const asked = checkoutRequestOf(choices).orders ?? [];
        const inCheckout = (sellerId: number) =>
          !choices.checkout || choices.checkout.orders.some((o) => o.sellerId === sellerId);
        expect(asked).toEqual(
          choices.shipping
            .filter((choice) => inCheckout(choice.sellerId))
            .map(({ sellerId, shippingId }) => ({ sellerId, shippingId })),
        );
      }),
      RUNS,
    );
  });

  it('placing sends the same choices, the invoice address, the total shown and a customer placed for; nothing without what it needs', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const request = placeRequestOf(choices);
        const { addressId, paymentTypeId, checkout, taxInvoiceAddressId, forCustomer } = choices;
        if (addressId === null || paymentTypeId === null || checkout === null) {
          expect(request).toBeNull();
          return;
        }
        expect(request).toEqual({
          ...checkoutRequestOf(choices),
          addressId,
          paymentTypeId,
          ...(taxInvoiceAddressId !== null && { taxInvoiceAddressId }),
          expectedTotal: checkout.grandTotal,
          // Only when chosen, and not for cash on delivery (no link to pay by): an ordinary
          // checkout's request is as it always was.
          ...(forCustomer &&
            checkout.paymentChannels.find(({ id }) => id === paymentTypeId)?.kind !== 'cod' && {
              forCustomer: true,
            }),
        });
      }),
      RUNS,
    );
  });

  it("a seller's shipping choice replaces the one before it; one choice per seller", () => {
    fc.assert(
      fc.property(fc.array(shippingChoiceArb, { maxLength: 12 }), (made) => {
        const choices = made.reduce(withShippingChoice, []);
        const sellers = new Set(made.map((choice) => choice.sellerId));
        expect(choices).toHaveLength(sellers.size);
        for (const sellerId of sellers) {
          const last = made.findLast((choice) => choice.sellerId === sellerId);
          expect(choices.find((choice) => choice.sellerId === sellerId)).toEqual(last);
        }
      }),
      RUNS,
    );
  });

  it("a coupon code is the contract's: 1 to 32 letters, digits, '_' or '-'", () => {
    const allowed = fc.constantFrom(...'AZaz09_-Mm5'.split(''));
    fc.assert(
      fc.property(
        fc.array(allowed, { maxLength: 40 }).map((chars) => chars.join('')),
        fc.string({ minLength: 1, maxLength: 3 }),
        (code, other) => {
          expect(isCouponCode(code)).toBe(code.length >= 1 && code.length <= 32);
          const mixed = `${code.slice(0, 16)}${other}`;
          if (/[^A-Za-z0-9_-]/.test(other)) expect(isCouponCode(mixed)).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('the panels', () => {
  it("each problem is the first of its panel's in the order the server lists them", () => {
    fc.assert(
      fc.property(checkoutArb, panelArb, (checkout, panel) => {
        const first = firstProblemOf(checkout, panel);
        const ofPanel = checkout.problems.filter((p) => PROBLEM_PANEL[p.code] === panel);
        expect(first).toBe(ofPanel[0] ?? null);
      }),
      RUNS,
    );
  });

  it('the weight check: panel 2 cannot be left while a seller has no shipping', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const stuck = choices.checkout?.problems.some((p) =>
          ['shipping-not-found', 'shipping-service-not-found'].includes(p.code),
        );
        expect(canLeave(choices, 2)).toBe(choices.checkout !== null && !stuck);
      }),
      RUNS,
    );
  });

  it('panel 1 needs an address of the book, panel 4 a channel that may pay; nothing before the first answer', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const { checkout, addressId, addresses, paymentTypeId } = choices;
        const hasAddress = addresses.some((address) => address.id === addressId);
        expect(canLeave(choices, 1)).toBe(checkout !== null && hasAddress);
        expect(canLeave(choices, 3)).toBe(checkout !== null);
        const payable = checkout?.paymentChannels.some(
          (channel) => channel.id === paymentTypeId && channel.available,
        );
        expect(canLeave(choices, 4)).toBe(
          payable === true && !checkout?.problems.some((p) => p.code === 'payment-unavailable'),
        );
      }),
      RUNS,
    );
  });

  it('placing needs every panel before it done and no problem at all', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        const before = ([1, 2, 3, 4] as const).every((panel) => canLeave(choices, panel));
        expect(canLeave(choices, 5)).toBe(before && choices.checkout?.problems.length === 0);
        if (canLeave(choices, 5)) expect(placeRequestOf(choices)).not.toBeNull();
      }),
      RUNS,
    );
  });

  it('the panels that open are those reached whose every panel before may be left', () => {
    fc.assert(
      fc.property(choicesArb, panelArb, (choices, reached) => {
        const open = reachablePanels(choices, reached);
        expect(open).toEqual(PANELS.slice(0, open.length));
        expect(open[0]).toBe(1);
        expect(open.length).toBeLessThanOrEqual(reached);
        for (const panel of open.slice(0, -1)) expect(canLeave(choices, panel)).toBe(true);
        const last = open.at(-1) as (typeof PANELS)[number];
        if (open.length < reached) expect(canLeave(choices, last)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('the address book', () => {
  it("ships to the book's default address, else its first", () => {
    fc.assert(
      fc.property(bookArb, (book) => {
        const expected = book.find((a) => a.defaultShipping)?.id ?? book[0]?.id ?? null;
        expect(defaultAddressIdOf(book)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('makes a tax invoice out to an address of the book with a tax id, or to none', () => {
    fc.assert(
      fc.property(bookArb, fc.option(fc.integer({ min: 1, max: 6 })), (book, addressId) => {
        const address = book.find((a) => a.id === addressId);
        expect(isTaxInvoiceAddress(book, addressId)).toBe(
          addressId === null || (address !== undefined && address.taxId !== null),
        );
      }),
      RUNS,
    );
  });
});

describe("a payment's view (panel 7, completion, expired)", () => {
  const paymentArb = fc.record({
    status: fc.constantFrom<Payment['status']>(
      'waiting-payment',
      'waiting-confirmation',
      'paid',
      'cash-on-delivery',
      'expired',
    ),
    channel: fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      code: fc.string(),
      name: fc.string(),
      kind: fc.constantFrom<Payment['channel']['kind']>('card', 'transfer', 'promptpay', 'cod'),
      available: fc.boolean(),
    }),
  });

  it('paid and cash on delivery complete, expired ends, a slip waits for staff, else the card pays or a slip is sent', () => {
    fc.assert(
      fc.property(paymentArb, (payment) => {
        const view = paymentViewOf(payment);
        const { status, channel } = payment;
        if (status === 'paid' || status === 'cash-on-delivery') expect(view).toBe('completed');
        else if (status === 'expired') expect(view).toBe('expired');
        else if (status === 'waiting-confirmation') expect(view).toBe('confirming');
        else if (channel.kind === 'cod') expect(view).toBe('completed');
        else expect(view).toBe(channel.kind === 'card' ? 'card' : 'transfer');
      }),
      RUNS,
    );
  });
});

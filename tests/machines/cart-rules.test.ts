// The cart's pure rules (spec section 4, Cart start-up, Adding an item and Selection; section
// 5, cart quantity and name truncation; section 9, the promotions a cart shows), checked
// against a simple model written here: a list of lines by key, each with its seller.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  applyChange,
  applyChanges,
  type Cart,
  type CartChange,
  type CartOrder,
  type CartProduct,
  checkableLines,
  inDisplayOrder,
  inventoryShown,
  isAllChecked,
  isCheckable,
  isEditable,
  isStoreChecked,
  isWithinStock,
  keyOf,
  type LineKey,
  lineCountOf,
  linesOf,
  mergeLines,
  planWrite,
  type SellerLines,
  shownPromotions,
  truncateName,
} from '../../machines';
import { cartLine, cartWith, GUEST_CART_ID, guestCart } from '../../machines/qa/cart-samples';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);
// At its full depth (FC_DEEP=1) a property of 10,000 runs is seconds of work: more, on two
// cores busy with the other test files, than the default 5 s of a test.
vi.setConfig({ testTimeout: 30_000 });

// ---------------------------------------------------------------------------------------------
// Generators: products 1..8, each always of one seller (1..3); 0 to 2 options from 1..4; a
// few keys per run so that changes meet the same lines often.

const SELLERS = [1, 2, 3] as const;
const PRODUCTS = 8;
/** Free gifts are other products (101..103): a gift is never a line the shopper wrote. */
const GIFT_PRODUCTS = [101, 102, 103] as const;

/** Which seller sells each product (index productId - 1), fixed for a run. */
const sellerMapArb = fc.array(fc.constantFrom(...SELLERS), {
  minLength: PRODUCTS,
  maxLength: PRODUCTS,
});
type SellerOf = (productId: number) => number;
const sellerOfMap =
  (map: readonly number[]): SellerOf =>
  (productId) =>
    map[(productId - 1) % PRODUCTS] ?? 1;

const lineKeyArb: fc.Arbitrary<LineKey> = fc.record({
  productId: fc.integer({ min: 1, max: PRODUCTS }),
  optionIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
});

/** The same line with its options in another order (only 2 options: reversing is enough). */
const reordered = (line: LineKey, reverse: boolean): LineKey => ({
  productId: line.productId,
  optionIds: reverse ? [...line.optionIds].reverse() : [...line.optionIds],
});

/** A few distinct lines a run's carts and changes are made of. */
const keyPoolArb = fc.uniqueArray(lineKeyArb, { minLength: 1, maxLength: 6, selector: keyOf });

interface ChangeSpec {
  kind: CartChange['kind'];
  index: number;
  subset: number[];
  reverse: boolean;
  quantity: number;
  checked: boolean;
  sellerId: number;
}

const changeSpecArb: fc.Arbitrary<ChangeSpec> = fc.record({
  kind: fc.constantFrom<CartChange['kind']>('add', 'add', 'quantity', 'select', 'removeSeller'),
  index: fc.nat({ max: 5 }),
  subset: fc.uniqueArray(fc.nat({ max: 5 }), { maxLength: 3 }),
  reverse: fc.boolean(),
  quantity: fc.integer({ min: 0, max: 20 }),
  checked: fc.boolean(),
  sellerId: fc.constantFrom(...SELLERS),
});

/** A change as the machine makes it: an added product always comes with its own seller. */
function changeOf(spec: ChangeSpec, pool: readonly LineKey[], sellerOf: SellerOf): CartChange {
  const pick = (index: number) => pool[index % pool.length] as LineKey;
  const line = reordered(pick(spec.index), spec.reverse);
  switch (spec.kind) {
    case 'add':
      return {
        kind: 'add',
        sellerId: sellerOf(line.productId),
        line,
        quantity: Math.max(1, spec.quantity),
      };
    case 'quantity':
      return { kind: 'quantity', line, quantity: spec.quantity };
    case 'select':
      return {
        kind: 'select',
        lines: spec.subset.map((index) => reordered(pick(index), spec.reverse)),
        checked: spec.checked,
      };
    case 'removeSeller':
      return { kind: 'removeSeller', sellerId: spec.sellerId };
  }
}

interface LineSpec {
  index: number;
  reverse: boolean;
  quantity: number;
  isCheckBox: boolean;
}

const lineSpecArb: fc.Arbitrary<LineSpec> = fc.record({
  index: fc.nat({ max: 5 }),
  reverse: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 20 }),
  isCheckBox: fc.boolean(),
});

/** Seller lines from line specs: distinct keys, grouped by seller in the order first met. */
function sellerLinesOf(
  specs: readonly LineSpec[],
  pool: readonly LineKey[],
  sellerOf: SellerOf,
): SellerLines[] {
  const seen = new Set<string>();
  const orders: SellerLines[] = [];
  for (const spec of specs) {
    const line = reordered(pool[spec.index % pool.length] as LineKey, spec.reverse);
    if (seen.has(keyOf(line))) continue;
    seen.add(keyOf(line));
    const sellerId = sellerOf(line.productId);
    let order = orders.find((candidate) => candidate.sellerId === sellerId);
    if (!order) {
      order = { sellerId, products: [] };
      orders.push(order);
    }
    order.products.push({ ...line, quantity: spec.quantity, isCheckBox: spec.isCheckBox });
  }
  return orders;
}

const store = (id: number) => ({ id, urlKey: `store-${id}`, name: `ร้าน ${id}` });
const attributesOf = (optionIds: readonly number[]) =>
  optionIds.map((id, index) => ({
    id: index + 1,
    name: `ตัวเลือก ${index + 1}`,
    option: { id, label: `แบบ ${id}` },
  }));

/** A server cart of these lines, with a free gift after the paid lines of some sellers. */
function cartOf(lines: SellerLines[], gifts: readonly number[], version: number): Cart {
  const orders: CartOrder[] = lines.map((order) => ({
    sellerId: order.sellerId,
    seller: store(order.sellerId),
    isCheckBox: order.products.every((line) => line.isCheckBox),
    total: 0,
    products: order.products.map((line) =>
      cartLine({
        productId: line.productId,
        quantity: line.quantity,
        isCheckBox: line.isCheckBox ?? false,
        attribute: attributesOf(line.optionIds),
      }),
    ),
  }));
  // A gift goes with the seller named, and a seller may have nothing but a gift.
  gifts.forEach((sellerId, index) => {
    const gift = cartLine({
      productId: GIFT_PRODUCTS[index % GIFT_PRODUCTS.length] as number,
      isFreeProduct: 1,
      price: 0,
      total: 0,
      isCheckBox: index % 2 === 0,
    });
    const order = orders.find((candidate) => candidate.sellerId === sellerId);
    if (order) order.products.push(gift);
    else
      orders.push({
        sellerId,
        seller: store(sellerId),
        isCheckBox: false,
        total: 0,
        products: [gift],
      });
  });
  return cartWith({ cartId: GUEST_CART_ID, version, orders });
}

/** A run: the product→seller map, the lines in play, a cart (or none) and changes. */
const scenarioArb = fc
  .record({
    sellers: sellerMapArb,
    pool: keyPoolArb,
    hasCart: fc.boolean(),
    lines: fc.array(lineSpecArb, { maxLength: 6 }),
    gifts: fc.array(fc.constantFrom(...SELLERS), { maxLength: 2 }),
    version: fc.integer({ min: 1, max: 50 }),
    changes: fc.array(changeSpecArb, { maxLength: 8 }),
  })
  .map(({ sellers, pool, hasCart, lines, gifts, version, changes }) => {
    const sellerOf = sellerOfMap(sellers);
    const cart = hasCart ? cartOf(sellerLinesOf(lines, pool, sellerOf), gifts, version) : null;
    return {
      sellerOf,
      cart,
      changes: changes.map((spec) => changeOf(spec, pool, sellerOf)),
    };
  });

// ---------------------------------------------------------------------------------------------
// The model: lines in the order they came, each with its key and seller, and the sellers in
// the order their orders were opened.

interface ModelLine {
  key: string;
  sellerId: number;
  productId: number;
  optionIds: number[];
  quantity: number;
  isCheckBox: boolean | undefined;
}

interface Model {
  sellers: number[];
  lines: ModelLine[];
}

function modelOf(orders: readonly SellerLines[]): Model {
  return {
    sellers: orders.map((order) => order.sellerId),
    lines: orders.flatMap((order) =>
      order.products.map((line) => ({
        key: keyOf(line),
        sellerId: order.sellerId,
        productId: line.productId,
        optionIds: [...line.optionIds],
        quantity: line.quantity,
        isCheckBox: line.isCheckBox,
      })),
    ),
  };
}

const withoutEmptySellers = (model: Model): Model => ({
  ...model,
  sellers: model.sellers.filter((sellerId) => model.lines.some((l) => l.sellerId === sellerId)),
});

function modelApply(model: Model, change: CartChange): Model {
  switch (change.kind) {
    case 'add': {
      const key = keyOf(change.line);
      if (model.lines.some((line) => line.key === key))
        return {
          ...model,
          lines: model.lines.map((line) =>
            line.key === key ? { ...line, quantity: line.quantity + change.quantity } : line,
          ),
        };
      return {
        sellers: model.sellers.includes(change.sellerId)
          ? model.sellers
          : [...model.sellers, change.sellerId],
        lines: [
          ...model.lines,
          {
            key,
            sellerId: change.sellerId,
            productId: change.line.productId,
            optionIds: [...change.line.optionIds],
            quantity: change.quantity,
            isCheckBox: undefined,
          },
        ],
      };
    }
    case 'quantity': {
      const key = keyOf(change.line);
      return withoutEmptySellers({
        ...model,
        lines: model.lines.flatMap((line) =>
          line.key !== key
            ? [line]
            : change.quantity > 0
              ? [{ ...line, quantity: change.quantity }]
              : [],
        ),
      });
    }
    case 'select': {
      const keys = new Set(change.lines.map(keyOf));
      return {
        ...model,
        lines: model.lines.map((line) =>
          keys.has(line.key) ? { ...line, isCheckBox: change.checked } : line,
        ),
      };
    }
    case 'removeSeller':
      return withoutEmptySellers({
        ...model,
        lines: model.lines.filter((line) => line.sellerId !== change.sellerId),
      });
  }
}

/** The model as the rules write it: each seller's lines in the order they came. */
const modelLines = (model: Model): SellerLines[] =>
  model.sellers.map((sellerId) => ({
    sellerId,
    products: model.lines
      .filter((line) => line.sellerId === sellerId)
      .map((line) => ({
        productId: line.productId,
        optionIds: line.optionIds,
        quantity: line.quantity,
        ...(line.isCheckBox === undefined ? {} : { isCheckBox: line.isCheckBox }),
      })),
  }));

/** Lines compared without caring for order or the options' order: by key. */
interface Held {
  sellerId: number;
  quantity: number;
  isCheckBox: boolean | undefined;
}
const byKey = (orders: readonly SellerLines[]): Map<string, Held> =>
  new Map(
    orders.flatMap((order) =>
      order.products.map((line) => [
        keyOf(line),
        { sellerId: order.sellerId, quantity: line.quantity, isCheckBox: line.isCheckBox },
      ]),
    ),
  );

/** A line written as a comparable value: `isCheckBox` missing and undefined are the same. */
const normalized = (orders: readonly SellerLines[]) =>
  orders.map((order) => ({
    sellerId: order.sellerId,
    products: order.products.map((line) => ({
      key: keyOf(line),
      quantity: line.quantity,
      isCheckBox: line.isCheckBox ?? null,
    })),
  }));

// ---------------------------------------------------------------------------------------------

describe('adding an item (applyChanges against the model)', () => {
  it('the same product with the same options is one line, whatever order the options come in', () => {
    expect(keyOf({ productId: 11, optionIds: [3, 1] })).toBe(
      keyOf({ productId: 11, optionIds: [1, 3] }),
    );
    expect(keyOf({ productId: 11, optionIds: [1] })).not.toBe(
      keyOf({ productId: 11, optionIds: [1, 3] }),
    );
    expect(keyOf({ productId: 1, optionIds: [12] })).not.toBe(
      keyOf({ productId: 11, optionIds: [2] }),
    );
    const lines = applyChanges(
      [],
      [
        { kind: 'add', sellerId: 1, line: { productId: 11, optionIds: [3, 1] }, quantity: 2 },
        { kind: 'add', sellerId: 1, line: { productId: 11, optionIds: [1, 3] }, quantity: 3 },
      ],
    );
    expect(normalized(lines)).toEqual([
      { sellerId: 1, products: [{ key: '11:1,3', quantity: 5, isCheckBox: null }] },
    ]);
  });

  it('after any sequence of changes the lines are what the model says: quantities added, new products appended to their seller, new sellers last, 0 removes, empty sellers dropped, select and removeSeller exact', () => {
    fc.assert(
      fc.property(scenarioArb, ({ cart, changes }) => {
        const before = linesOf(cart);
        let model = modelOf(before);
        let lines = before;
        for (const change of changes) {
          lines = applyChange(lines, change);
          model = modelApply(model, change);
          expect(normalized(lines)).toEqual(normalized(modelLines(model)));
        }
        expect(normalized(applyChanges(before, changes))).toEqual(normalized(lines));
      }),
      RUNS,
    );
  });

  it('adding a line already in the cart adds to its quantity and keeps its place and selection', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 20 }), ({ cart }, quantity) => {
        const before = linesOf(cart);
        for (const order of before)
          for (const line of order.products) {
            const after = applyChange(before, {
              kind: 'add',
              sellerId: order.sellerId,
              line: reordered(line, true),
              quantity,
            });
            const changed = before.map((o) => ({
              ...o,
              products: o.products.map((l) =>
                l === line ? { ...l, quantity: l.quantity + quantity } : l,
              ),
            }));
            expect(normalized(after)).toEqual(normalized(changed));
          }
      }),
      RUNS,
    );
  });

  it('a new product of a seller in the cart is the last line of that seller; of a new seller, the last order', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        lineKeyArb,
        fc.constantFrom(...SELLERS),
        ({ cart }, line, seller) => {
          const before = linesOf(cart);
          fc.pre(!byKey(before).has(keyOf(line)));
          const after = applyChange(before, { kind: 'add', sellerId: seller, line, quantity: 1 });
          const index = before.findIndex((order) => order.sellerId === seller);
          const target = index === -1 ? after.length - 1 : index;
          expect(after).toHaveLength(index === -1 ? before.length + 1 : before.length);
          expect(after[target]?.sellerId).toBe(seller);
          expect(after[target]?.products.at(-1)).toEqual({ ...line, quantity: 1 });
          expect(after[target]?.products.slice(0, -1)).toEqual(before[index]?.products ?? []);
          after.forEach((order, i) => {
            if (i !== target) expect(order).toEqual(before[i]);
          });
        },
      ),
      RUNS,
    );
  });

  it('quantity 0 removes exactly that line, and a seller left without lines is dropped', () => {
    fc.assert(
      fc.property(scenarioArb, ({ cart }) => {
        const before = linesOf(cart);
        for (const order of before)
          for (const line of order.products) {
            const after = applyChange(before, { kind: 'quantity', line, quantity: 0 });
            const held = byKey(after);
            expect(held.has(keyOf(line))).toBe(false);
            expect(held.size).toBe(byKey(before).size - 1);
            expect(after.some((o) => o.sellerId === order.sellerId)).toBe(
              order.products.length > 1,
            );
            expect(after.every((o) => o.products.length > 0)).toBe(true);
          }
      }),
      RUNS,
    );
  });

  it('select sets the selection of exactly the lines named', () => {
    fc.assert(
      fc.property(scenarioArb, fc.boolean(), fc.integer(), ({ cart }, checked, seed) => {
        const before = linesOf(cart);
        const all = before.flatMap((order) => order.products);
        const named = all.filter((_, i) => ((seed >> i) & 1) === 1);
        const after = applyChange(before, {
          kind: 'select',
          lines: named.map((line) => reordered(line, true)),
          checked,
        });
        const names = new Set(named.map(keyOf));
        for (const [key, line] of byKey(after)) {
          const old = byKey(before).get(key);
          expect(line.quantity).toBe(old?.quantity);
          expect(line.isCheckBox).toBe(names.has(key) ? checked : old?.isCheckBox);
        }
        expect(after.map((o) => o.sellerId)).toEqual(before.map((o) => o.sellerId));
      }),
      RUNS,
    );
  });

  it('removeSeller removes exactly that seller', () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...SELLERS), ({ cart }, sellerId) => {
        const before = linesOf(cart);
        const after = applyChange(before, { kind: 'removeSeller', sellerId });
        expect(after).toEqual(before.filter((order) => order.sellerId !== sellerId));
      }),
      RUNS,
    );
  });

  it('free gifts are never lines: linesOf leaves them out, and a seller with only a gift', () => {
    expect(linesOf(null)).toEqual([]);
    // The out-of-stock juice's answered tick says nothing of the shopper's choice: left out,
    // so a write keeps what the server stored.
    expect(linesOf(guestCart)).toEqual([
      { sellerId: 1, products: [{ productId: 11, optionIds: [2], quantity: 2, isCheckBox: true }] },
      { sellerId: 2, products: [{ productId: 21, optionIds: [], quantity: 3 }] },
    ]);
    expect(lineCountOf(guestCart)).toBe(2);
    expect(lineCountOf(null)).toBe(0);
    fc.assert(
      fc.property(scenarioArb, ({ cart }) => {
        const lines = linesOf(cart);
        const paid = (cart?.orders ?? [])
          .flatMap((o) => o.products)
          .filter((p) => p.isFreeProduct === 0);
        expect(lines.flatMap((o) => o.products.map((l) => l.productId))).toEqual(
          paid.map((p) => p.productId),
        );
        expect(lines.every((order) => order.products.length > 0)).toBe(true);
        expect(lineCountOf(cart)).toBe(paid.length);
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------

const mergeArb = fc
  .record({
    sellers: sellerMapArb,
    pool: keyPoolArb,
    account: fc.array(lineSpecArb, { maxLength: 6 }),
    guest: fc.array(lineSpecArb, { maxLength: 6 }),
  })
  .map(({ sellers, pool, account, guest }) => {
    const sellerOf = sellerOfMap(sellers);
    return {
      sellerOf,
      account: sellerLinesOf(account, pool, sellerOf),
      guest: sellerLinesOf(guest, pool, sellerOf),
    };
  });

const keysIn = (orders: readonly SellerLines[]) =>
  orders.flatMap((order) => order.products.map(keyOf));

describe('cart start-up: merging the guest cart into the account cart (mergeLines)', () => {
  it('no line is lost: every line of either cart is in the merge exactly once, and nothing else', () => {
    fc.assert(
      fc.property(mergeArb, ({ account, guest }) => {
        const merged = keysIn(mergeLines(account, guest));
        expect(new Set(merged).size).toBe(merged.length);
        expect(new Set(merged)).toEqual(new Set([...keysIn(account), ...keysIn(guest)]));
      }),
      RUNS,
    );
  });

  it("the account's lines keep their quantity, selection, seller and order, ahead of what the guest adds", () => {
    fc.assert(
      fc.property(mergeArb, ({ account, guest }) => {
        const merged = mergeLines(account, guest);
        expect(merged.slice(0, account.length).map((o) => o.sellerId)).toEqual(
          account.map((o) => o.sellerId),
        );
        account.forEach((order, i) => {
          expect(merged[i]?.products.slice(0, order.products.length)).toEqual(order.products);
        });
      }),
      RUNS,
    );
  });

  it("the guest's other lines keep theirs and join their seller: after the account's lines of that seller, or in a new order at the end", () => {
    fc.assert(
      fc.property(mergeArb, ({ account, guest }) => {
        const merged = mergeLines(account, guest);
        const known = new Set(keysIn(account));
        // What the merge must add to each seller, in the guest's order.
        const added = new Map<number, SellerLines['products']>();
        for (const order of guest)
          for (const line of order.products)
            if (!known.has(keyOf(line)))
              added.set(order.sellerId, [...(added.get(order.sellerId) ?? []), line]);
        for (const order of merged) {
          const own = account.find((o) => o.sellerId === order.sellerId)?.products ?? [];
          expect(order.products.slice(own.length)).toEqual(added.get(order.sellerId) ?? []);
        }
        const newSellers = guest
          .map((o) => o.sellerId)
          .filter((id) => !account.some((o) => o.sellerId === id) && added.has(id));
        expect(merged.slice(account.length).map((o) => o.sellerId)).toEqual(newSellers);
        expect(merged.every((order) => order.products.length > 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the same product with its options in another order is not added twice', () => {
    const account: SellerLines[] = [
      {
        sellerId: 1,
        products: [{ productId: 11, optionIds: [1, 3], quantity: 1, isCheckBox: false }],
      },
    ];
    const guest: SellerLines[] = [
      {
        sellerId: 1,
        products: [{ productId: 11, optionIds: [3, 1], quantity: 4, isCheckBox: true }],
      },
    ];
    expect(mergeLines(account, guest)).toEqual(account);
  });

  it('merging twice is merging once', () => {
    fc.assert(
      fc.property(mergeArb, ({ account, guest }) => {
        const once = mergeLines(account, guest);
        expect(mergeLines(once, guest)).toEqual(once);
      }),
      RUNS,
    );
  });

  it('merging an empty guest cart (or one with nothing new) changes nothing, and neither input is changed', () => {
    fc.assert(
      fc.property(mergeArb, ({ account, guest }) => {
        expect(mergeLines(account, [])).toEqual(account);
        expect(mergeLines(account, account)).toEqual(account);
        const accountCopy = structuredClone(account);
        const guestCopy = structuredClone(guest);
        mergeLines(account, guest);
        expect(account).toEqual(accountCopy);
        expect(guest).toEqual(guestCopy);
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------

type LineChange = Extract<ReturnType<typeof planWrite>, { call: 'update' }>['changes'][number];

/** What the server does with an update: quantity set (0 removes), new lines last of their seller. */
function serverUpdate(
  before: readonly SellerLines[],
  changes: readonly LineChange[],
  sellerOf: SellerOf,
) {
  let lines: SellerLines[] = structuredClone(before as SellerLines[]);
  for (const change of changes) {
    const key = keyOf(change);
    const existing = lines.flatMap((o) => o.products).find((line) => keyOf(line) === key);
    if (change.quantity === 0) {
      lines = lines
        .map((o) => ({ ...o, products: o.products.filter((line) => keyOf(line) !== key) }))
        .filter((o) => o.products.length > 0);
    } else if (existing) {
      existing.quantity = change.quantity;
      if (change.isCheckBox !== undefined) existing.isCheckBox = change.isCheckBox;
    } else {
      const sellerId = sellerOf(change.productId);
      const line = {
        productId: change.productId,
        optionIds: [...change.optionIds],
        quantity: change.quantity,
        // The server chooses a new line's selection when the write leaves it out.
        isCheckBox: change.isCheckBox,
      };
      const order = lines.find((o) => o.sellerId === sellerId);
      if (order) order.products.push(line);
      else lines.push({ sellerId, products: [line] });
    }
  }
  return lines;
}

const isGift = (productId: number) => (GIFT_PRODUCTS as readonly number[]).includes(productId);

describe('writing the changes (planWrite)', () => {
  it("an update, done the server's way on the cart, gives the lines, quantities and selection the changes make", () => {
    fc.assert(
      fc.property(scenarioArb, ({ cart, changes, sellerOf }) => {
        const plan = planWrite(cart, changes);
        fc.pre(plan.call === 'update');
        if (plan.call !== 'update' || !cart) return;
        expect(plan).toMatchObject({ cartId: cart.cartId, version: cart.version });
        const before = linesOf(cart);
        const wanted = byKey(applyChanges(before, changes));
        const got = byKey(serverUpdate(before, plan.changes, sellerOf));
        expect([...got.keys()].sort()).toEqual([...wanted.keys()].sort());
        for (const [key, line] of wanted) {
          const written = got.get(key);
          expect(written?.sellerId).toBe(line.sellerId);
          expect(written?.quantity).toBe(line.quantity);
          if (line.isCheckBox !== undefined) expect(written?.isCheckBox).toBe(line.isCheckBox);
        }
        // One change per line, a removal only of a line the cart has.
        const keys = plan.changes.map(keyOf);
        expect(new Set(keys).size).toBe(keys.length);
        const had = byKey(before);
        for (const change of plan.changes) {
          expect(change.quantity).toBeGreaterThanOrEqual(0);
          if (change.quantity === 0) expect(had.has(keyOf(change))).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('a new cart is created when there is none and the changes leave lines (nothing when they leave none)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ changes }) => {
        const after = applyChanges([], changes);
        const plan = planWrite(null, changes);
        if (after.length === 0) expect(plan).toEqual({ call: 'none' });
        else expect(plan).toEqual({ call: 'create', orders: after });
      }),
      RUNS,
    );
  });

  it('nothing is written exactly when the changes leave the lines as they were', () => {
    fc.assert(
      fc.property(scenarioArb, ({ cart, changes }) => {
        fc.pre(cart !== null);
        const plan = planWrite(cart, changes);
        fc.pre(plan.call !== 'deleteSeller');
        const before = linesOf(cart);
        const unchanged =
          JSON.stringify(normalized(sorted(applyChanges(before, changes)))) ===
          JSON.stringify(normalized(sorted(before)));
        expect(plan.call === 'none').toBe(unchanged);
      }),
      RUNS,
    );
    expect(planWrite(guestCart, [])).toEqual({ call: 'none' });
    expect(planWrite(null, [])).toEqual({ call: 'none' });
  });

  it("a single removeSeller of a seller in the cart is the seller's delete; of a seller not in it, nothing", () => {
    fc.assert(
      fc.property(scenarioArb, fc.constantFrom(...SELLERS), ({ cart, changes }, sellerId) => {
        fc.pre(cart !== null);
        if (!cart) return;
        const inCart = linesOf(cart).some((order) => order.sellerId === sellerId);
        const plan = planWrite(cart, [{ kind: 'removeSeller', sellerId }]);
        expect(plan).toEqual(
          inCart
            ? { call: 'deleteSeller', cartId: cart.cartId, version: cart.version, sellerId }
            : { call: 'none' },
        );
        // With other changes it is an update like any other: never a delete.
        if (changes.length > 0) {
          const mixed = planWrite(cart, [...changes, { kind: 'removeSeller', sellerId }]);
          expect(mixed.call).not.toBe('deleteSeller');
        }
      }),
      RUNS,
    );
    // The sample's store 2 (one paid line) and store 1 (a paid line and its gift).
    expect(planWrite(guestCart, [{ kind: 'removeSeller', sellerId: 1 }])).toEqual({
      call: 'deleteSeller',
      cartId: GUEST_CART_ID,
      version: 3,
      sellerId: 1,
    });
  });

  it('free gifts in the cart are never in any write, even when a change names one', () => {
    fc.assert(
      fc.property(scenarioArb, fc.boolean(), ({ cart, changes }, checked) => {
        const gifts = (cart?.orders ?? [])
          .flatMap((order) => order.products)
          .filter((product) => product.isFreeProduct === 1)
          .map((product) => ({ productId: product.productId, optionIds: [] }));
        const plan = planWrite(cart, [
          ...changes,
          { kind: 'select', lines: gifts, checked },
          ...gifts.map((line): CartChange => ({ kind: 'quantity', line, quantity: 0 })),
        ]);
        const written =
          plan.call === 'update'
            ? plan.changes.map((change) => change.productId)
            : plan.call === 'create'
              ? plan.orders.flatMap((order) => order.products.map((line) => line.productId))
              : [];
        expect(written.filter(isGift)).toEqual([]);
      }),
      RUNS,
    );
    // The sample's honey has a gift (product 12): changing the honey writes the honey only.
    expect(
      planWrite(guestCart, [
        { kind: 'quantity', line: { productId: 11, optionIds: [2] }, quantity: 4 },
        { kind: 'select', lines: [{ productId: 21, optionIds: [] }], checked: true },
      ]),
    ).toEqual({
      call: 'update',
      cartId: GUEST_CART_ID,
      version: 3,
      changes: [
        { productId: 11, optionIds: [2], quantity: 4 },
        { productId: 21, optionIds: [], quantity: 3, isCheckBox: true },
      ],
    });
  });
});

/** Orders and lines by key, so that comparing ignores where a line sits. */
const sorted = (orders: readonly SellerLines[]): SellerLines[] =>
  [...orders]
    .sort((a, b) => a.sellerId - b.sellerId)
    .map((order) => ({
      ...order,
      products: [...order.products]
        .map((line) => ({ ...line, optionIds: [...line.optionIds].sort((a, b) => a - b) }))
        .sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
    }));

// ---------------------------------------------------------------------------------------------

const productArb: fc.Arbitrary<CartProduct> = fc
  .record({
    productId: fc.integer({ min: 1, max: PRODUCTS }),
    optionIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    availableQuantity: fc.integer({ min: -5, max: 20 }),
    isCheckBox: fc.boolean(),
    isFreeProduct: fc.constantFrom<0 | 1>(0, 0, 1),
    promotionTypes: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
  })
  .map(({ optionIds, promotionTypes, ...fields }) =>
    cartLine({
      ...fields,
      attribute: attributesOf(optionIds),
      // The API's type names only 1, 5 and 7; other types are tried all the same (a server
      // that sends more must not make the cart show them).
      promotions: promotionTypes.map((promotionTypeId) => ({
        promotionTypeId: promotionTypeId as CartProduct['promotions'][number]['promotionTypeId'],
        promotionName: `โปรโมชัน ${promotionTypeId}`,
        discountBaht: 0,
      })),
    }),
  );

const orderArb: fc.Arbitrary<CartOrder> = fc
  .record({
    sellerId: fc.constantFrom(...SELLERS),
    products: fc.array(productArb, { maxLength: 5 }),
  })
  .map(({ sellerId, products }) => ({
    sellerId,
    seller: store(sellerId),
    isCheckBox: false,
    total: 0,
    products,
  }));

const selectionCartArb: fc.Arbitrary<Cart> = fc
  .array(orderArb, { maxLength: 3 })
  .map((orders) => ({ ...guestCart, orders }));

const isFree = (product: CartProduct) => product.isFreeProduct === 1;

describe('selection (spec section 4, Selection)', () => {
  it('a line is checkable unless it is a free gift, out of stock (0 or less available) or asks for more than is available', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        const expected =
          !isFree(product) &&
          product.availableQuantity > 0 &&
          product.quantity <= product.availableQuantity;
        expect(isCheckable(product)).toBe(expected);
        if (isFree(product)) expect(isCheckable(product)).toBe(false);
        if (product.availableQuantity <= 0) expect(isCheckable(product)).toBe(false);
        if (product.quantity > product.availableQuantity) expect(isCheckable(product)).toBe(false);
        expect(isWithinStock(product)).toBe(
          product.availableQuantity > 0 && product.quantity <= product.availableQuantity,
        );
      }),
      RUNS,
    );
  });

  it('free gifts cannot be edited or removed; paid lines can', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        expect(isEditable(product)).toBe(!isFree(product));
      }),
      RUNS,
    );
  });

  it('a store is selected iff it has a paid line and every paid line is ticked (gifts do not count)', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const paid = order.products.filter((p) => !isFree(p));
        expect(isStoreChecked(order)).toBe(paid.length > 0 && paid.every((p) => p.isCheckBox));
      }),
      RUNS,
    );
    const [honey, juice] = guestCart.orders;
    expect(honey && isStoreChecked(honey)).toBe(true);
    expect(juice && isStoreChecked(juice)).toBe(false);
  });

  it('select-all is on iff there is a paid line and every paid line is ticked and within stock', () => {
    fc.assert(
      fc.property(selectionCartArb, (cart) => {
        const paid = cart.orders.flatMap((o) => o.products).filter((p) => !isFree(p));
        const expected =
          paid.length > 0 &&
          paid.every(
            (p) => p.isCheckBox && p.availableQuantity > 0 && p.quantity <= p.availableQuantity,
          );
        expect(isAllChecked(cart)).toBe(expected);
        // Select-all on means every store with a paid line is selected.
        if (expected)
          for (const order of cart.orders)
            if (order.products.some((p) => !isFree(p))) expect(isStoreChecked(order)).toBe(true);
      }),
      RUNS,
    );
    expect(isAllChecked(null)).toBe(false);
    expect(isAllChecked(guestCart)).toBe(false);
  });

  it("a store's (or every store's) checkbox ticks exactly the checkable lines", () => {
    fc.assert(
      fc.property(selectionCartArb, (cart) => {
        const expected = cart.orders
          .flatMap((o) => o.products)
          .filter(isCheckable)
          .map((p) => ({ productId: p.productId, optionIds: p.attribute.map((a) => a.option.id) }));
        expect(checkableLines(cart.orders)).toEqual(expected);
      }),
      RUNS,
    );
    expect(checkableLines(guestCart.orders)).toEqual([{ productId: 11, optionIds: [2] }]);
  });

  it('free products list after the paid ones, each group keeping its order', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 8 }), (products) => {
        const shown = inDisplayOrder(products);
        expect(shown).toHaveLength(products.length);
        const firstFree = shown.findIndex(isFree);
        if (firstFree !== -1) expect(shown.slice(firstFree).every(isFree)).toBe(true);
        expect(shown.filter((p) => !isFree(p))).toEqual(products.filter((p) => !isFree(p)));
        expect(shown.filter(isFree)).toEqual(products.filter(isFree));
      }),
      RUNS,
    );
  });

  it('the inventory shown beside "out of stock" is never below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000 }), (availableQuantity) => {
        const shown = inventoryShown({ availableQuantity });
        expect(shown).toBeGreaterThanOrEqual(0);
        if (availableQuantity > 0) expect(shown).toBe(availableQuantity);
        else expect(shown).toBe(0);
      }),
      RUNS,
    );
  });

  it('a line shows only promotions of types 1, 5 and 7, all of them, in their order', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        expect(shownPromotions(product)).toEqual(
          product.promotions.filter((p) => [1, 5, 7].includes(p.promotionTypeId)),
        );
      }),
      RUNS,
    );
  });
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const thaiChar = fc.constantFrom(...'กขคงจฉชซญดตถทธนบปผพฟภมยรลวศษสหอฮะาำิีึืุูเแโใไ่้๊๋็์ ๐๑๒'.split(''));
const nameArb = fc.oneof(
  fc.string({ unit: thaiChar, maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
);

/** Characters as a reader sees them (a Thai consonant with its marks is one). */
const graphemesOf = (text: string) =>
  Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(text), (p) => p.segment);

describe('cart name helper (spec section 5)', () => {
  it('a name of at most 45 characters is unchanged; a longer one is its first 45 characters and an ellipsis', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        const characters = graphemesOf(name);
        const shown = truncateName(name);
        if (characters.length <= 45) expect(shown).toBe(name);
        else {
          expect(shown).toBe(`${characters.slice(0, 45).join('')}…`);
          expect(name.startsWith(shown.slice(0, -1))).toBe(true);
          // Never half a character: no lone surrogate at the cut.
          expect(shown).not.toMatch(LONE_SURROGATE);
        }
      }),
      RUNS,
    );
    const thai = 'น้ำผึ้งป่าแท้ 100% จากเชียงใหม่ ขนาด 500 กรัม บรรจุขวดแก้ว';
    expect(truncateName(thai)).toBe(`${graphemesOf(thai).slice(0, 45).join('')}…`);
    expect(truncateName('น้ำผึ้ง')).toBe('น้ำผึ้ง');
    expect(truncateName('ก'.repeat(45))).toBe('ก'.repeat(45));
    expect(truncateName('ก'.repeat(46))).toBe(`${'ก'.repeat(45)}…`);
    // A cut after a consonant keeps its vowel and tone marks with it.
    expect(truncateName(`${'ก'.repeat(44)}น้ำผึ้ง`)).toBe(`${'ก'.repeat(44)}น้ำ…`);
  });
});

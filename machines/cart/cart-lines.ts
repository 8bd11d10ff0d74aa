// The cart's lines as the shopper changes them (spec section 4, Adding an item and Cart
// start-up): pure rules the cart machine applies to the server's cart before it writes, and
// applies again to a fresher cart when the write meets a newer version. Free gifts are the
// server's to add, so they are never lines here.
import type { components } from '../../openapi/storefront';

export type Cart = components['schemas']['Cart'];
export type CartOrder = components['schemas']['CartOrder'];
export type CartProduct = components['schemas']['CartProduct'];
type LineChange = components['schemas']['CartUpdate']['changes'][number];

/** A product with one option of each of its attributes: what a line is. */
export interface LineKey {
  productId: number;
  optionIds: readonly number[];
}

export interface Line extends LineKey {
  quantity: number;
  /** Chosen for checkout; undefined for a new line, whose selection the server decides by stock. */
  isCheckBox?: boolean;
}

/** A seller's lines in the order they were added. */
export interface SellerLines {
  sellerId: number;
  products: Line[];
}

/** What the shopper did to the cart, kept until the server has it. */
export type CartChange =
  | { kind: 'add'; sellerId: number; line: LineKey; quantity: number }
  | { kind: 'quantity'; line: LineKey; quantity: number }
  | { kind: 'select'; lines: readonly LineKey[]; checked: boolean }
  | { kind: 'removeSeller'; sellerId: number };

/** The same product with the same options, whatever order the options were given in. */
export const keyOf = ({ productId, optionIds }: LineKey): string =>
  `${productId}:${[...optionIds].sort((a, b) => a - b).join(',')}`;

export const optionIdsOf = (product: CartProduct): number[] =>
  product.attribute.map((attribute) => attribute.option.id);

/** Stock covers the line: there is some, and no fewer than the line asks for. */
export const isWithinStock = (product: Pick<CartProduct, 'quantity' | 'availableQuantity'>) =>
  product.availableQuantity > 0 && product.quantity <= product.availableQuantity;

/** The paid lines of a cart, by seller (a gift is the server's: it follows its paid line). */
export function linesOf(cart: Cart | null): SellerLines[] {
  if (!cart) return [];
  return cart.orders
    .map((order) => ({
      sellerId: order.sellerId,
      products: order.products
        .filter((product) => product.isFreeProduct === 0)
        .map((product) => ({
          productId: product.productId,
          optionIds: optionIdsOf(product),
          quantity: product.quantity,
          // A line short of stock is answered unticked whatever the shopper chose: that says
          // nothing of the choice, which the server keeps for when stock returns.
          ...(isWithinStock(product) && { isCheckBox: product.isCheckBox }),
        })),
    }))
    .filter((order) => order.products.length > 0);
}

/** Sets a line's quantity: 0 removes it, and a seller left without lines goes with it. */
function setQuantity(lines: SellerLines[], key: string, quantity: number): SellerLines[] {
  return lines
    .map((order) => ({
      ...order,
      products: order.products.flatMap((line) =>
        keyOf(line) !== key ? [line] : quantity > 0 ? [{ ...line, quantity }] : [],
      ),
    }))
    .filter((order) => order.products.length > 0);
}

const findLine = (lines: SellerLines[], key: string): Line | undefined =>
  lines.flatMap((order) => order.products).find((line) => keyOf(line) === key);

/**
 * One change applied: adding a line already there adds to its quantity; a new product of a
 * seller in the cart is appended to that seller; a new seller gets an order of its own.
 */
export function applyChange(lines: SellerLines[], change: CartChange): SellerLines[] {
  switch (change.kind) {
    case 'add': {
      const key = keyOf(change.line);
      const existing = findLine(lines, key);
      if (existing) return setQuantity(lines, key, existing.quantity + change.quantity);
      const line: Line = {
        productId: change.line.productId,
        optionIds: [...change.line.optionIds],
        quantity: change.quantity,
      };
      return lines.some((order) => order.sellerId === change.sellerId)
        ? lines.map((order) =>
            order.sellerId === change.sellerId
              ? { ...order, products: [...order.products, line] }
              : order,
          )
        : [...lines, { sellerId: change.sellerId, products: [line] }];
    }
    case 'quantity':
      return setQuantity(lines, keyOf(change.line), change.quantity);
    case 'select': {
      const keys = new Set(change.lines.map(keyOf));
      return lines.map((order) => ({
        ...order,
        products: order.products.map((line) =>
          keys.has(keyOf(line)) ? { ...line, isCheckBox: change.checked } : line,
        ),
      }));
    }
    case 'removeSeller':
      return lines.filter((order) => order.sellerId !== change.sellerId);
  }
}

export const applyChanges = (lines: SellerLines[], changes: readonly CartChange[]) =>
  changes.reduce(applyChange, lines);

/** The write that takes the server's cart to what the shopper's changes make of it. */
export type CartWrite =
  | { call: 'none' }
  | { call: 'create'; orders: SellerLines[] }
  | { call: 'update'; cartId: string; version: number; changes: LineChange[] }
  | { call: 'deleteSeller'; cartId: string; version: number; sellerId: number };

/**
 * A new cart when there is none; a seller's whole order removed by the call made for it;
 * anything else as the lines that differ (a removed line is quantity 0, and a new line's
 * selection is left to the server, which chooses it when stock covers it).
 */
export function planWrite(cart: Cart | null, changes: readonly CartChange[]): CartWrite {
  const before = linesOf(cart);
  const after = applyChanges(before, changes);
  if (!cart) return after.length > 0 ? { call: 'create', orders: after } : { call: 'none' };
  const [only] = changes;
  if (
    changes.length === 1 &&
    only?.kind === 'removeSeller' &&
    before.some((order) => order.sellerId === only.sellerId)
  ) {
    return {
      call: 'deleteSeller',
      cartId: cart.cartId,
      version: cart.version,
      sellerId: only.sellerId,
    };
  }
  const wanted = new Map(
    after.flatMap((order) => order.products).map((line) => [keyOf(line), line]),
  );
  const had = new Map(before.flatMap((order) => order.products).map((line) => [keyOf(line), line]));
  const lineChanges: LineChange[] = [];
  for (const [key, line] of had) {
    if (!wanted.has(key)) lineChanges.push({ ...lineKeyFields(line), quantity: 0 });
  }
  for (const [key, line] of wanted) {
    const old = had.get(key);
    if (old && old.quantity === line.quantity && old.isCheckBox === line.isCheckBox) continue;
    lineChanges.push({
      ...lineKeyFields(line),
      quantity: line.quantity,
      ...(line.isCheckBox !== undefined && line.isCheckBox !== old?.isCheckBox
        ? { isCheckBox: line.isCheckBox }
        : {}),
    });
  }
  return lineChanges.length > 0
    ? { call: 'update', cartId: cart.cartId, version: cart.version, changes: lineChanges }
    : { call: 'none' };
}

const lineKeyFields = (line: LineKey) => ({
  productId: line.productId,
  optionIds: [...line.optionIds],
});

/**
 * Start-up's merge (spec section 4): the guest cart's lines join the account's cart by seller,
 * those already there (same product and options) keeping the account's quantity and
 * selection. So merging the same guest cart again adds nothing.
 */
export function mergeLines(account: SellerLines[], guest: SellerLines[]): SellerLines[] {
  const known = new Set(account.flatMap((order) => order.products).map(keyOf));
  const merged = account.map((order) => ({ ...order, products: [...order.products] }));
  for (const order of guest) {
    const fresh = order.products.filter((line) => {
      const key = keyOf(line);
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (fresh.length === 0) continue;
    const target = merged.find((candidate) => candidate.sellerId === order.sellerId);
    if (target) target.products.push(...fresh);
    else merged.push({ sellerId: order.sellerId, products: fresh });
  }
  return merged;
}

/** How many paid lines the cart holds: the header's badge. */
export const lineCountOf = (cart: Cart | null): number =>
  linesOf(cart).reduce((count, order) => count + order.products.length, 0);

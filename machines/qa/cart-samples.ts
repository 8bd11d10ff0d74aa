// The cart's sample data: a guest cart of two stores (one line with a free gift, one out of
// stock), the account's cart of the demo person, and what the server answers with them. QA's
// paths, the gallery and the machine tests start from these.
import type { AnyEventObject } from 'xstate';
import type { Cart, CartProduct } from '../cart/cart-lines';

export const GUEST_CART_ID = '0c6f3a57-1d2e-4b8a-9c3f-5e7d9a1b2c40';
export const ACCOUNT_CART_ID = '7d1e9b20-4c3a-4f5e-8a6b-0f2c3d4e5f61';

export const cartLine = (
  fields: Partial<CartProduct> & Pick<CartProduct, 'productId'>,
): CartProduct => ({
  name: `สินค้า ${fields.productId}`,
  sku: `SKU-${fields.productId}`,
  urlKey: `product-${fields.productId}`,
  imageUrl: `/images/product/product-${fields.productId}-1.webp`,
  quantity: 1,
  price: 100,
  discount: 0,
  total: 100,
  isCheckBox: true,
  isFreeProduct: 0,
  availableQuantity: 10,
  attribute: [],
  promotions: [],
  ...fields,
});

/** A cart of these orders, its codes empty and its figures 0 (tests that build carts). */
export const cartWith = (fields: Pick<Cart, 'cartId' | 'version' | 'orders'>): Cart => ({
  promotionCode: '',
  referer: '',
  affiliateCode: '',
  codeShare: '',
  total: 0,
  discount: 0,
  countProduct: 0,
  ...fields,
});

const store = (id: number) => ({ id, urlKey: `store-${id}`, name: `ร้าน ${id}` });

/** Honey (with a size and a free gift) from store 1, an out-of-stock juice from store 2. */
export const guestCart: Cart = {
  cartId: GUEST_CART_ID,
  version: 3,
  orders: [
    {
      sellerId: 1,
      seller: store(1),
      isCheckBox: true,
      total: 518,
      products: [
        cartLine({
          productId: 11,
          quantity: 2,
          price: 259,
          total: 518,
          attribute: [{ id: 1, name: 'ขนาด', option: { id: 2, label: '500 กรัม' } }],
          promotions: [{ promotionTypeId: 5, promotionName: 'ซื้อ 2 แถม 1', discountBaht: 0 }],
        }),
        cartLine({ productId: 12, quantity: 1, price: 0, total: 0, isFreeProduct: 1 }),
      ],
    },
    {
      sellerId: 2,
      seller: store(2),
      isCheckBox: false,
      total: 0,
      products: [cartLine({ productId: 21, quantity: 3, availableQuantity: 0, isCheckBox: false })],
    },
  ],
  promotionCode: '',
  referer: '',
  affiliateCode: '',
  codeShare: '',
  total: 518,
  discount: 0,
  countProduct: 1,
};

/** The demo person's own cart: store 2's juice (the same line as the guest's) and store 3's. */
export const accountCart: Cart = {
  ...guestCart,
  cartId: ACCOUNT_CART_ID,
  version: 7,
  orders: [
    {
      sellerId: 2,
      seller: store(2),
      isCheckBox: true,
      total: 100,
      products: [cartLine({ productId: 21, quantity: 1, availableQuantity: 0, isCheckBox: false })],
    },
    {
      sellerId: 3,
      seller: store(3),
      isCheckBox: true,
      total: 100,
      products: [cartLine({ productId: 31 })],
    },
  ],
  total: 100,
  countProduct: 1,
};

/** What the cart is tried with: the shopper's changes, other tabs, and each call's outcomes. */
export const cartEvents: AnyEventObject[] = [
  { type: 'cart.add', sellerId: 1, line: { productId: 11, optionIds: [2] }, quantity: 1 },
  { type: 'cart.quantity.change', line: { productId: 11, optionIds: [2] }, quantity: 3 },
  { type: 'cart.line.remove', line: { productId: 11, optionIds: [2] } },
  { type: 'cart.select', lines: [{ productId: 11, optionIds: [2] }], checked: false },
  { type: 'cart.seller.remove', sellerId: 2 },
  { type: 'cart.flush' },
  { type: 'cart.changed.elsewhere', cartId: GUEST_CART_ID, version: 9 },
  { type: 'cart.changed.elsewhere', cartId: null, version: 0 },
  { type: 'cart.checkedOut', newCartId: ACCOUNT_CART_ID },
  { type: 'cart.checkedOut', newCartId: null },
  { type: 'xstate.done.actor.findAccountCart', output: ACCOUNT_CART_ID },
  { type: 'xstate.done.actor.findAccountCart', output: GUEST_CART_ID },
  { type: 'xstate.done.actor.findAccountCart', output: null },
  { type: 'xstate.error.actor.findAccountCart', error: new TypeError('offline') },
  { type: 'xstate.done.actor.loadGuestCart', output: guestCart },
  { type: 'xstate.done.actor.loadGuestCart', output: null },
  { type: 'xstate.error.actor.loadGuestCart', error: new TypeError('offline') },
  { type: 'xstate.done.actor.loadAccountCart', output: accountCart },
  { type: 'xstate.error.actor.loadAccountCart', error: new TypeError('offline') },
  { type: 'xstate.done.actor.mergeCarts', output: accountCart },
  { type: 'xstate.error.actor.mergeCarts', error: { status: 400, message: 'สินค้าไม่พอ' } },
  { type: 'xstate.done.actor.claimCart', output: guestCart },
  { type: 'xstate.error.actor.claimCart', error: new TypeError('offline') },
  { type: 'xstate.done.actor.writeCart', output: guestCart },
  { type: 'xstate.done.actor.writeCart', output: { ...guestCart, orders: [] } },
  { type: 'xstate.error.actor.writeCart', error: { status: 409, cart: guestCart } },
  { type: 'xstate.error.actor.writeCart', error: { status: 404, message: 'Not found' } },
  { type: 'xstate.error.actor.writeCart', error: { status: 400, message: 'สินค้าไม่พอ' } },
  { type: 'xstate.error.actor.writeCart', error: new TypeError('offline') },
  { type: 'xstate.done.actor.refreshCart', output: guestCart },
  { type: 'xstate.error.actor.refreshCart', error: new TypeError('offline') },
  { type: 'xstate.done.actor.followCart', output: accountCart },
  { type: 'xstate.done.actor.followCart', output: null },
  { type: 'xstate.error.actor.followCart', error: new TypeError('offline') },
];

/**
 * QA's view of the cart's context: the queue of changes has no bound (a shopper may add
 * forever), so the model tells states apart by whether changes wait, not by which.
 */
export function cartContextView(context: {
  cartId: string | null;
  cart: Cart | null;
  signedIn: boolean;
  pending: unknown[];
  retries: number;
  accountCartId: string | null;
  errorCode: string | null;
}) {
  return {
    cartId: context.cartId,
    version: context.cart?.version ?? null,
    signedIn: context.signedIn,
    pending: context.pending.length > 0,
    retries: context.retries,
    accountCartId: context.accountCartId,
    errorCode: context.errorCode,
  };
}

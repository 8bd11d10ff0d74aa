// Which lines can be chosen for checkout, and what the checkboxes show (spec section 4,
// Selection; section 5, cart quantity and name truncation; section 9, the promotions a cart
// shows). The server keeps the choice; these rules decide what the screens offer.
import type { Cart, CartOrder, CartProduct, LineKey } from './cart-lines';
import { isWithinStock, optionIdsOf } from './cart-lines';

/** A free gift (promotion type 5): the server adds it beside its paid line. */
export const isFreeLine = (product: CartProduct) => product.isFreeProduct === 1;

/** A line the shopper may tick: not a free gift, and within stock. */
export const isCheckable = (product: CartProduct): boolean =>
  !isFreeLine(product) && isWithinStock(product);

/** A gift follows its paid line: it is never edited or removed by hand. */
export const isEditable = (product: CartProduct): boolean => !isFreeLine(product);

/** A store is ticked when each of its paid lines is (and it has one). */
export function isStoreChecked(order: CartOrder): boolean {
  const paid = order.products.filter((product) => !isFreeLine(product));
  return paid.length > 0 && paid.every((product) => product.isCheckBox);
}

/** Select-all is on only when every paid line is ticked and within stock. */
export function isAllChecked(cart: Cart | null): boolean {
  const paid = cart?.orders
    .flatMap((order) => order.products)
    .filter((product) => !isFreeLine(product));
  return (
    !!paid &&
    paid.length > 0 &&
    paid.every((product) => product.isCheckBox && isWithinStock(product))
  );
}

/** The lines a store's (or every store's) checkbox ticks or clears: the checkable ones. */
export function checkableLines(orders: readonly CartOrder[]): LineKey[] {
  return orders
    .flatMap((order) => order.products)
    .filter(isCheckable)
    .map((product) => ({ productId: product.productId, optionIds: optionIdsOf(product) }));
}

/** Free gifts after the paid lines, each group in its own order. */
export const inDisplayOrder = (products: readonly CartProduct[]): CartProduct[] => [
  ...products.filter((product) => !isFreeLine(product)),
  ...products.filter(isFreeLine),
];

/** What is left in stock to show beside "out of stock": never below 0. */
export const inventoryShown = (product: Pick<CartProduct, 'availableQuantity'>) =>
  Math.max(0, product.availableQuantity);

/** The promotion types a cart line shows (section 9): baht off, buy X get Y, percent off. */
const SHOWN_PROMOTION_TYPES = new Set([1, 5, 7]);

export const shownPromotions = (product: CartProduct) =>
  product.promotions.filter((promotion) => SHOWN_PROMOTION_TYPES.has(promotion.promotionTypeId));

/** The cart's name helper: at most 45 characters, the cut marked with an ellipsis. */
export const CART_NAME_LENGTH = 45;

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * Characters as a reader sees them: a Thai consonant with its vowel and tone marks is one,
 * so a cut never strips a syllable of its marks.
 */
export function truncateName(name: string, length = CART_NAME_LENGTH): string {
  const characters = Array.from(graphemes.segment(name), (part) => part.segment);
  return characters.length <= length ? name : `${characters.slice(0, length).join('')}…`;
}

// A cart's prices, discounts, free gifts, selection and totals, in satang, from its stored lines
// and the server's own catalogue (nothing a client sends is a price).
//
// - A line's unit price is the product page's: the first attribute's chosen option sets it.
// - Discounts are per unit: type 1 takes discountSatang (never more than the unit price), type 7
//   takes discountPercent of the unit price rounded to the satang, half up. The line's discount
//   is the unit's times the quantity, so it never depends on how the units are counted. When
//   several discount promotions run on a product the largest discount applies, alone (the
//   lowest promotion id on a tie); promotions do not add up.
// - Type 5 (buy buyQuantity, get freeQuantity of freeProduct) adds a free line to the paid
//   line's order: floor(quantity / buyQuantity) × freeQuantity, no more than the gift's stock
//   left after the gifts of the lines above, chosen as its paid line is. Free lines are worked
//   out here on every read, never stored.
// - A paid line is chosen when the shopper chose it and its stock covers its quantity.
// - An order is chosen when all its paid lines are; totals and counts take chosen lines only.
import type {
  CartCatalogue,
  CartPromotion,
  CatalogueProduct,
  CatalogueStore,
} from './cart-catalogue-types.ts';
import { type ChosenOption, lineOffer } from './cart-lines.ts';
import type { NewLine } from './stored-lines.ts';

/** The contract's largest line quantity (CartQuantity). */
const MAX_QUANTITY = 9999;

export interface AppliedPromotion {
  promotion: CartPromotion;
  /** What it takes off the line (0 for a free gift's). */
  discountSatang: number;
}

export interface PricedLine {
  product: CatalogueProduct;
  chosen: ChosenOption[];
  quantity: number;
  priceSatang: number;
  discountSatang: number;
  totalSatang: number;
  isCheckBox: boolean;
  isFree: boolean;
  available: number;
  promotions: AppliedPromotion[];
}

export interface PricedOrder {
  sellerId: number;
  seller: CatalogueStore;
  /** Paid lines in the order they were added, then the free gifts. */
  lines: PricedLine[];
  isCheckBox: boolean;
  totalSatang: number;
}

export interface PricedCart {
  orders: PricedOrder[];
  totalSatang: number;
  discountSatang: number;
  /** Chosen paid lines. */
  countProduct: number;
}

/** What one unit at `unitSatang` gets off under `promotion` (0 for a free gift's). */
function unitDiscount(promotion: CartPromotion, unitSatang: number): number {
  if (promotion.promotionTypeId === 1)
    return Math.min(unitSatang, Math.max(0, promotion.discountSatang ?? 0));
  if (promotion.promotionTypeId === 7)
    return Math.round(
      (unitSatang * Math.min(100, Math.max(0, promotion.discountPercent ?? 0))) / 100,
    );
  return 0;
}

/** The discount promotion that takes the most off a unit (the first on a tie), if any. */
function bestDiscount(running: CartPromotion[], unitSatang: number) {
  let best: { promotion: CartPromotion; perUnit: number } | undefined;
  for (const promotion of running) {
    if (promotion.promotionTypeId === 5) continue;
    const perUnit = unitDiscount(promotion, unitSatang);
    if (!best || perUnit > best.perUnit) best = { promotion, perUnit };
  }
  return best;
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

/** A stored line priced, with what its running promotions take off. */
function paidLineOf(
  line: NewLine,
  product: CatalogueProduct,
  running: CartPromotion[],
): PricedLine {
  const { priceSatang, available, chosen } = lineOffer(product, line.optionIds);
  const discount = bestDiscount(running, priceSatang);
  const discountSatang = (discount?.perUnit ?? 0) * line.quantity;
  return {
    product,
    chosen,
    quantity: line.quantity,
    priceSatang,
    discountSatang,
    totalSatang: priceSatang * line.quantity - discountSatang,
    isCheckBox: line.isCheckBox && available > 0 && line.quantity <= available,
    isFree: false,
    available,
    promotions: [
      ...(discount ? [{ promotion: discount.promotion, discountSatang }] : []),
      ...running
        .filter((promotion) => promotion.promotionTypeId === 5)
        .map((promotion) => ({ promotion, discountSatang: 0 })),
    ],
  };
}

/** The free lines `paid` earns, taking their quantities off `giftStockLeft` (by gift id). */
function freeLinesOf(
  paid: PricedLine,
  catalogue: CartCatalogue,
  giftStockLeft: Map<number, number>,
): PricedLine[] {
  return paid.promotions.flatMap(({ promotion }) => {
    const { freeProductId, buyQuantity, freeQuantity } = promotion;
    const gift = freeProductId === null ? undefined : catalogue.products.get(freeProductId);
    if (promotion.promotionTypeId !== 5 || !gift || !buyQuantity || !freeQuantity) return [];
    const left = giftStockLeft.get(gift.id) ?? Math.max(0, gift.stock);
    const wanted = Math.floor(paid.quantity / buyQuantity) * freeQuantity;
    const quantity = Math.min(wanted, left, MAX_QUANTITY);
    if (quantity < 1) return [];
    giftStockLeft.set(gift.id, left - quantity);
    return [
      {
        product: gift,
        chosen: [],
        quantity,
        priceSatang: 0,
        discountSatang: 0,
        totalSatang: 0,
        isCheckBox: paid.isCheckBox,
        isFree: true,
        available: Math.max(0, gift.stock),
        promotions: [{ promotion, discountSatang: 0 }],
      },
    ];
  });
}

/** `lines` (in the order they were added) priced, by seller, with their gifts and totals. */
export function priceCart(lines: NewLine[], catalogue: CartCatalogue): PricedCart {
  const orders = new Map<
    number,
    { seller: CatalogueStore; paid: PricedLine[]; free: PricedLine[] }
  >();
  const giftStockLeft = new Map<number, number>();
  for (const line of lines) {
    const product = catalogue.products.get(line.productId);
    const seller = catalogue.stores.get(line.sellerId);
    // Lines go with their product and seller (foreign keys); a read racing a delete skips them.
    if (!product || !seller) continue;
    const paid = paidLineOf(line, product, catalogue.promotions.get(product.id) ?? []);
    const order = orders.get(line.sellerId) ?? { seller, paid: [], free: [] };
    orders.set(line.sellerId, order);
    order.paid.push(paid);
    order.free.push(...freeLinesOf(paid, catalogue, giftStockLeft));
  }
  const priced = [...orders].map(([sellerId, { seller, paid, free }]): PricedOrder => {
    const all = [...paid, ...free];
    return {
      sellerId,
      seller,
      lines: all,
      isCheckBox: paid.length > 0 && paid.every((line) => line.isCheckBox),
      totalSatang: sumOf(all.filter((line) => line.isCheckBox).map((line) => line.totalSatang)),
    };
  });
  const chosen = priced.flatMap((order) => order.lines.filter((line) => line.isCheckBox));
  return {
    orders: priced,
    totalSatang: sumOf(chosen.map((line) => line.totalSatang)),
    discountSatang: sumOf(chosen.map((line) => line.discountSatang)),
    countProduct: chosen.filter((line) => !line.isFree).length,
  };
}

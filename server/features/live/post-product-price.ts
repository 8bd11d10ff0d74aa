// A live post's price for a product (spec section 4, post product price; issue 36): the seller
// may sell below the list price, and the cut comes out of the product's cashback, so the buyer
// is shown the cashback left (`displayCashback`), between none and the whole of it. A price
// above the list price, or below what the cashback can cover, is refused
// (`isValidatePriceToSell`). Money in integer satang.

export interface PostProductPrice {
  listPriceSatang: number;
  cashbackSatang: number;
  /** What the seller enters to sell it for in the post. */
  priceSatang: number;
}

/** The cashback left once the price is cut: cashback − (list price − price), within 0..cashback. */
export const displayCashbackSatang = ({
  listPriceSatang,
  cashbackSatang,
  priceSatang,
}: PostProductPrice): number =>
  Math.min(cashbackSatang, Math.max(0, cashbackSatang - (listPriceSatang - priceSatang)));

/** The lowest price a post may sell the product for: the list price less all its cashback. */
export const lowestPriceSatang = ({ listPriceSatang, cashbackSatang }: PostProductPrice) =>
  Math.max(1, listPriceSatang - cashbackSatang);

/** The seller's price may be used: whole satang, not above the list price, nor below the lowest. */
export const isValidPriceToSell = (price: PostProductPrice): boolean =>
  Number.isInteger(price.priceSatang) &&
  price.priceSatang <= price.listPriceSatang &&
  price.priceSatang >= lowestPriceSatang(price);

// What a product with chosen options costs and how many there are: the rule the product page
// shows (an option's price is the selling price with it) and the cart charges.

export interface OptionTerms {
  priceDeltaSatang: number;
  stock: number;
}

/** The selling price with `option` chosen. */
export const optionPriceSatang = (productPriceSatang: number, option: OptionTerms): number =>
  productPriceSatang + option.priceDeltaSatang;

/**
 * `chosen` holds one option of each attribute, in the attributes' order. The first attribute's
 * option sets the price; availability is the smallest of the product's stock and the options'.
 */
export function offerOf(
  product: { priceSatang: number; stock: number },
  chosen: OptionTerms[],
): { priceSatang: number; available: number } {
  const [first] = chosen;
  return {
    priceSatang: first ? optionPriceSatang(product.priceSatang, first) : product.priceSatang,
    available: Math.max(0, Math.min(product.stock, ...chosen.map((option) => option.stock))),
  };
}

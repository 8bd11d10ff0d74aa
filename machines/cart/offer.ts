// What a product costs and how many can be bought with the chosen options: the product page
// shows it, and the cart adds by it.
import type { components } from '../../openapi/storefront';

type ProductDetail = components['schemas']['ProductDetail'];

/** The chosen option id of each attribute, by attribute id. */
export type OptionChoice = Readonly<Record<number, number>>;

export interface Offer {
  price: number;
  /** Struck through when above price. */
  fullPrice: number;
  discountPercent: number;
  /** How many the shopper can buy; 0 is out of stock. */
  available: number;
}

type Choosable = Pick<
  ProductDetail,
  'price' | 'fullPrice' | 'discountPercent' | 'availableQuantity' | 'attributes'
>;

/** Each attribute starts on its first option in stock (its first option when none is). */
export function defaultChoice(product: Pick<ProductDetail, 'attributes'>): OptionChoice {
  const choice: Record<number, number> = {};
  for (const attribute of product.attributes) {
    const option =
      attribute.options.find((candidate) => candidate.availableQuantity > 0) ??
      attribute.options[0];
    if (option) choice[attribute.id] = option.id;
  }
  return choice;
}

/**
 * What the chosen options cost and how many there are. The first attribute sets the price
 * (an option's price is the selling price with it). The product's full price and discount
 * describe its own price, so they show only when the chosen price is that price.
 * Availability is the smallest of the product's and the chosen options'.
 */
export function offerOf(product: Choosable, choice: OptionChoice): Offer {
  const chosen = product.attributes.flatMap((attribute) => {
    const option = attribute.options.find((candidate) => candidate.id === choice[attribute.id]);
    return option ? [option] : [];
  });
  const price = chosen[0]?.price ?? product.price;
  const isListedPrice = price === product.price;
  return {
    price,
    fullPrice: isListedPrice ? product.fullPrice : price,
    discountPercent: isListedPrice ? product.discountPercent : 0,
    available: Math.max(
      0,
      Math.min(product.availableQuantity, ...chosen.map((option) => option.availableQuantity)),
    ),
  };
}

/** Spec section 5 (quantity): whole numbers from 1 up to what is available. */
export function clampQuantity(value: number, available: number): number {
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.max(1, Math.min(Math.trunc(value), available));
}

// What a cart line is: a product with one option of each of its attributes, a unit price and
// how many are available (the product page's rule, shared/offer.ts); and the checks of the
// lines a request asks for, each problem naming its field.

import { msg } from '../../http/messages.ts';
import type { FieldError } from '../../http/request-validator.ts';
import { offerOf } from '../shared/offer.ts';
import type {
  CartCatalogue,
  CatalogueAttribute,
  CatalogueProduct,
} from './cart-catalogue-types.ts';

type Option = CatalogueAttribute['options'][number];

/** A line's identity in its cart: the product and its options, sorted. */
export const lineKey = (line: { productId: number; optionIds: readonly number[] }): string =>
  `${line.productId}:${[...line.optionIds].sort((a, b) => a - b).join(',')}`;

export interface ChosenOption {
  attribute: CatalogueAttribute;
  option: Option;
}

/**
 * The option of each attribute among `optionIds`, in the attributes' order; undefined unless
 * they are exactly one option of each attribute.
 */
export function chosenOptions(
  product: CatalogueProduct,
  optionIds: readonly number[],
): ChosenOption[] | undefined {
  if (optionIds.length !== product.attributes.length) return undefined;
  const chosen: ChosenOption[] = [];
  for (const attribute of product.attributes) {
    const options = attribute.options.filter((option) => optionIds.includes(option.id));
    const [option] = options;
    if (!option || options.length > 1) return undefined;
    chosen.push({ attribute, option });
  }
  return chosen;
}

export interface LineOffer {
  priceSatang: number;
  available: number;
  /** Empty when the options no longer fit the product: then nothing is available. */
  chosen: ChosenOption[];
}

export function lineOffer(product: CatalogueProduct, optionIds: readonly number[]): LineOffer {
  const chosen = chosenOptions(product, optionIds);
  if (!chosen) return { priceSatang: product.priceSatang, available: 0, chosen: [] };
  return {
    ...offerOf(
      product,
      chosen.map(({ option }) => option),
    ),
    chosen,
  };
}

export interface LineRequest {
  /** Where the line is in the request, e.g. `body.orders.0.products.1`. */
  field: string;
  productId: number;
  optionIds: number[];
  /** 0 removes the line (updates only). */
  quantity: number;
  /** The seller of the order the line was sent in (saves); updates name none. */
  sellerId?: number;
}

/** One line's problems; `held` is how many of it the cart holds already. */
function problemsOf(request: LineRequest, catalogue: CartCatalogue, held: number): FieldError[] {
  const product = catalogue.products.get(request.productId);
  if (!product)
    return [{ field: `${request.field}.productId`, message: msg('cart.unknownProduct') }];
  const problems: FieldError[] = [];
  if (request.sellerId !== undefined && request.sellerId !== product.storeId)
    problems.push({
      field: `${request.field}.productId`,
      message: msg('cart.otherSeller', { sellerId: product.storeId }),
    });
  if (!chosenOptions(product, request.optionIds)) {
    problems.push({ field: `${request.field}.optionIds`, message: msg('cart.options') });
    return problems;
  }
  // A line the stock fell under may stay as it is, or shrink; it cannot grow past the stock.
  const { available } = lineOffer(product, request.optionIds);
  if (request.quantity > held && request.quantity > available)
    problems.push({
      field: `${request.field}.quantity`,
      message: msg('cart.overStock', { available }),
    });
  return problems;
}

/**
 * The problems of the lines a request asks for, each naming its field: an unknown product, a
 * product of another seller, options that are not one of each attribute, a quantity that grows
 * past what is available, a line asked twice. Removals (quantity 0) are checked for repeats
 * only. `held` tells how many of a line (by lineKey) the cart holds already.
 */
export function lineProblems(
  requests: LineRequest[],
  catalogue: CartCatalogue,
  held: (key: string) => number,
): FieldError[] {
  const seen = new Set<string>();
  return requests.flatMap((request) => {
    const key = lineKey(request);
    if (seen.has(key))
      return [{ field: `${request.field}.productId`, message: msg('cart.repeatedLine') }];
    seen.add(key);
    return request.quantity === 0 ? [] : problemsOf(request, catalogue, held(key));
  });
}

/** A stock a write assumed: the row's stock must be at least `atLeast`. */
export interface StockNeed {
  id: number;
  atLeast: number;
}

/** What a write decided without reading the stock assumed of it (cart-store.ts checks it). */
export interface StockNeeds {
  products: StockNeed[];
  options: StockNeed[];
}

/**
 * The stock that lets each line of `requests` that grows past what the cart holds (`held`, by
 * lineKey) have its quantity: a line's availability is the smallest of its product's stock and
 * its options' (offerOf), so each of them must cover the quantity. For lines of a known
 * product with one option of each attribute, lineProblems finds no quantity past the stock
 * exactly when these hold.
 */
export function stockNeeds(requests: LineRequest[], held: (key: string) => number): StockNeeds {
  const needs: StockNeeds = { products: [], options: [] };
  for (const request of requests) {
    if (request.quantity === 0 || request.quantity <= held(lineKey(request))) continue;
    needs.products.push({ id: request.productId, atLeast: request.quantity });
    for (const id of request.optionIds) needs.options.push({ id, atLeast: request.quantity });
  }
  return needs;
}

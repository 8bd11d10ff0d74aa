// A cart as the contract shows it: priced by the server (cart-pricing.ts), baht for satang,
// names in the request's Culture.
import type { components } from '../../../openapi/storefront.d.ts';
import type { Culture } from '../../http/culture.ts';
import { baht, localize } from '../shared/present.ts';
import type { CartCatalogue } from './cart-catalogue-types.ts';
import { type PricedLine, priceCart } from './cart-pricing.ts';
import type { CartRow } from './cart-store.ts';
import type { NewLine } from './stored-lines.ts';

type Cart = components['schemas']['Cart'];
type CartProduct = components['schemas']['CartProduct'];

/** A priced line as the contract shows it (the cart and the checkout). */
export function productOf(line: PricedLine, culture: Culture): CartProduct {
  const { product } = line;
  return {
    productId: product.id,
    name: localize(culture, product.nameTh, product.nameEn),
    sku: product.sku,
    urlKey: product.urlKey,
    imageUrl: product.imageUrl,
    quantity: line.quantity,
    price: baht(line.priceSatang),
    discount: baht(line.discountSatang),
    total: baht(line.totalSatang),
    isCheckBox: line.isCheckBox,
    isFreeProduct: line.isFree ? 1 : 0,
    availableQuantity: line.available,
    attribute: line.chosen.map(({ attribute, option }) => ({
      id: attribute.id,
      name: localize(culture, attribute.nameTh, attribute.nameEn),
      option: { id: option.id, label: localize(culture, option.labelTh, option.labelEn) },
    })),
    promotions: line.promotions.map(({ promotion, discountSatang }) => ({
      promotionTypeId: promotion.promotionTypeId,
      promotionName: localize(culture, promotion.nameTh, promotion.nameEn),
      discountBaht: baht(discountSatang),
    })),
  };
}

/** The cart `cart` holding `lines`, priced with `catalogue` (which knows their products). */
export function cartOf(
  cart: CartRow,
  lines: NewLine[],
  catalogue: CartCatalogue,
  culture: Culture,
): Cart {
  const priced = priceCart(lines, catalogue);
  return {
    cartId: cart.id,
    version: cart.version,
    orders: priced.orders.map((order) => ({
      sellerId: order.sellerId,
      seller: {
        id: order.seller.id,
        urlKey: order.seller.urlKey,
        name: localize(culture, order.seller.nameTh, order.seller.nameEn),
      },
      products: order.lines.map((line) => productOf(line, culture)),
      isCheckBox: order.isCheckBox,
      total: baht(order.totalSatang),
    })),
    promotionCode: cart.promotionCode,
    referer: cart.referer,
    affiliateCode: cart.affiliateCode,
    codeShare: cart.codeShare,
    total: baht(priced.totalSatang),
    discount: baht(priced.discountSatang),
    countProduct: priced.countProduct,
  };
}

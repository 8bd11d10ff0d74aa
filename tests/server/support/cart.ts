// Helpers for the cart tests: seeded products by urlKey (their ids, store and options by English
// label), cart lines and orders built from them, each cart operation as a call (checked against
// the contract), a cart's rows as the database holds them, and fresh shoppers.
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import {
  cartLines,
  carts,
  productAttributeOptions,
  productAttributes,
  products,
  users,
} from '../../../server/db/schema.ts';
import { newEmail, newPhone } from './accounts.ts';
import { type ApiServer, type CallOptions, issueToken } from './server.ts';

type Cart = components['schemas']['Cart'];

/** A cart's paid lines as a save's orders, as a client re-sends them (free gifts left out). */
export const ordersFromCart = (cart: Cart) =>
  cart.orders.map((order) => ({
    sellerId: order.sellerId,
    products: order.products
      .filter((line) => line.isFreeProduct === 0)
      .map((line) => ({
        productId: line.productId,
        optionIds: line.attribute.map((attribute) => attribute.option.id),
        quantity: line.quantity,
      })),
  }));

export interface SeedProduct {
  id: number;
  storeId: number;
  /** Option ids by their English label. */
  options: Map<string, number>;
}

/** A line as the tests write it: a seeded product by urlKey, its option by English label. */
export interface LineSpec {
  urlKey: string;
  quantity: number;
  option?: string;
  isCheckBox?: boolean;
}

export async function seededProducts(
  server: Pick<ApiServer, 'db'>,
): Promise<Map<string, SeedProduct>> {
  const rows = await server.db
    .select({ id: products.id, urlKey: products.urlKey, storeId: products.storeId })
    .from(products);
  const options = await server.db
    .select({
      productId: productAttributes.productId,
      id: productAttributeOptions.id,
      label: productAttributeOptions.labelEn,
    })
    .from(productAttributeOptions)
    .innerJoin(productAttributes, eq(productAttributes.id, productAttributeOptions.attributeId));
  return new Map(
    rows.map((row) => [
      row.urlKey,
      {
        id: row.id,
        storeId: row.storeId,
        options: new Map(
          options.filter((o) => o.productId === row.id).map((o) => [o.label, o.id] as const),
        ),
      },
    ]),
  );
}

let shoppers = 0;

/** A signed-in shopper of their own (no cart yet): the user id and a session token. */
export async function newShopper(server: ApiServer) {
  const n = ++shoppers;
  const [user] = await server.db
    .insert(users)
    .values({
      email: newEmail('cart'),
      telephone: newPhone(),
      memberTypeId: 1,
      roleId: 4,
      approvalStatus: 'approved',
      crmMemberId: `C${process.pid}${n}`,
      urlKey: `cart-shopper-${process.pid}-${n}`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('the shopper was not inserted');
  return { userId: user.id, session: await issueToken(server, user.id) };
}

export function cartCalls(server: ApiServer, catalogue: Map<string, SeedProduct>) {
  const productOf = (urlKey: string) => {
    const product = catalogue.get(urlKey);
    if (!product) throw new Error(`no seeded product ${urlKey}`);
    return product;
  };
  /** A CartLineInput (or an update's change) for `spec`. */
  const line = ({ urlKey, quantity, option, isCheckBox }: LineSpec) => {
    const product = productOf(urlKey);
    const optionId = option === undefined ? undefined : product.options.get(option);
    if (option !== undefined && optionId === undefined)
      throw new Error(`${urlKey} has no option ${option}`);
    return {
      productId: product.id,
      optionIds: optionId === undefined ? [] : [optionId],
      quantity,
      ...(isCheckBox === undefined ? {} : { isCheckBox }),
    };
  };
  /** `specs` as a save's orders: one per seller, in the order their first line comes. */
  const ordersOf = (...specs: LineSpec[]) => {
    const orders = new Map<number, ReturnType<typeof line>[]>();
    for (const spec of specs) {
      const { storeId } = productOf(spec.urlKey);
      orders.set(storeId, [...(orders.get(storeId) ?? []), line(spec)]);
    }
    return [...orders].map(([sellerId, lines]) => ({ sellerId, products: lines }));
  };
  return {
    productOf,
    line,
    ordersOf,
    save: (body: unknown, options: CallOptions = {}) =>
      server.call('saveCart', '/transaction/save', { ...options, body }),
    get: (cartId: string, options: CallOptions = {}) =>
      server.call('getCart', `/transaction/${cartId}`, options),
    update: (cartId: string, body: unknown, options: CallOptions = {}) =>
      server.call('updateCart', `/transaction/${cartId}/update`, { ...options, body }),
    removeSeller: (cartId: string, sellerId: number, version: number, options: CallOptions = {}) =>
      server.call(
        'deleteSellerCart',
        `/transaction/${cartId}/seller/${sellerId}?version=${version}`,
        options,
      ),
    accountCartId: (options: CallOptions = {}) =>
      server.call('getAccountCartId', '/transaction/GetCart', options),
    /** The cart's rows as the database holds them (undefined cart when there is none). */
    rowsOf: async (cartId: string) => {
      const [cart] = await server.db.select().from(carts).where(eq(carts.id, cartId));
      const lines = await server.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.position));
      return { cart, lines };
    },
  };
}

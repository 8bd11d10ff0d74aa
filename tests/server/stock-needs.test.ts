// What a write decided on a kept cart counts on of the stock (stockNeeds, cart-lines.ts), against
// the rule a cart read now applies (lineProblems), 10,000 runs at full depth: the stock covers the
// needs exactly when no line grows past what is available, whatever the stocks, the lines held and
// the lines asked.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  CartCatalogue,
  CatalogueProduct,
} from '../../server/features/cart/cart-catalogue-types.ts';
import {
  type LineRequest,
  lineKey,
  lineProblems,
  type StockNeeds,
  stockNeeds,
} from '../../server/features/cart/cart-lines.ts';
import { runs } from '../support/property-runs.ts';

const RUNS = runs(10_000);
const stock = fc.integer({ min: 0, max: 6 });

/** Product p has attributes 10p+a with options 100p+10a+o: ids never clash. */
const product = (id: number) =>
  fc.array(fc.array(stock, { minLength: 1, maxLength: 3 }), { maxLength: 2 }).chain((attributes) =>
    stock.map(
      (productStock): CatalogueProduct => ({
        id,
        urlKey: `p${id}`,
        sku: `P${id}`,
        nameTh: `p${id}`,
        nameEn: `p${id}`,
        priceSatang: 100,
        stock: productStock,
        storeId: 1,
        imageUrl: '',
        attributes: attributes.map((options, a) => ({
          id: 10 * id + a,
          nameTh: `a${a}`,
          nameEn: `a${a}`,
          options: options.map((optionStock, o) => ({
            id: 100 * id + 10 * a + o,
            labelTh: `o${o}`,
            labelEn: `o${o}`,
            priceDeltaSatang: 0,
            stock: optionStock,
          })),
        })),
      }),
    ),
  );

const catalogue = fc.tuple(product(1), product(2), product(3)).map(
  (products): CartCatalogue => ({
    products: new Map(products.map((p) => [p.id, p])),
    promotions: new Map(),
    stores: new Map(),
  }),
);

/** A request of a known product with one option of each attribute, and what the cart holds of it. */
const asked = (shop: CartCatalogue) =>
  fc
    .uniqueArray(
      fc
        .constantFrom(...shop.products.values())
        .chain((p) =>
          fc
            .tuple(...p.attributes.map((attribute) => fc.constantFrom(...attribute.options)))
            .map((options) => ({ productId: p.id, optionIds: options.map((o) => o.id) })),
        ),
      { selector: lineKey, minLength: 1, maxLength: 4 },
    )
    .chain((lines) =>
      fc.tuple(
        ...lines.map((line, i) =>
          fc.record({
            request: fc.record({
              field: fc.constant(`body.changes.${i}`),
              productId: fc.constant(line.productId),
              optionIds: fc.constant(line.optionIds),
              quantity: fc.integer({ min: 0, max: 7 }),
            }),
            held: fc.integer({ min: 0, max: 7 }),
          }),
        ),
      ),
    );

/** The SQL's check (cart-store.ts, covers) in a model: each stock at least its need. */
function covered({ products, options }: StockNeeds, shop: CartCatalogue): boolean {
  const stocks = new Map<string, number>();
  for (const p of shop.products.values()) {
    stocks.set(`p${p.id}`, p.stock);
    for (const attribute of p.attributes)
      for (const option of attribute.options) stocks.set(`o${option.id}`, option.stock);
  }
  return (
    products.every((need) => (stocks.get(`p${need.id}`) ?? 0) >= need.atLeast) &&
    options.every((need) => (stocks.get(`o${need.id}`) ?? 0) >= need.atLeast)
  );
}

describe('stockNeeds', () => {
  it('is covered exactly when no line asked grows past what is available', () => {
    fc.assert(
      fc.property(
        catalogue.chain((shop) => fc.tuple(fc.constant(shop), asked(shop))),
        ([shop, lines]) => {
          const requests: LineRequest[] = lines.map(({ request }) => request);
          const heldBy = new Map(lines.map(({ request, held }) => [lineKey(request), held]));
          const held = (key: string) => heldBy.get(key) ?? 0;
          const overStock = lineProblems(requests, shop, held).some((problem) =>
            problem.field.endsWith('.quantity'),
          );
          expect(covered(stockNeeds(requests, held), shop)).toBe(!overStock);
        },
      ),
      RUNS,
    );
  });

  it('needs nothing of a line that is removed or does not grow', () => {
    fc.assert(
      fc.property(
        catalogue.chain((shop) => asked(shop)),
        (lines) => {
          const requests = lines.map(({ request, held }) => ({
            ...request,
            quantity: Math.min(request.quantity, held),
          }));
          const heldBy = new Map(lines.map(({ request, held }) => [lineKey(request), held]));
          expect(stockNeeds(requests, (key) => heldBy.get(key) ?? 0)).toEqual({
            products: [],
            options: [],
          });
        },
      ),
      RUNS,
    );
  });
});

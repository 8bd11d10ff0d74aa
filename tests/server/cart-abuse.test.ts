// What an attacker or a confused client tries on the cart, on PGlite and PostgreSQL: another
// shopper's cart (or a guest holding a member's cart id, or a made-up token), bad lines of every
// kind, stale versions, and races: concurrent writes on one version, read-modify-write clients
// that retry, first saves and claims of one shopper at once. Every refusal leaves the cart as it
// was, version included.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, sessions } from '../../server/db/schema.ts';
import { sha256 } from '../../server/features/accounts/secrets.ts';
import {
  cartCalls,
  type LineSpec,
  newShopper,
  ordersFromCart,
  type SeedProduct,
  seededProducts,
} from './support/cart.ts';
import {
  type CallOptions,
  DRIVERS,
  type FieldError,
  issueToken,
  useTestServer,
} from './support/server.ts';

const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field);

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);
  let catalogue: Map<string, SeedProduct>;
  let cart: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
    cart = cartCalls(server, catalogue);
  });

  const saved = async (specs: LineSpec[], options: CallOptions = {}) => {
    const { status, body } = await cart.save({ orders: cart.ordersOf(...specs) }, options);
    expect(status).toBe(200);
    return body.detail;
  };

  describe("someone else's cart", () => {
    it('answers 404 to every operation, as an unknown id does, and nothing changes', async () => {
      const owner = await newShopper(server);
      const intruder = await newShopper(server);
      const own = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }], {
        session: owner.session,
      });
      const before = await cart.rowsOf(own.cartId);
      const revoked = await issueToken(server, owner.userId);
      await server.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, sha256(revoked)));
      const strangers: [string, CallOptions][] = [
        ['another shopper', { session: intruder.session }],
        ['a guest', {}],
        ['a made-up token', { bearer: 'not-a-token' }],
        ["the owner's revoked session", { bearer: revoked }],
      ];
      const unknown = randomUUID();
      for (const [who, options] of strangers) {
        for (const cartId of [own.cartId, unknown]) {
          const answers = [
            await cart.get(cartId, options),
            await cart.save(
              {
                cartId,
                version: own.version,
                orders: cart.ordersOf({ urlKey: 'beeswax-lip-balm', quantity: 1 }),
              },
              options,
            ),
            await cart.update(
              cartId,
              {
                version: own.version,
                changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 0 })],
              },
              options,
            ),
            await cart.removeSeller(
              cartId,
              cart.productOf('dried-mango-200g').storeId,
              own.version,
              options,
            ),
          ];
          for (const answer of answers) {
            expect([who, answer.status, answer.body]).toEqual([
              who,
              404,
              { result: 0, message: 'cart not found', detail: null },
            ]);
          }
        }
      }
      expect(await cart.rowsOf(own.cartId)).toEqual(before);
    });

    it('cannot be merged away by naming it as oldCartId', async () => {
      const owner = await newShopper(server);
      const intruder = await newShopper(server);
      const theirs = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }], {
        session: owner.session,
      });
      const mine = await saved([{ urlKey: 'beeswax-lip-balm', quantity: 1 }], {
        session: intruder.session,
      });
      const [theirsBefore, mineBefore] = [
        await cart.rowsOf(theirs.cartId),
        await cart.rowsOf(mine.cartId),
      ];
      const merge = await cart.save(
        {
          cartId: mine.cartId,
          version: mine.version,
          oldCartId: theirs.cartId,
          oldVersion: theirs.version,
          orders: cart.ordersOf({ urlKey: 'beeswax-lip-balm', quantity: 2 }),
        },
        { session: intruder.session },
      );
      expect(merge.status).toBe(404);
      expect(await cart.rowsOf(theirs.cartId)).toEqual(theirsBefore);
      expect(await cart.rowsOf(mine.cartId)).toEqual(mineBefore);
    });

    it('takes a made-up or revoked token as a guest, and the account cart id refuses it', async () => {
      const guest = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }], {
        bearer: 'not-a-token',
      });
      const [row] = await server.db.select().from(carts).where(eq(carts.id, guest.cartId));
      expect(row?.userId).toBeNull();
      expect((await cart.get(guest.cartId, { bearer: 'not-a-token' })).status).toBe(200);
      expect((await cart.accountCartId({ bearer: 'not-a-token' })).status).toBe(401);
    });
  });

  describe('bad lines', () => {
    const sellerOf = (urlKey: string) => cart.productOf(urlKey).storeId;
    /** What is wrong, the orders that say it, the field named and what is said of it. */
    const cases: [string, () => unknown[], string, () => string][] = [
      [
        'a quantity past the stock',
        () => cart.ordersOf({ urlKey: 'wild-forest-honey-500g', quantity: 19 }),
        'body.orders.0.products.0.quantity',
        () => 'is more than the 18 in stock',
      ],
      [
        'an unknown product',
        () => [
          {
            sellerId: sellerOf('dried-mango-200g'),
            products: [{ productId: 999_999, optionIds: [], quantity: 1 }],
          },
        ],
        'body.orders.0.products.0.productId',
        () => 'is not a product of the shop',
      ],
      [
        'a missing option',
        () => [
          {
            sellerId: sellerOf('longan-blossom-honey'),
            products: [
              { productId: cart.productOf('longan-blossom-honey').id, optionIds: [], quantity: 1 },
            ],
          },
        ],
        'body.orders.0.products.0.optionIds',
        () => "must hold one option of each of the product's attributes",
      ],
      [
        "another product's option",
        () => [
          {
            sellerId: sellerOf('longan-blossom-honey'),
            products: [
              {
                productId: cart.productOf('longan-blossom-honey').id,
                optionIds: [cart.productOf('golden-dried-longan').options.get('1 kg')],
                quantity: 1,
              },
            ],
          },
        ],
        'body.orders.0.products.0.optionIds',
        () => "must hold one option of each of the product's attributes",
      ],
      [
        'two options of one attribute',
        () => {
          const honey = cart.productOf('longan-blossom-honey');
          return [
            {
              sellerId: sellerOf('longan-blossom-honey'),
              products: [
                {
                  productId: honey.id,
                  optionIds: [honey.options.get('250 g'), honey.options.get('1 kg')],
                  quantity: 1,
                },
              ],
            },
          ];
        },
        'body.orders.0.products.0.optionIds',
        () => "must hold one option of each of the product's attributes",
      ],
      [
        'an option for a product without attributes',
        () => [
          {
            sellerId: sellerOf('dried-mango-200g'),
            products: [
              {
                productId: cart.productOf('dried-mango-200g').id,
                optionIds: [cart.productOf('golden-dried-longan').options.get('1 kg')],
                quantity: 1,
              },
            ],
          },
        ],
        'body.orders.0.products.0.optionIds',
        () => "must hold one option of each of the product's attributes",
      ],
      [
        "a product in another seller's order",
        () => [
          ...cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 1 }),
          {
            sellerId: sellerOf('dried-mango-200g'),
            products: [cart.line({ urlKey: 'beeswax-lip-balm', quantity: 1 })],
          },
        ],
        'body.orders.1.products.0.productId',
        () => `is sold by seller ${sellerOf('beeswax-lip-balm')}, not by this order's`,
      ],
      [
        'a line twice',
        () => [
          {
            sellerId: sellerOf('dried-mango-200g'),
            products: [
              cart.line({ urlKey: 'dried-mango-200g', quantity: 1 }),
              cart.line({ urlKey: 'dried-mango-200g', quantity: 2 }),
            ],
          },
        ],
        'body.orders.0.products.1.productId',
        () => 'repeats a line above (the same product with the same options)',
      ],
      [
        'a free gift',
        () => [
          {
            sellerId: cart.productOf('tomato-juice-with-honey').storeId,
            products: [
              {
                ...cart.line({ urlKey: 'tomato-juice-with-honey', quantity: 1 }),
                isFreeProduct: 1,
              },
            ],
          },
        ],
        'body.orders.0.products.0',
        () => 'must NOT have additional properties',
      ],
      [
        'a quantity of 0',
        () => cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 0 }),
        'body.orders.0.products.0.quantity',
        () => 'must be >= 1',
      ],
      [
        'a fractional quantity',
        () => cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 1.5 }),
        'body.orders.0.products.0.quantity',
        () => 'must be integer',
      ],
    ];

    const cartCount = async () => (await server.db.select({ id: carts.id }).from(carts)).length;

    it.each(cases)(
      '%s is a 400 naming the field; the cart stays as it was',
      async (_, orders, field, message) => {
        const made = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }]);
        const before = await cart.rowsOf(made.cartId);
        const answer = await cart.save({
          cartId: made.cartId,
          version: made.version,
          orders: orders(),
        });
        expect(answer.status).toBe(400);
        expect(fieldsOf(answer.body.detail)).toEqual([field]);
        expect(answer.body.message).toBe(`${field} ${message()}`);
        expect(await cart.rowsOf(made.cartId)).toEqual(before);
        // A new cart is refused alike, and none is made.
        const count = await cartCount();
        expect((await cart.save({ orders: orders() })).status).toBe(400);
        expect(await cartCount()).toBe(count);
      },
    );

    it('names every bad change of an update, and changes none of them', async () => {
      const made = await saved([
        { urlKey: 'dried-mango-200g', quantity: 1 },
        { urlKey: 'wild-forest-honey-500g', quantity: 1 },
      ]);
      const before = await cart.rowsOf(made.cartId);
      const answer = await cart.update(made.cartId, {
        version: made.version,
        changes: [
          cart.line({ urlKey: 'dried-mango-200g', quantity: 3 }),
          cart.line({ urlKey: 'wild-forest-honey-500g', quantity: 19 }),
          { productId: 999_999, optionIds: [], quantity: 1 },
          cart.line({ urlKey: 'dried-mango-200g', quantity: 0 }),
        ],
      });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body.detail)).toEqual([
        'body.changes.1.quantity',
        'body.changes.2.productId',
        'body.changes.3.productId',
      ]);
      expect(await cart.rowsOf(made.cartId)).toEqual(before);
    });

    it("needs a cart's version to save it, and a line to make a new one", async () => {
      const made = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }]);
      const noVersion = await cart.save({ cartId: made.cartId, orders: [] });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.message).toBe('body.version is required');
      const empty = await cart.save({ orders: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(
        'body.orders must hold at least one product to make a new cart',
      );
    });
  });

  describe('a stale version', () => {
    it('is a 409 with the cart as it is now, in the Culture, on every write', async () => {
      const made = await saved([
        { urlKey: 'dried-mango-200g', quantity: 1 },
        { urlKey: 'beeswax-lip-balm', quantity: 1 },
      ]);
      const moved = await cart.update(made.cartId, {
        version: made.version,
        changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 2 })],
      });
      const now = moved.body.detail;
      const before = await cart.rowsOf(made.cartId);
      const stale = [
        await cart.save({
          cartId: made.cartId,
          version: made.version,
          orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 9 }),
        }),
        await cart.update(made.cartId, {
          version: made.version,
          changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 9 })],
        }),
        await cart.removeSeller(
          made.cartId,
          cart.productOf('dried-mango-200g').storeId,
          made.version,
        ),
      ];
      for (const answer of stale) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          result: 0,
          message: 'The cart was changed elsewhere; here it is as it is now',
          detail: now,
        });
      }
      const thai = await cart.removeSeller(made.cartId, 1, made.version, { culture: 'th' });
      expect(thai.status).toBe(409);
      expect(thai.body.message).toBe('ตะกร้าสินค้ามีการเปลี่ยนแปลงจากที่อื่น กรุณาตรวจสอบตะกร้าล่าสุดอีกครั้ง');
      expect(await cart.rowsOf(made.cartId)).toEqual(before);
    });
  });

  describe('races', () => {
    it('of 20 updates on one version, exactly one is taken and the others get 409', async () => {
      const made = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          cart.update(made.cartId, {
            version: made.version,
            changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: i + 2 })],
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      const winner = answers.find((answer) => answer.status === 200)?.body.detail;
      const after = (await cart.get(made.cartId)).body.detail;
      expect(after).toEqual(winner);
      expect(after.version).toBe(made.version + 1);
    });

    it("of 20 removals of a cart's only seller on one version, one empties it, the others get 404", async () => {
      const made = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }]);
      const sellerId = cart.productOf('dried-mango-200g').storeId;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => cart.removeSeller(made.cartId, sellerId, made.version)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 404)).toHaveLength(19);
      const winner = answers.find((answer) => answer.status === 200)?.body.detail;
      expect(winner).toMatchObject({ orders: [], version: made.version + 1 });
      expect((await cart.get(made.cartId)).status).toBe(404);
    });

    it('read-modify-write clients that retry on 409 lose no line', async () => {
      const made = await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }]);
      const products = [
        'honey-lemon-squeeze-bottle',
        'longan-honey-sticks-20',
        'tomato-mixed-vegetable-juice-1l',
        'roselle-drink-pack-6',
        'instant-ginger-honey-drink',
        'bael-fruit-drink-pack-6',
        'turmeric-black-pepper-shot',
        'nam-dok-mai-mango-juice-1l',
        'siam-ruby-pomelo-juice',
        'passion-fruit-juice-pack-6',
        'kimju-guava-juice-1l',
        'plum-coated-tamarind-200g',
        'khao-taen-rice-crackers',
        'jasmine-green-tea-50-bags',
        'mulberry-leaf-tea-30-bags',
      ];
      const clients = 5;
      /** Adds each of its products in turn: reads, adds the line to what it read, saves. */
      const client = async (mine: string[]) => {
        let conflicts = 0;
        for (const urlKey of mine) {
          let current = (await cart.get(made.cartId)).body.detail;
          for (;;) {
            const line = cart.line({ urlKey, quantity: 1 });
            const { storeId } = cart.productOf(urlKey);
            const orders = ordersFromCart(current);
            const order = orders.find((each) => each.sellerId === storeId);
            if (order) order.products.push(line);
            else orders.push({ sellerId: storeId, products: [line] });
            const answer = await cart.save({
              cartId: made.cartId,
              version: current.version,
              orders,
            });
            if (answer.status === 200) break;
            expect(answer.status).toBe(409);
            conflicts += 1;
            current = answer.body.detail;
          }
        }
        return conflicts;
      };
      const conflicts = await Promise.all(
        Array.from({ length: clients }, (_, c) =>
          client(products.filter((_, i) => i % clients === c)),
        ),
      );
      const after = (await cart.get(made.cartId)).body.detail;
      const urlKeys = after.orders.flatMap((order) => order.products.map((line) => line.urlKey));
      expect(urlKeys.sort()).toEqual(['dried-mango-200g', ...products].sort());
      expect(after.version).toBe(made.version + products.length);
      // The clients did race (a serial run would have no conflict at all).
      expect(conflicts.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    });

    it("makes one cart of a shopper's first saves at once, and claims one guest cart of two", async () => {
      const first = await newShopper(server);
      const answers = await Promise.all(
        ['dried-mango-200g', 'beeswax-lip-balm', 'turmeric-soap-bar'].map((urlKey) =>
          cart.save({ orders: cart.ordersOf({ urlKey, quantity: 1 }) }, { session: first.session }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(
        await server.db.select().from(carts).where(eq(carts.userId, first.userId)),
      ).toHaveLength(1);

      const second = await newShopper(server);
      const guests = [
        await saved([{ urlKey: 'dried-mango-200g', quantity: 1 }]),
        await saved([{ urlKey: 'beeswax-lip-balm', quantity: 1 }]),
      ];
      const claims = await Promise.all(
        guests.map((guest) =>
          cart.save(
            { cartId: guest.cartId, version: guest.version, orders: ordersFromCart(guest) },
            { session: second.session },
          ),
        ),
      );
      expect(claims.map((claim) => claim.status)).toEqual([200, 200]);
      const owners = await Promise.all(guests.map((guest) => cart.rowsOf(guest.cartId)));
      expect(owners.map(({ cart: row }) => row?.userId).sort()).toEqual(
        [second.userId, null].sort(),
      );
    });
  });
});

// The cart as a shopper uses it, on PGlite and PostgreSQL: a guest's cart made, read, changed
// and emptied; prices, option prices, discounts (types 1 and 7) and free gifts (type 5) from the
// server's own data; the selection rule; the demo person's seeded cart, a guest cart claimed at
// sign-in and merged into an account's with oldCartId (replays change nothing). Every answer is
// checked against the contract. Abuse and races: cart-abuse.test.ts.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import {
  productAttributeOptions,
  products,
  promotionProducts,
  promotions,
} from '../../server/db/schema.ts';
import { cartCalls, newShopper, type SeedProduct, seededProducts } from './support/cart.ts';
import { DRIVERS, issueToken, useTestServer } from './support/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);
  let catalogue: Map<string, SeedProduct>;
  let cart: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
    cart = cartCalls(server, catalogue);
  });

  /** A guest cart holding `specs`: its id and version. */
  /** A signed-in shopper with a cart of their own (a line of dried mango). */
  const shopperWithCart = async () => {
    const { session } = await newShopper(server);
    const saved = await cart.save(
      { orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 1 }) },
      { session },
    );
    return { session, own: saved.body.detail };
  };
  const guestCart = async (...specs: Parameters<typeof cart.ordersOf>) => {
    const { status, body } = await cart.save({ orders: cart.ordersOf(...specs) });
    expect(status).toBe(200);
    return body.detail;
  };

  describe('a guest cart', () => {
    it('is made, read back, priced and totalled by the server, one order per seller', async () => {
      const made = await guestCart(
        { urlKey: 'wild-forest-honey-500g', quantity: 2 },
        { urlKey: 'butterfly-pea-lemonade', option: 'Pack of 6', quantity: 1 },
        { urlKey: 'thai-tea-mix-400g', quantity: 1 },
      );
      expect(made.cartId).toMatch(UUID);
      expect(made.version).toBe(1);
      const honey = cart.productOf('wild-forest-honey-500g');
      const herbal = cart.productOf('butterfly-pea-lemonade');
      expect(made.orders.map((order) => order.sellerId)).toEqual([honey.storeId, herbal.storeId]);
      const [honeyOrder, herbalOrder] = made.orders;
      expect(honeyOrder?.seller).toEqual({
        id: honey.storeId,
        urlKey: 'baan-phueng-doi-saket',
        name: expect.any(String),
      });
      // 30 baht off each jar (type 1).
      expect(honeyOrder?.products).toEqual([
        expect.objectContaining({
          productId: honey.id,
          urlKey: 'wild-forest-honey-500g',
          imageUrl: expect.stringMatching(/^\/images\/product\/wild-forest-honey-500g/),
          quantity: 2,
          price: 390,
          discount: 60,
          total: 720,
          isCheckBox: true,
          isFreeProduct: 0,
          availableQuantity: 18,
          attribute: [],
          promotions: [
            { promotionTypeId: 1, promotionName: 'Honey: 30 baht off every jar', discountBaht: 60 },
          ],
        }),
      ]);
      expect(honeyOrder).toMatchObject({ isCheckBox: true, total: 720 });
      // 15% off (type 7); the Thai tea's promotion has ended, so it takes nothing off.
      expect(herbalOrder?.products).toEqual([
        expect.objectContaining({
          price: 150,
          discount: 22.5,
          total: 127.5,
          availableQuantity: 48,
          attribute: [
            {
              id: expect.any(Number),
              name: 'Pack',
              option: { id: herbal.options.get('Pack of 6'), label: 'Pack of 6' },
            },
          ],
          promotions: [
            { promotionTypeId: 7, promotionName: 'Herbal drinks 15% off', discountBaht: 22.5 },
          ],
        }),
        expect.objectContaining({
          urlKey: 'thai-tea-mix-400g',
          price: 125,
          discount: 0,
          total: 125,
          promotions: [],
        }),
      ]);
      expect(made).toMatchObject({
        total: 972.5,
        discount: 82.5,
        countProduct: 3,
        promotionCode: '',
        referer: '',
        affiliateCode: '',
        codeShare: '',
      });

      const read = await cart.get(made.cartId);
      expect(read.status).toBe(200);
      expect(read.body.detail).toEqual(made);
      const thai = await cart.get(made.cartId, { culture: 'th' });
      expect(thai.body.detail.orders[1]?.products[0]?.promotions[0]?.promotionName).toBe(
        'เครื่องดื่มสมุนไพรลด 15%',
      );
      expect(thai.body.detail.orders[1]?.products[0]?.attribute[0]?.name).toBe('จำนวนต่อแพ็ก');
    });

    it('takes its prices from the database, never from the request', async () => {
      const made = await guestCart({ urlKey: 'riceberry-rice-1kg', quantity: 3 });
      const line = cart.line({ urlKey: 'riceberry-rice-1kg', quantity: 3 });
      const sellerId = cart.productOf('riceberry-rice-1kg').storeId;
      const priced = [
        [{ sellerId, products: [line], total: 1 }],
        [{ sellerId, products: [{ ...line, price: 0.01 }] }],
      ];
      for (const orders of priced) {
        const refused = await cart.save({ cartId: made.cartId, version: made.version, orders });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/ must NOT have additional properties$/);
      }

      const { id } = cart.productOf('riceberry-rice-1kg');
      await server.db.update(products).set({ priceSatang: 10150 }).where(eq(products.id, id));
      try {
        const read = await cart.get(made.cartId);
        // (101.50 − 20) × 3
        expect(read.body.detail.orders[0]?.products[0]).toMatchObject({
          price: 101.5,
          discount: 60,
          total: 244.5,
        });
        expect(read.body.detail.total).toBe(244.5);
      } finally {
        await server.db.update(products).set({ priceSatang: 9500 }).where(eq(products.id, id));
      }
    });

    it("prices options as the product page does: the first attribute's option, the smallest stock", async () => {
      const made = await guestCart({
        urlKey: 'longan-blossom-honey',
        option: '1 kg',
        quantity: 20,
      });
      // 159 + 330 a jar, 30 off each; 20 of the 1 kg option in stock (the product has 125).
      expect(made.orders[0]?.products[0]).toMatchObject({
        price: 489,
        discount: 600,
        total: 9180,
        availableQuantity: 20,
        attribute: [{ name: 'Size', option: { label: '1 kg' } }],
      });
    });

    it('changes lines: quantities, a new line, a removal, a choice; the others stay', async () => {
      const made = await guestCart(
        { urlKey: 'dried-mango-200g', quantity: 1 },
        { urlKey: 'crispy-banana-chips-150g', quantity: 2 },
        { urlKey: 'jasmine-green-tea-50-bags', quantity: 1 },
      );
      const changed = await cart.update(made.cartId, {
        version: made.version,
        changes: [
          cart.line({ urlKey: 'dried-mango-200g', quantity: 4 }),
          cart.line({ urlKey: 'crispy-banana-chips-150g', quantity: 0 }),
          cart.line({ urlKey: 'golden-dried-longan', option: '500 g', quantity: 1 }),
          cart.line({ urlKey: 'jasmine-green-tea-50-bags', quantity: 1, isCheckBox: false }),
        ],
      });
      expect(changed.status).toBe(200);
      const detail = changed.body.detail;
      expect(detail.version).toBe(made.version + 1);
      const lines = detail.orders.flatMap((order) =>
        order.products.map((p) => [p.urlKey, p.quantity, p.isCheckBox]),
      );
      expect(lines).toEqual([
        ['dried-mango-200g', 4, true],
        ['golden-dried-longan', 1, true],
        ['jasmine-green-tea-50-bags', 1, false],
      ]);
      // 4 × 89 + 220 (120 + 100 for 500 g); the tea is not chosen, its order neither.
      expect(detail).toMatchObject({ total: 576, discount: 0, countProduct: 2 });
      expect(detail.orders.map((order) => order.isCheckBox)).toEqual([true, false]);
      expect((await cart.get(made.cartId)).body.detail).toEqual(detail);
    });

    it('writes only the lines a change touches: a line left as it was keeps its row', async () => {
      const made = await guestCart(
        { urlKey: 'dried-mango-200g', quantity: 1 },
        { urlKey: 'crispy-banana-chips-150g', quantity: 2 },
      );
      // A row's xmin is the transaction that wrote its version: it changes with every write.
      const versions = async () =>
        new Map(
          (
            await rowsOf<{ productId: number; written: string }>(
              server.db,
              sql`select product_id as "productId", xmin::text as written from cart_lines
                where cart_id = ${made.cartId}`,
            )
          ).map((row) => [row.productId, row.written]),
        );
      const before = await versions();
      const changed = await cart.update(made.cartId, {
        version: made.version,
        changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 3 })],
      });
      expect(changed.status).toBe(200);
      const after = await versions();
      const mango = cart.productOf('dried-mango-200g').id;
      const chips = cart.productOf('crispy-banana-chips-150g').id;
      expect(after.get(chips)).toBe(before.get(chips));
      expect(after.get(mango)).not.toBe(before.get(mango));
    });

    it('holds exactly the lines a save of the whole cart sends, in the database too', async () => {
      const made = await guestCart(
        { urlKey: 'dried-mango-200g', quantity: 1 },
        { urlKey: 'crispy-banana-chips-150g', quantity: 2 },
        { urlKey: 'jasmine-green-tea-50-bags', quantity: 1 },
      );
      const saved = await cart.save({
        cartId: made.cartId,
        version: made.version,
        orders: cart.ordersOf(
          { urlKey: 'jasmine-green-tea-50-bags', quantity: 3 },
          { urlKey: 'golden-dried-longan', option: '500 g', quantity: 1 },
        ),
      });
      expect(saved.status).toBe(200);
      const rows = (await cart.rowsOf(made.cartId)).lines.map((row) => [
        row.productId,
        row.quantity,
      ]);
      expect(rows).toEqual([
        [cart.productOf('jasmine-green-tea-50-bags').id, 3],
        [cart.productOf('golden-dried-longan').id, 1],
      ]);
      expect((await cart.get(made.cartId)).body.detail).toEqual(saved.body.detail);
    });

    it("removes a seller's order; a seller without lines is a 404; the emptied cart is deleted", async () => {
      const made = await guestCart(
        { urlKey: 'dried-mango-200g', quantity: 1 },
        { urlKey: 'mulberry-leaf-tea-30-bags', quantity: 1 },
      );
      const [fruit, tea] = made.orders.map((order) => order.sellerId);
      const first = await cart.removeSeller(made.cartId, fruit ?? 0, made.version);
      expect(first.status).toBe(200);
      expect(first.body.detail.orders.map((order) => order.sellerId)).toEqual([tea]);
      expect(first.body.detail.version).toBe(made.version + 1);

      const again = await cart.removeSeller(made.cartId, fruit ?? 0, made.version + 1);
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('the cart has no products of this seller');
      expect((await cart.rowsOf(made.cartId)).cart?.version).toBe(made.version + 1);

      const last = await cart.removeSeller(made.cartId, tea ?? 0, made.version + 1);
      expect(last.status).toBe(200);
      expect(last.body.detail).toMatchObject({ orders: [], total: 0, countProduct: 0 });
      expect((await cart.get(made.cartId)).status).toBe(404);
      expect(await cart.rowsOf(made.cartId)).toEqual({ cart: undefined, lines: [] });
    });

    it('is deleted when an update empties it, and its id then answers 404', async () => {
      const made = await guestCart({ urlKey: 'dried-mango-200g', quantity: 1 });
      const emptied = await cart.update(made.cartId, {
        version: made.version,
        changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 0 })],
      });
      expect(emptied.status).toBe(200);
      expect(emptied.body.detail).toMatchObject({ cartId: made.cartId, orders: [], total: 0 });
      expect((await cart.get(made.cartId)).status).toBe(404);
      const late = await cart.update(made.cartId, {
        version: made.version + 1,
        changes: [cart.line({ urlKey: 'dried-mango-200g', quantity: 1 })],
      });
      expect(late.status).toBe(404);
    });

    it('keeps its promotion code until a save sends it again; an affiliate code only of a real click', async () => {
      const { status, body } = await cart.save({
        orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 1 }),
        promotionCode: 'SAVE10',
      });
      expect(status).toBe(200);
      const saved = await cart.save({
        cartId: body.detail.cartId,
        version: body.detail.version,
        orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 2 }),
        // No click of an affiliate: nothing is attributed (affiliate-attribution.test.ts).
        referer: 'line',
        affiliateCode: 'AFF-1',
        codeShare: 'share_1',
      });
      expect(saved.body.detail).toMatchObject({
        promotionCode: 'SAVE10',
        referer: '',
        affiliateCode: '',
        codeShare: '',
      });
      const cleared = await cart.save({
        cartId: saved.body.detail.cartId,
        version: saved.body.detail.version,
        orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 2 }),
        promotionCode: '',
      });
      expect(cleared.body.detail.promotionCode).toBe('');
    });
  });

  describe('promotions', () => {
    it('adds the free gift of a type 5 promotion after the paid lines, chosen as its line is', async () => {
      const gift = cart.productOf('tomato-juice-with-honey');
      const made = await guestCart(
        { urlKey: 'tomato-juice-no-sugar-250ml', option: 'Pack of 6', quantity: 5 },
        { urlKey: 'low-sodium-tomato-juice-1l', quantity: 1 },
      );
      const [order] = made.orders;
      expect(
        order?.products.map((p) => [p.urlKey, p.quantity, p.isFreeProduct, p.price, p.total]),
      ).toEqual([
        ['tomato-juice-no-sugar-250ml', 5, 0, 174, 870],
        ['low-sodium-tomato-juice-1l', 1, 0, 89, 89],
        // floor(5 / 2) × 1; one low-sodium bottle earns none.
        ['tomato-juice-with-honey', 2, 1, 0, 0],
      ]);
      const [paid, , free] = order?.products ?? [];
      const tomatoGift = {
        promotionTypeId: 5,
        promotionName: 'Buy 2 packs of tomato juice, get a Tomato Juice with Honey free',
        discountBaht: 0,
      };
      expect(paid?.promotions).toEqual([tomatoGift]);
      expect(free).toMatchObject({
        productId: gift.id,
        isCheckBox: true,
        discount: 0,
        availableQuantity: 260,
        attribute: [],
        promotions: [tomatoGift],
      });
      // The gift costs nothing and is not a paid line of the count.
      expect(made).toMatchObject({ total: 959, countProduct: 2 });

      const unchosen = await cart.update(made.cartId, {
        version: made.version,
        changes: [
          cart.line({
            urlKey: 'tomato-juice-no-sugar-250ml',
            option: 'Pack of 6',
            quantity: 5,
            isCheckBox: false,
          }),
        ],
      });
      const lines = unchosen.body.detail.orders[0]?.products ?? [];
      expect(lines.map((p) => [p.isFreeProduct, p.isCheckBox])).toEqual([
        [0, false],
        [0, true],
        [1, false],
      ]);

      await server.db.update(products).set({ stock: 1 }).where(eq(products.id, gift.id));
      try {
        const capped = await cart.get(made.cartId);
        expect(capped.body.detail.orders[0]?.products[2]).toMatchObject({
          quantity: 1,
          availableQuantity: 1,
        });
      } finally {
        await server.db.update(products).set({ stock: 260 }).where(eq(products.id, gift.id));
      }
    });

    it('rounds a percent to the satang per unit and applies the largest of several discounts alone', async () => {
      const { id } = cart.productOf('thai-spicy-tomato-juice');
      const day = 24 * 60 * 60 * 1000;
      const running = {
        descriptionTh: 'ทดสอบ',
        descriptionEn: 'test',
        startsAt: new Date(Date.now() - day),
        endsAt: new Date(Date.now() + day),
        banner: { url: '/images/x.webp', width: 1, height: 1, altTh: 'x', altEn: 'x' },
      };
      await server.db.insert(promotions).values([
        {
          ...running,
          id: 901,
          promotionTypeId: 7,
          nameTh: 'ลด 15%',
          nameEn: '15% off',
          discountPercent: 15,
        },
        {
          ...running,
          id: 902,
          promotionTypeId: 1,
          nameTh: 'ลด 8 บาท',
          nameEn: '8 baht off',
          discountSatang: 800,
        },
      ]);
      await server.db.insert(promotionProducts).values([
        { promotionId: 901, productId: id },
        { promotionId: 902, productId: id },
      ]);
      await server.db.update(products).set({ priceSatang: 5999 }).where(eq(products.id, id));
      try {
        const made = await guestCart({ urlKey: 'thai-spicy-tomato-juice', quantity: 3 });
        // 15% of 59.99 is 8.9985, 9.00 a unit: more than the 8 baht off, which does not add up.
        expect(made.orders[0]?.products[0]).toMatchObject({
          price: 59.99,
          discount: 27,
          total: 152.97,
          promotions: [{ promotionTypeId: 7, promotionName: '15% off', discountBaht: 27 }],
        });
      } finally {
        await server.db.delete(promotions).where(eq(promotions.id, 901));
        await server.db.delete(promotions).where(eq(promotions.id, 902));
        await server.db.update(products).set({ priceSatang: 5900 }).where(eq(products.id, id));
      }
    });
  });

  describe('the selection', () => {
    it('never chooses a line over its stock; it may stay as it is or shrink, not grow', async () => {
      const { id } = cart.productOf('roasted-cashew-nuts-250g');
      const made = await guestCart(
        { urlKey: 'roasted-cashew-nuts-250g', quantity: 5 },
        { urlKey: 'dried-mango-200g', quantity: 1 },
      );
      await server.db.update(products).set({ stock: 3 }).where(eq(products.id, id));
      try {
        const short = await cart.get(made.cartId);
        const [cashews, mango] = short.body.detail.orders[0]?.products ?? [];
        expect(cashews).toMatchObject({ quantity: 5, availableQuantity: 3, isCheckBox: false });
        expect(mango?.isCheckBox).toBe(true);
        expect(short.body.detail.orders[0]?.isCheckBox).toBe(false);
        expect(short.body.detail).toMatchObject({ total: 89, countProduct: 1 });

        // Chosen by the request or not, a line over its stock is answered unchosen.
        const asked = await cart.update(made.cartId, {
          version: made.version,
          changes: [
            cart.line({ urlKey: 'roasted-cashew-nuts-250g', quantity: 5, isCheckBox: true }),
          ],
        });
        expect(asked.status).toBe(200);
        expect(asked.body.detail.orders[0]?.products[0]?.isCheckBox).toBe(false);
        const shrunk = await cart.update(made.cartId, {
          version: made.version + 1,
          changes: [cart.line({ urlKey: 'roasted-cashew-nuts-250g', quantity: 4 })],
        });
        expect(shrunk.status).toBe(200);
        const grown = await cart.update(made.cartId, {
          version: made.version + 2,
          changes: [cart.line({ urlKey: 'roasted-cashew-nuts-250g', quantity: 5 })],
        });
        expect(grown.status).toBe(400);
        expect(grown.body.message).toBe('body.changes.0.quantity is more than the 3 in stock');

        await server.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
        const gone = await cart.get(made.cartId);
        expect(gone.body.detail.orders[0]?.products[0]).toMatchObject({
          availableQuantity: 0,
          isCheckBox: false,
        });

        // Back in stock, the shopper's choice (kept all along) shows again.
        await server.db.update(products).set({ stock: 48 }).where(eq(products.id, id));
        const back = await cart.get(made.cartId);
        expect(back.body.detail.orders[0]?.products[0]).toMatchObject({
          quantity: 4,
          isCheckBox: true,
        });
      } finally {
        await server.db.update(products).set({ stock: 48 }).where(eq(products.id, id));
      }
    });

    it('counts an option short of stock as the line short of stock', async () => {
      const made = await guestCart({
        urlKey: 'longan-blossom-honey',
        option: '250 g',
        quantity: 2,
      });
      const optionId = cart.productOf('longan-blossom-honey').options.get('250 g') ?? 0;
      await server.db
        .update(productAttributeOptions)
        .set({ stock: 1 })
        .where(eq(productAttributeOptions.id, optionId));
      try {
        const read = await cart.get(made.cartId);
        expect(read.body.detail.orders[0]?.products[0]).toMatchObject({
          availableQuantity: 1,
          isCheckBox: false,
        });
      } finally {
        await server.db
          .update(productAttributeOptions)
          .set({ stock: 40 })
          .where(eq(productAttributeOptions.id, optionId));
      }
    });
  });

  describe("a shopper's cart", () => {
    it('the demo person has one from the seed: two stores, an option, a discount and a free gift', async () => {
      const session = await issueToken(server, 1);
      const { status, body } = await cart.accountCartId({ session });
      expect(status).toBe(200);
      const cartId = body.detail.cartId ?? '';
      expect(cartId).toMatch(UUID);
      const seeded = (await cart.get(cartId, { session })).body.detail;
      expect(
        seeded.orders.map((order) =>
          order.products.map((p) => [p.urlKey, p.quantity, p.isFreeProduct]),
        ),
      ).toEqual([
        [
          ['longan-blossom-honey', 2, 0],
          ['wild-forest-honey-500g', 1, 0],
        ],
        [
          ['tomato-juice-no-sugar-250ml', 2, 0],
          ['tomato-juice-with-honey', 1, 1],
        ],
      ]);
      expect(seeded.orders[0]?.products[0]?.attribute[0]?.option.label).toBe('500 g');
      // (279 − 30) × 2 + (390 − 30) + 174 × 2
      expect(seeded).toMatchObject({ total: 1206, discount: 90, countProduct: 3 });
    });

    it('needs a session for the account cart id; an account without a cart has null', async () => {
      expect((await cart.accountCartId()).status).toBe(401);
      const { session } = await newShopper(server);
      expect((await cart.accountCartId({ session })).body.detail).toEqual({ cartId: null });
    });

    it('is made for the signed-in shopper, who then gets a 409 with it for another', async () => {
      const { session } = await newShopper(server);
      const made = await cart.save(
        { orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 1 }) },
        { session },
      );
      expect(made.status).toBe(200);
      expect((await cart.accountCartId({ session })).body.detail.cartId).toBe(
        made.body.detail.cartId,
      );
      const second = await cart.save(
        { orders: cart.ordersOf({ urlKey: 'beeswax-lip-balm', quantity: 1 }) },
        { session },
      );
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        result: 0,
        message: 'The account already has a cart; here it is',
        detail: made.body.detail,
      });
      // A guest cannot read it by its id.
      expect((await cart.get(made.body.detail.cartId)).status).toBe(404);
    });

    it('becomes the guest cart a shopper without one saves after signing in', async () => {
      const guest = await guestCart({ urlKey: 'dried-mango-200g', quantity: 2 });
      const { session } = await newShopper(server);
      // Signed in, the shopper reads the guest cart (the client's merge does) and saves it.
      expect((await cart.get(guest.cartId, { session })).status).toBe(200);
      const claimed = await cart.save(
        {
          cartId: guest.cartId,
          version: guest.version,
          orders: cart.ordersOf({ urlKey: 'dried-mango-200g', quantity: 3 }),
        },
        { session },
      );
      expect(claimed.status).toBe(200);
      expect((await cart.accountCartId({ session })).body.detail.cartId).toBe(guest.cartId);
      expect((await cart.get(guest.cartId)).status).toBe(404);
      expect((await cart.get(guest.cartId, { session })).body.detail).toEqual(claimed.body.detail);
    });

    it('takes a guest cart in with oldCartId, which goes; a replay changes nothing', async () => {
      const { session, own } = await shopperWithCart();
      const guest = await guestCart(
        { urlKey: 'beeswax-lip-balm', quantity: 2 },
        { urlKey: 'dried-mango-200g', quantity: 5 },
      );
      // The client merges: the guest's products of the stores added by seller, no product twice.
      const merge = {
        cartId: own.cartId,
        version: own.version,
        oldCartId: guest.cartId,
        oldVersion: guest.version,
        orders: cart.ordersOf(
          { urlKey: 'dried-mango-200g', quantity: 5 },
          { urlKey: 'beeswax-lip-balm', quantity: 2 },
        ),
      };
      const merged = await cart.save(merge, { session });
      expect(merged.status).toBe(200);
      expect(merged.body.detail.version).toBe(own.version + 1);
      expect(merged.body.detail.countProduct).toBe(2);
      expect((await cart.get(guest.cartId, { session })).status).toBe(404);
      expect((await cart.rowsOf(guest.cartId)).cart).toBeUndefined();

      const before = await cart.rowsOf(own.cartId);
      const replay = await cart.save(merge, { session });
      expect(replay.status).toBe(409);
      expect(replay.body.message).toBe('The cart was changed elsewhere; here it is as it is now');
      expect(replay.body.detail).toEqual(merged.body.detail);
      expect(await cart.rowsOf(own.cartId)).toEqual(before);

      // The same merge on the current version: the guest cart, already gone, is ignored.
      const again = await cart.save({ ...merge, version: merged.body.detail.version }, { session });
      expect(again.status).toBe(200);
      expect(again.body.detail.version).toBe(merged.body.detail.version + 1);
      expect(again.body.detail.orders).toEqual(merged.body.detail.orders);
    });

    it('refuses to merge a guest cart written after the client read it: no line of it is lost', async () => {
      const { session, own } = await shopperWithCart();
      const read = await guestCart({ urlKey: 'beeswax-lip-balm', quantity: 2 });
      // Another tab of the guest adds a line after the signing-in tab read the guest cart.
      const written = await cart.update(read.cartId, {
        version: read.version,
        changes: [cart.line({ urlKey: 'thai-tea-mix-400g', quantity: 1 })],
      });
      expect(written.status).toBe(200);
      const guestBefore = await cart.rowsOf(read.cartId);
      const ownBefore = await cart.rowsOf(own.cartId);

      const stale = await cart.save(
        {
          cartId: own.cartId,
          version: own.version,
          oldCartId: read.cartId,
          oldVersion: read.version,
          orders: cart.ordersOf(
            { urlKey: 'dried-mango-200g', quantity: 1 },
            { urlKey: 'beeswax-lip-balm', quantity: 2 },
          ),
        },
        { session },
      );
      expect(stale.status).toBe(409);
      // The guest cart as it is now, with the line the stale merge would have dropped.
      expect(stale.body.detail).toEqual(written.body.detail);
      expect(await cart.rowsOf(read.cartId)).toEqual(guestBefore);
      expect(await cart.rowsOf(own.cartId)).toEqual(ownBefore);

      const merged = await cart.save(
        {
          cartId: own.cartId,
          version: own.version,
          oldCartId: read.cartId,
          oldVersion: written.body.detail.version,
          orders: cart.ordersOf(
            { urlKey: 'dried-mango-200g', quantity: 1 },
            { urlKey: 'beeswax-lip-balm', quantity: 2 },
            { urlKey: 'thai-tea-mix-400g', quantity: 1 },
          ),
        },
        { session },
      );
      expect(merged.status).toBe(200);
      expect(merged.body.detail.countProduct).toBe(3);
      expect((await cart.rowsOf(read.cartId)).cart).toBeUndefined();
    });

    it("asks for the guest cart's version with oldCartId", async () => {
      const { session } = await newShopper(server);
      const guest = await guestCart({ urlKey: 'beeswax-lip-balm', quantity: 1 });
      const { status, body } = await cart.save(
        {
          oldCartId: guest.cartId,
          orders: cart.ordersOf({ urlKey: 'beeswax-lip-balm', quantity: 1 }),
        },
        { session },
      );
      expect(status).toBe(400);
      expect(body.message).toBe('body.oldVersion is required');
      expect((await cart.rowsOf(guest.cartId)).cart).toBeDefined();
    });
  });
});

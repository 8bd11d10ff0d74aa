// Who earns an order (issue 35), on PGlite and PostgreSQL: a landing through an affiliate's
// share is counted per link with nothing of the visitor; a code no affiliate has is refused, and
// clicks from one address are limited; a cart keeps the codes of a click that attributes and
// drops a forged one, another affiliate's, or one past the window; the last click wins, whatever
// the order the saves come in; and the order is attributed at placement unless the buyer is the
// affiliate, the click has passed its window, or the affiliate is no longer one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { affiliateClicks, users } from '../../server/db/tables.ts';
import { sharesOf } from '../../server/features/affiliates/share-clicks.ts';
import { ATTRIBUTION_WINDOW_DAYS } from '../../server/features/shared/attribution-rules.ts';
import { testClock } from './support/accounts.ts';
import {
  attributedBuyer,
  attributionOfOrders,
  clickOf,
  cookiesOf,
  landing,
  makeAffiliate,
  newAffiliate,
  saveCodes,
  unitCashbackOf,
} from './support/affiliates.ts';
import { cartCalls, newShopper, type SeedProduct, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 2 };
const CLICK_LIMIT = 5;
let addresses = 0;
/** A client address of a test's own (the server trusts X-Forwarded-For here). */
const from = () => ({ headers: { 'X-Forwarded-For': `203.0.113.${++addresses}` } });

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, {
    now: clock.now,
    trustProxy: true,
    rateLimits: { affiliateClicksPerAddress: { points: CLICK_LIMIT, seconds: 60 } },
  });
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });
  const placeFor = async (buyer: { session: string; cartId: string; addressId: number }) => {
    const placed = await orderCalls(server, buyer.session).checkOut(buyer, 2);
    expect(placed.status).toBe(200);
    return attributionOfOrders(server, placed.body.detail.payment.orderIds);
  };

  describe('a landing through a share', () => {
    it('is counted per link and network, and keeps nothing of the visitor', async () => {
      const affiliate = await newAffiliate(server);
      const visitor = await newShopper(server);
      const seen = {
        session: visitor.session,
        headers: { ...from().headers, 'User-Agent': 'Mozilla/5.0 (visitor)' },
      };
      const landed = await landing(
        server,
        { affiliateCode: affiliate.affiliateCode, path: '/pd/hN3x9a?aff=X&fbclid=visitor' },
        seen,
      );
      expect(landed.status).toBe(200);
      const { clickId, expiresAt } = landed.body.detail;
      expect(clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(landed.body.detail.affiliateCode).toBe(affiliate.affiliateCode);
      expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(
        ATTRIBUTION_WINDOW_DAYS * DAY_MS,
      );
      const code = affiliate.affiliateCode;
      await landing(server, { affiliateCode: code, path: '/pd/hN3x9a/', referer: 'line' }, from());
      await landing(server, { affiliateCode: code, path: '/pd/hN3x9a', referer: 'line' }, from());
      await landing(server, { affiliateCode: code, path: '/product/a?aff=1#x' }, from());

      const [row] = await server.db
        .select()
        .from(affiliateClicks)
        .where(eq(affiliateClicks.id, clickId));
      // The click's columns are all there is: the affiliate, the link, the network, the time.
      expect(Object.keys(row ?? {}).sort()).toEqual(
        ['affiliateUserId', 'createdAt', 'id', 'link', 'referer'].sort(),
      );
      expect(row).toMatchObject({
        affiliateUserId: affiliate.userId,
        link: 'hN3x9a',
        referer: null,
      });
      expect(await sharesOf(server.db, affiliate.userId, { limit: 10, offset: 0 })).toEqual({
        dataList: [
          {
            link: 'hN3x9a',
            clicks: 3,
            orders: 0,
            networks: [
              { network: 'line', clicks: 2 },
              { network: null, clicks: 1 },
            ],
          },
          { link: '/product/a', clicks: 1, orders: 0, networks: [{ network: null, clicks: 1 }] },
        ],
        count: 2,
      });
    });

    it('is refused for a code no affiliate has: unknown, of a member not verified, or malformed', async () => {
      const member = await newShopper(server);
      const [row] = await server.db
        .select({ affiliateCode: users.affiliateCode })
        .from(users)
        .where(eq(users.id, member.userId));
      expect(row?.affiliateCode).toBeNull();
      const unknown = await landing(server, { affiliateCode: 'ZZZZ2222' }, from());
      expect(unknown.status).toBe(400);
      expect(unknown.body.detail).toEqual([
        { field: 'body.affiliateCode', message: 'is not the code of an affiliate' },
      ]);
      const thai = await landing(
        server,
        { affiliateCode: 'ZZZZ2222' },
        { ...from(), culture: 'th' },
      );
      expect(thai.body.message).toBe('body.affiliateCode: ไม่ใช่รหัสของนักขายพันธมิตร');
      const clicks = async () => (await server.db.select().from(affiliateClicks)).length;
      const before = await clicks();
      for (const body of [
        { affiliateCode: 'zzzz2222' },
        { affiliateCode: 'ZZZZ2222', path: 'https://evil.example/' },
        { affiliateCode: 'ZZZZ2222', path: `/${'a'.repeat(600)}` },
        { affiliateCode: 'ZZZZ2222', referer: 'myspace' },
      ])
        expect((await landing(server, body, from())).status).toBe(400);
      expect(await clicks()).toBe(before);
    });

    it('from one address is limited: past the limit a 429, codes tried included', async () => {
      const affiliate = await newAffiliate(server);
      const address = from();
      for (let i = 0; i < CLICK_LIMIT - 1; i++)
        expect(
          (await landing(server, { affiliateCode: affiliate.affiliateCode }, address)).status,
        ).toBe(200);
      expect((await landing(server, { affiliateCode: 'ZZZZ2222' }, address)).status).toBe(400);
      const over = await landing(server, { affiliateCode: affiliate.affiliateCode }, address);
      expect(over.status).toBe(429);
      expect(over.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(
        (await landing(server, { affiliateCode: affiliate.affiliateCode }, from())).status,
      ).toBe(200);
    });
  });

  describe('a cart', () => {
    it("keeps a click's codes, with the network it recorded; a save without codes keeps them", async () => {
      const affiliate = await newAffiliate(server);
      const clickId = await clickOf(server, affiliate.affiliateCode, from());
      const cart = cartCalls(server, catalogue);
      // A guest's new cart, the network sent not the one recorded.
      const made = await cart.save({
        orders: cart.ordersOf(HONEY),
        ...cookiesOf(affiliate.affiliateCode, clickId, 'twitter'),
      });
      expect(made.body.detail).toMatchObject({
        affiliateCode: affiliate.affiliateCode,
        codeShare: clickId,
        referer: 'line',
      });
      const again = await cart.save({
        cartId: made.body.detail.cartId,
        version: made.body.detail.version,
        orders: cart.ordersOf({ ...HONEY, quantity: 3 }),
      });
      expect(again.body.detail).toMatchObject({
        affiliateCode: affiliate.affiliateCode,
        codeShare: clickId,
      });
    });

    it('that exists is attributed by an update carrying the codes, one version on; a forged click changes nothing', async () => {
      const affiliate = await newAffiliate(server);
      const cart = cartCalls(server, catalogue);
      // The shopper's cart from before the landing.
      const made = (await cart.save({ orders: cart.ordersOf(HONEY) })).body.detail;
      expect(made.affiliateCode).toBe('');
      const clickId = await clickOf(server, affiliate.affiliateCode, from());
      const change = cart.line({ ...HONEY, quantity: 2 });
      const updated = await cart.update(made.cartId, {
        version: made.version,
        changes: [change],
        ...cookiesOf(affiliate.affiliateCode, clickId),
      });
      expect(updated.body.detail).toMatchObject({
        affiliateCode: affiliate.affiliateCode,
        codeShare: clickId,
        referer: 'line',
        version: made.version + 2,
      });
      const read = await cart.get(made.cartId);
      expect(read.body.detail).toMatchObject({ codeShare: clickId, version: made.version + 2 });
      // Forged, or without codes: the click stays, and the version moves only for the lines.
      for (const codes of [cookiesOf(affiliate.affiliateCode, 'AAAAAAAAAAAAAAAAAAAAAA'), {}]) {
        const current = (await cart.get(made.cartId)).body.detail;
        const again = await cart.update(made.cartId, {
          version: current.version,
          changes: [change],
          ...codes,
        });
        expect(again.body.detail).toMatchObject({
          codeShare: clickId,
          version: current.version + 1,
        });
      }
    });

    it("drops a forged click id, another affiliate's click, and one past the window", async () => {
      const [one, other] = [await newAffiliate(server), await newAffiliate(server)];
      const clickId = await clickOf(server, one.affiliateCode, from());
      const otherClick = await clickOf(server, other.affiliateCode, from());
      const none = { affiliateCode: '', codeShare: '', referer: '' };
      const cart = cartCalls(server, catalogue);
      const save = (codes: Record<string, string>) =>
        cart.save({ orders: cart.ordersOf(HONEY), ...codes });
      const forged = await save(cookiesOf(one.affiliateCode, 'AAAAAAAAAAAAAAAAAAAAAA'));
      expect(forged.status).toBe(200);
      expect(forged.body.detail).toMatchObject(none);
      expect((await save(cookiesOf(one.affiliateCode, otherClick))).body.detail).toMatchObject(
        none,
      );
      expect((await save(cookiesOf('', clickId))).body.detail).toMatchObject(none);
      const kept = await save(cookiesOf(one.affiliateCode, clickId));
      expect(kept.body.detail.codeShare).toBe(clickId);

      clock.advance(ATTRIBUTION_WINDOW_DAYS * DAY_MS);
      expect((await save(cookiesOf(one.affiliateCode, clickId))).body.detail).toMatchObject(none);
      // Saved with codes again, the stale one the cart held goes too.
      const stale = await cart.save({
        cartId: kept.body.detail.cartId,
        version: kept.body.detail.version,
        orders: cart.ordersOf(HONEY),
        ...cookiesOf(one.affiliateCode, clickId),
      });
      expect(stale.body.detail).toMatchObject(none);
    });

    it('merged from a guest at sign-in, keeps the guest cart click', async () => {
      const affiliate = await newAffiliate(server);
      const clickId = await clickOf(server, affiliate.affiliateCode, from());
      const cart = cartCalls(server, catalogue);
      const guest = await cart.save({
        orders: cart.ordersOf(HONEY),
        ...cookiesOf(affiliate.affiliateCode, clickId),
      });
      const shopper = await newShopper(server);
      const own = await cart.save(
        { orders: cart.ordersOf({ urlKey: 'thai-tea-mix-400g', quantity: 1 }) },
        { session: shopper.session },
      );
      const merged = await cart.save(
        {
          cartId: own.body.detail.cartId,
          version: own.body.detail.version,
          orders: cart.ordersOf({ urlKey: 'thai-tea-mix-400g', quantity: 1 }, HONEY),
          oldCartId: guest.body.detail.cartId,
          oldVersion: guest.body.detail.version,
        },
        { session: shopper.session },
      );
      expect(merged.body.detail).toMatchObject({
        affiliateCode: affiliate.affiliateCode,
        codeShare: clickId,
      });
    });
  });

  describe('an order', () => {
    it('goes to the last click, whichever save comes last, with the cashback of its lines', async () => {
      const [first, last] = [await newAffiliate(server), await newAffiliate(server)];
      const firstClick = await clickOf(server, first.affiliateCode, from());
      clock.advance(60_000);
      const lastClick = await clickOf(server, last.affiliateCode, from());
      const buyer = await attributedBuyer(
        server,
        catalogue,
        cookiesOf(first.affiliateCode, firstClick),
        HONEY,
      );
      expect(buyer.saved.affiliateCode).toBe(first.affiliateCode);
      const later = await saveCodes(
        server,
        catalogue,
        buyer,
        cookiesOf(last.affiliateCode, lastClick),
        [HONEY],
      );
      expect(later.affiliateCode).toBe(last.affiliateCode);
      // Another tab's older cookie does not take it back.
      const stale = await saveCodes(
        server,
        catalogue,
        buyer,
        cookiesOf(first.affiliateCode, firstClick),
        [HONEY],
      );
      expect(stale).toMatchObject({ affiliateCode: last.affiliateCode, codeShare: lastClick });

      const honey = catalogue.get(HONEY.urlKey)?.id ?? 0;
      const unit = await unitCashbackOf(server, honey);
      expect(unit).toBeGreaterThan(0);
      expect(await placeFor(buyer)).toEqual([
        expect.objectContaining({
          affiliateUserId: last.userId,
          affiliateClickId: lastClick,
          cashbackSatang: unit * HONEY.quantity,
        }),
      ]);
    });

    it("earns nothing bought through one's own link", async () => {
      const buyer = await newBuyer(server, catalogue, HONEY);
      const ownCode = await makeAffiliate(server, buyer.userId);
      const clickId = await clickOf(server, ownCode, from());
      expect(
        (await saveCodes(server, catalogue, buyer, cookiesOf(ownCode, clickId), [HONEY])).codeShare,
      ).toBe(clickId);
      expect(await placeFor(buyer)).toEqual([
        expect.objectContaining({
          affiliateUserId: null,
          affiliateClickId: null,
          cashbackSatang: 0,
        }),
      ]);
    });

    it('earns nothing from a click past its window at placement', async () => {
      const affiliate = await newAffiliate(server);
      const clickId = await clickOf(server, affiliate.affiliateCode, from());
      const buyer = await attributedBuyer(
        server,
        catalogue,
        cookiesOf(affiliate.affiliateCode, clickId),
        HONEY,
      );
      expect(buyer.saved.codeShare).toBe(clickId);
      clock.advance(ATTRIBUTION_WINDOW_DAYS * DAY_MS + 1);
      expect(await placeFor(buyer)).toEqual([
        expect.objectContaining({ affiliateUserId: null, cashbackSatang: 0 }),
      ]);
    });

    it('earns nothing for a member no longer an affiliate', async () => {
      const affiliate = await newAffiliate(server);
      const clickId = await clickOf(server, affiliate.affiliateCode, from());
      const buyer = await attributedBuyer(
        server,
        catalogue,
        cookiesOf(affiliate.affiliateCode, clickId),
        HONEY,
      );
      await server.db
        .update(users)
        .set({ affiliateCode: null })
        .where(eq(users.id, affiliate.userId));
      expect(await placeFor(buyer)).toEqual([
        expect.objectContaining({ affiliateUserId: null, cashbackSatang: 0 }),
      ]);
    });
  });
});

// The profile's rewards and vouchers (issue 38): a signed-in shopper's coupons usable now, with
// their conditions and limits as checkout applies them: an ended one is not there, one the
// shopper has used up goes, one used up by everyone goes for everyone.
import { beforeAll, describe, expect, it } from 'vitest';
import { newShopper, type SeedProduct, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 2 };

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver);
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });
  const coupons = async (session: string) => {
    const { status, body } = await server.call('listMyCoupons', '/user/coupons', { session });
    expect(status).toBe(200);
    return body.detail;
  };
  const usingCode = async (promotionCode: string) => {
    const buyer = await newBuyer(server, catalogue, HONEY);
    const calls = orderCalls(server, buyer.session);
    const { body } = await calls.calculate({
      cartId: buyer.cartId,
      paymentTypeId: 2,
      promotionCode,
    });
    const placed = await calls.place({
      cartId: buyer.cartId,
      addressId: buyer.addressId,
      paymentTypeId: 2,
      promotionCode,
      expectedTotal: body.detail.grandTotal,
    });
    expect(placed.status).toBe(200);
    return buyer;
  };

  it('lists the running coupons with their terms, ending soonest first, never an ended one', async () => {
    const { session } = await newShopper(server);
    const list = await coupons(session);
    expect(list.map((c) => c.code)).not.toContain('SONGKRAN');
    expect(list.find((c) => c.code === 'WELCOME50')).toMatchObject({
      discount: { kind: 'baht', amount: 50 },
      minSpend: 300,
      usesLeft: null,
      myUsesLeft: 1,
    });
    expect(list.find((c) => c.code === 'HONEY10')).toMatchObject({
      discount: { kind: 'percent', percent: 10, maxDiscount: 100 },
      minSpend: 0,
      usesLeft: null,
      myUsesLeft: null,
    });
    expect(list.find((c) => c.code === 'LUCKY100')?.usesLeft).toBe(1);
    const ends = list.map((c) => Date.parse(c.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });

  it('drops a coupon the shopper has used up, and one everyone has', async () => {
    const buyer = await usingCode('WELCOME50');
    expect((await coupons(buyer.session)).map((c) => c.code)).not.toContain('WELCOME50');
    await usingCode('LUCKY100');
    const other = await newShopper(server);
    const codes = (await coupons(other.session)).map((c) => c.code);
    expect(codes).toContain('WELCOME50');
    expect(codes).not.toContain('LUCKY100');
  });

  it('is a 401 without a session', async () => {
    expect((await server.call('listMyCoupons', '/user/coupons')).status).toBe(401);
  });
});

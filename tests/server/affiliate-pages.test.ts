// The affiliate's pages (issue 35), on PGlite and PostgreSQL: a verified affiliate whose links
// were clicked and whose buyers' orders stand in every state (confirmed, waiting complete,
// waiting on cash on delivery, earning nothing, unpaid, expired) reads their figures, ledger,
// links, sales and buyers; every figure is summed again here from the ledger's entries and the
// orders and must agree; buyers are never named whole; a member who is not an affiliate is
// refused, pages past the last are empty, and a bad page is a 400 in the request's language.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orders, products, users } from '../../server/db/tables.ts';
import { expectedConfirmationAt } from '../../server/features/shared/cashback-rules.ts';
import { sessionOf, testClock } from './support/accounts.ts';
import {
  attributedBuyer,
  cookiesOf,
  landing,
  newAffiliate,
  saveCodes,
} from './support/affiliates.ts';
import {
  cartCalls,
  type LineSpec,
  newShopper,
  type SeedProduct,
  seededProducts,
} from './support/cart.ts';
import { orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { type CallOptions, DRIVERS, useTestServer } from './support/server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const HONEY = { urlKey: 'wild-forest-honey-500g', quantity: 2 };
const TEA = { urlKey: 'thai-tea-mix-400g', quantity: 1 };
const MASK = { urlKey: 'honey-face-mask-100g', quantity: 1 };
const TRANSFER = 2;
const COD = 4;
/** The short link's path and the product page's: what clicks are counted under. */
const SHORT = { path: '/pd/hN3x9a', link: 'hN3x9a' };
const PAGE = {
  path: '/product/wild-forest-honey-500g?aff=x',
  link: '/product/wild-forest-honey-500g',
};
const STORE = { path: '/st/shop1', link: 'shop1' };

const satang = (baht: number) => Math.round(baht * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  const server = useTestServer(driver, { now: clock.now, adminToken: STAFF_TOKEN });
  let catalogue: Map<string, SeedProduct>;
  let affiliate: Awaited<ReturnType<typeof newAffiliate>>;
  /** Each sale's order id, reference code and when it was placed. */
  const sales: Record<string, { orderId: number; referenceCode: string; at: Date }> = {};
  const buyers: Record<string, { userId: number; session: string; addressId: number }> = {};
  /** When the confirmed sale and the complete one still waiting were completed. */
  const completed = { confirmed: new Date(0), waiting: new Date(0) };

  const as = (session: string, culture: 'th' | 'en' = 'en'): CallOptions => ({ session, culture });
  const finance = (options: CallOptions) =>
    server.call('getAffiliateFinance', '/Affiliate/web/getfin/share', options);
  const ledger = (options: CallOptions, query = '') =>
    server.call('getAffiliateLedger', `/affiliate/ledger${query}`, options);
  const shares = (options: CallOptions, query = '') =>
    server.call('getAffiliateShares', `/affiliate/shares${query}`, options);
  const salesPage = (options: CallOptions, query = '') =>
    server.call('getAffiliateSales', `/affiliate/sales${query}`, options);
  const customers = (options: CallOptions, query = '') =>
    server.call('getAffiliateCustomers', `/affiliate/customers${query}`, options);
  const staff = (orderId: number, action: string) =>
    orderCalls(server, '')
      .staff(orderId, action)
      .then(({ status }) => expect(status).toBe(200));

  /** A landing through the affiliate's link: the click's id. */
  async function click(path: string, referer?: string) {
    const landed = await landing(server, {
      affiliateCode: affiliate.affiliateCode,
      path,
      ...(referer ? { referer } : {}),
    });
    expect(landed.status).toBe(200);
    return landed.body.detail.clickId;
  }

  /** `name`'s checkout of `line` through a click on `path`, by a new buyer or one of before. */
  async function sell(
    name: string,
    {
      path,
      referer,
      buyer,
      line,
      paymentTypeId,
    }: {
      path: string;
      referer?: string;
      buyer: string;
      line: LineSpec;
      paymentTypeId: number;
    },
  ) {
    const codes = cookiesOf(affiliate.affiliateCode, await click(path, referer));
    let cartId: string;
    const known = buyers[buyer];
    if (known) {
      const cart = cartCalls(server, catalogue);
      const saved = await cart.save({ orders: cart.ordersOf(line) }, { session: known.session });
      cartId = saved.body.detail.cartId;
      await saveCodes(server, catalogue, { cartId, session: known.session }, codes, [line]);
    } else {
      const made = await attributedBuyer(server, catalogue, codes, line);
      buyers[buyer] = made;
      cartId = made.cartId;
    }
    const who = buyers[buyer] ?? { session: '', addressId: 0 };
    const placed = await orderCalls(server, who.session).checkOut(
      { cartId, addressId: who.addressId },
      paymentTypeId,
    );
    expect(placed.status).toBe(200);
    const { payment } = placed.body.detail;
    sales[name] = {
      orderId: payment.orderIds[0] ?? 0,
      referenceCode: payment.referenceCode,
      at: clock.now(),
    };
    clock.advance(MINUTE_MS);
    return sales[name].orderId;
  }

  beforeAll(async () => {
    catalogue = await seededProducts(server);
    affiliate = await newAffiliate(server);
    await server.db
      .update(products)
      .set({ cashbackSatang: 0 })
      .where(eq(products.id, catalogue.get(MASK.urlKey)?.id ?? 0));

    // Confirmed: paid, shipped, complete, and past its return window (below).
    const confirmed = await sell('confirmed', {
      path: SHORT.path,
      referer: 'facebook',
      buyer: 'named',
      line: HONEY,
      paymentTypeId: TRANSFER,
    });
    for (const move of ['confirm-payment', 'ship', 'complete']) await staff(confirmed, move);
    completed.confirmed = clock.now();
    // Waiting from placement: cash on delivery.
    await sell('cod', {
      path: SHORT.path,
      referer: 'line',
      buyer: 'mailed',
      line: TEA,
      paymentTypeId: COD,
    });
    // Waiting, complete later: expected at the end of its return window.
    const complete = await sell('complete', {
      path: PAGE.path,
      buyer: 'mailed',
      line: HONEY,
      paymentTypeId: TRANSFER,
    });
    await staff(complete, 'confirm-payment');
    await staff(complete, 'ship');
    // Paid and shipped, but its products earn nothing.
    const nothing = await sell('nothing', {
      path: SHORT.path,
      referer: 'line',
      buyer: 'masked',
      line: MASK,
      paymentTypeId: TRANSFER,
    });
    await staff(nothing, 'confirm-payment');
    await staff(nothing, 'ship');
    // Never paid: expired once the clock passes its time.
    await sell('expired', {
      path: PAGE.path,
      referer: 'email',
      buyer: 'phoned',
      line: TEA,
      paymentTypeId: TRANSFER,
    });
    await click(PAGE.path, 'email');
    await click(PAGE.path, 'email');
    await click(STORE.path, 'copy');

    clock.advance(3 * DAY_MS);
    await staff(complete, 'complete');
    completed.waiting = clock.now();
    // Placed now, waiting for its payment.
    await sell('unpaid', {
      path: SHORT.path,
      referer: 'line',
      buyer: 'phoned',
      line: TEA,
      paymentTypeId: TRANSFER,
    });
    const asOf = new Date(completed.confirmed.getTime() + 7 * DAY_MS).toISOString();
    const confirmedNow = await server.call('confirmCashback', '/admin/cashback/confirm', {
      headers: { 'X-Admin-Token': STAFF_TOKEN },
      body: { asOf },
    });
    expect(confirmedNow.body.detail.confirmed).toBe(1);

    // The buyers as their accounts name them: a first name, an e-mail only, a phone only.
    const [named, mailed, masked, phoned] = ['named', 'mailed', 'masked', 'phoned'].map(
      (buyer) => buyers[buyer]?.userId ?? 0,
    );
    await server.db
      .update(users)
      .set({ firstname: 'สมศักดิ์' })
      .where(eq(users.id, named ?? 0));
    await server.db
      .update(users)
      .set({ firstname: '  ' })
      .where(eq(users.id, mailed ?? 0));
    await server.db
      .update(users)
      .set({ firstname: 'Ann' })
      .where(eq(users.id, masked ?? 0));
    await server.db
      .update(users)
      .set({ email: null })
      .where(eq(users.id, phoned ?? 0));
  });

  it('answers figures that reconcile with the ledger and the orders, summed again here', async () => {
    const { status, body } = await finance(as(affiliate.session));
    expect(status).toBe(200);
    const figures = body.detail;
    expect(figures.affiliateCode).toBe(affiliate.affiliateCode);

    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, affiliate.userId));
    const of = (kind: string) =>
      sum(entries.filter((entry) => entry.kind === kind).map((entry) => entry.amountSatang));
    expect(satang(figures.confirmed)).toBe(of('cashback.confirmed'));
    expect(satang(figures.waiting)).toBe(
      of('cashback.waiting') - of('cashback.confirmed') - of('cashback.cancelled'),
    );
    expect(satang(figures.reversed)).toBe(of('cashback.reversed'));
    expect(satang(figures.withdrawn)).toBe(of('withdrawal.transferred'));
    expect(satang(figures.inFlight)).toBe(
      of('withdrawal.requested') - of('withdrawal.refused') - of('withdrawal.transferred'),
    );
    expect(satang(figures.balance)).toBe(sum(entries.map((entry) => entry.balanceChangeSatang)));
    expect(satang(figures.balance)).toBe(
      entries.reduce((last, entry) => (entry.seq > last.seq ? entry : last)).balanceAfterSatang,
    );
    expect(figures.confirmed).toBeGreaterThan(0);
    expect(figures.waiting).toBeGreaterThan(0);
    expect(figures.balance).toBe(figures.confirmed);

    // Paid or on their way: ready to ship, shipped or complete.
    const attributed = await server.db
      .select()
      .from(orders)
      .where(eq(orders.affiliateUserId, affiliate.userId));
    const counted = attributed.filter((order) => [3, 4, 5].includes(order.statusId));
    expect(counted.map((order) => order.id).sort((a, b) => a - b)).toEqual(
      ['confirmed', 'cod', 'complete', 'nothing'].map((name) => sales[name]?.orderId),
    );
    expect(figures.orders).toBe(counted.length);
    expect(satang(figures.sales)).toBe(sum(counted.map((order) => order.totalSatang)));
    // Six checkouts' clicks, two more on the product page and one on a store.
    expect(figures.clicks).toBe(9);

    // Each page adds up to the figures.
    const all = '?perPage=60';
    const sold = (await salesPage(as(affiliate.session), all)).body.detail.dataList;
    const cashbackIn = (state: string) =>
      satang(sum(sold.filter((sale) => sale.cashbackState === state).map((sale) => sale.cashback)));
    expect(cashbackIn('waiting')).toBe(satang(figures.waiting));
    expect(cashbackIn('confirmed')).toBe(satang(figures.confirmed));
    const buyersPage = (await customers(as(affiliate.session), all)).body.detail.dataList;
    expect(sum(buyersPage.map((buyer) => buyer.orders))).toBe(figures.orders);
    expect(satang(sum(buyersPage.map((buyer) => buyer.total)))).toBe(satang(figures.sales));
    const links = (await shares(as(affiliate.session), all)).body.detail.dataList;
    expect(sum(links.map((link) => link.clicks))).toBe(figures.clicks);
    expect(sum(links.map((link) => link.orders))).toBe(figures.orders);
    const statement = (await ledger(as(affiliate.session), all)).body.detail.dataList;
    expect(satang(sum(statement.map((entry) => entry.balanceChange)))).toBe(
      satang(figures.balance),
    );
    expect(statement[0]?.balanceAfter).toBe(figures.balance);
  });

  it('answers the ledger newest first, with reference codes and when waiting cashback is due', async () => {
    const { body } = await ledger(as(affiliate.session));
    const code = (name: string) => sales[name]?.referenceCode;
    const at = (date: Date | undefined) => (date ? date.toISOString() : undefined);
    expect(body.detail.count).toBe(4);
    expect(
      body.detail.dataList.map(({ seq, kind, reason, expectedAt }) => ({
        seq,
        kind,
        reason,
        expectedAt,
      })),
    ).toEqual([
      // A confirmation reads as its waiting cashback does; the source closed, nothing expected.
      { seq: 4, kind: 'cashback.confirmed', reason: code('confirmed'), expectedAt: null },
      {
        seq: 3,
        kind: 'cashback.waiting',
        reason: code('complete'),
        expectedAt: at(new Date(completed.waiting.getTime() + 7 * DAY_MS)),
      },
      {
        seq: 2,
        kind: 'cashback.waiting',
        reason: code('cod'),
        expectedAt: at(sales.cod && expectedConfirmationAt(sales.cod.at)),
      },
      { seq: 1, kind: 'cashback.waiting', reason: code('confirmed'), expectedAt: null },
    ]);
    const [confirmation, , , waited] = body.detail.dataList;
    expect(confirmation?.amount).toBe(waited?.amount);
    expect(confirmation?.balanceChange).toBe(confirmation?.amount);
    expect(waited?.balanceChange).toBe(0);
    expect(confirmation?.balanceAfter).toBe(confirmation?.amount);
  });

  it('answers each link with its clicks by network and its orders, most clicked first', async () => {
    const { body } = await shares(as(affiliate.session));
    expect(body.detail).toEqual({
      count: 3,
      dataList: [
        // Four clicks each: the product page's path comes first in byte order.
        {
          link: PAGE.link,
          clicks: 4,
          orders: 1,
          networks: [
            { network: 'email', clicks: 3 },
            { network: null, clicks: 1 },
          ],
        },
        {
          link: SHORT.link,
          clicks: 4,
          orders: 3,
          networks: [
            { network: 'line', clicks: 3 },
            { network: 'facebook', clicks: 1 },
          ],
        },
        { link: STORE.link, clicks: 1, orders: 0, networks: [{ network: 'copy', clicks: 1 }] },
      ],
    });
  });

  it('answers the sales newest first, with status, cashback and its state, buyers masked', async () => {
    const { body } = await salesPage(as(affiliate.session, 'th'));
    expect(body.detail.count).toBe(6);
    const rows = body.detail.dataList;
    expect(rows.map((sale) => sale.referenceCode)).toEqual(
      ['unpaid', 'expired', 'nothing', 'complete', 'cod', 'confirmed'].map(
        (name) => sales[name]?.referenceCode,
      ),
    );
    expect(
      rows.map(({ statusId, status, cashbackState, buyer }) => ({
        statusId,
        status,
        cashbackState,
        buyer,
      })),
    ).toEqual([
      {
        statusId: 1,
        status: 'รอชำระเงิน',
        cashbackState: 'none',
        buyer: expect.stringMatching(/^09\d\*{3}x{4}$/),
      },
      {
        statusId: 6,
        status: 'คำสั่งซื้อหมดอายุ',
        cashbackState: 'none',
        buyer: expect.stringMatching(/^09\d\*{3}x{4}$/),
      },
      { statusId: 4, status: 'จัดส่งแล้ว', cashbackState: 'none', buyer: 'An***' },
      { statusId: 5, status: 'สำเร็จ', cashbackState: 'waiting', buyer: 'car***@example.com' },
      { statusId: 3, status: 'รอจัดส่ง', cashbackState: 'waiting', buyer: 'car***@example.com' },
      { statusId: 5, status: 'สำเร็จ', cashbackState: 'confirmed', buyer: 'สมศั***' },
    ]);
    expect(rows[0]?.placedAt).toBe(sales.unpaid?.at.toISOString());
    expect(rows[2]?.cashback).toBe(0);
    for (const sale of rows.slice(3)) expect(sale.cashback).toBeGreaterThan(0);
    const english = await salesPage(as(affiliate.session, 'en'));
    expect(english.body.detail.dataList[1]?.status).toBe('Order expired');
  });

  it('answers the buyers of counted orders, latest first, never named whole', async () => {
    const { body } = await customers(as(affiliate.session));
    expect(body.detail.count).toBe(3);
    expect(
      body.detail.dataList.map(({ name, orders: placed, lastOrderAt }) => ({
        name,
        placed,
        lastOrderAt,
      })),
    ).toEqual([
      { name: 'An***', placed: 1, lastOrderAt: sales.nothing?.at.toISOString() },
      { name: 'car***@example.com', placed: 2, lastOrderAt: sales.complete?.at.toISOString() },
      { name: 'สมศั***', placed: 1, lastOrderAt: sales.confirmed?.at.toISOString() },
    ]);
    // Nothing of any buyer whole, in any of the affiliate's answers.
    const accounts = await server.db.select().from(users);
    const mine = accounts.filter((user) =>
      Object.values(buyers).some((buyer) => buyer.userId === user.id),
    );
    const answers = JSON.stringify(
      await Promise.all(
        [finance, ledger, shares, salesPage, customers].map((read) =>
          read(as(affiliate.session)).then((answer) => answer.body),
        ),
      ),
    );
    for (const user of mine)
      for (const whole of [user.firstname?.trim(), user.lastname, user.email, user.telephone])
        if (whole) expect(answers).not.toContain(whole);
  });

  it('refuses a member who is not an affiliate, in their language, and one signed out', async () => {
    const member = await newShopper(server);
    for (const read of [finance, ledger, shares, salesPage, customers]) {
      const refused = await read(as(member.session));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'This is for verified affiliates only: apply to become one first',
      );
      const thai = await read(as(member.session, 'th'));
      expect(thai.body.message).toBe(
        'สำหรับนักขายพันธมิตรที่ได้รับการยืนยันแล้วเท่านั้น กรุณาสมัครเป็นนักขายพันธมิตรก่อน',
      );
      expect((await read({})).status).toBe(401);
    }
  });

  it('pages every list: pages together are the whole, past the last is empty', async () => {
    for (const read of [ledger, shares, salesPage, customers]) {
      const whole = (await read(as(affiliate.session), '?perPage=60')).body.detail;
      const paged = [];
      for (let pageNo = 1; pageNo <= whole.count; pageNo++) {
        const { body } = await read(as(affiliate.session), `?pageNo=${pageNo}&perPage=1`);
        expect(body.detail.count).toBe(whole.count);
        paged.push(...body.detail.dataList);
      }
      expect(paged).toEqual(whole.dataList);
      const past = await read(as(affiliate.session), `?pageNo=${whole.count + 1}&perPage=1`);
      expect(past.body.detail).toEqual({ dataList: [], count: whole.count });
      const last = await read(as(affiliate.session), '?pageNo=100000&perPage=60');
      expect(last.body.detail).toEqual({ dataList: [], count: whole.count });
    }
  });

  it('refuses a bad page as a 400 naming it, in the request language', async () => {
    for (const read of [ledger, shares, salesPage, customers])
      for (const query of [
        '?pageNo=0',
        '?pageNo=-1',
        '?pageNo=abc',
        '?pageNo=100001',
        '?pageNo=1.5',
        '?perPage=61',
      ]) {
        const bad = await read(as(affiliate.session), query);
        expect(bad.status, query).toBe(400);
        const field = query.startsWith('?perPage') ? 'query.perPage' : 'query.pageNo';
        expect(bad.body.detail).toEqual([expect.objectContaining({ field })]);
        expect(bad.body.message.startsWith(field)).toBe(true);
        const thai = await read(as(affiliate.session, 'th'), query);
        expect(thai.body.message).not.toBe(bad.body.message);
      }
  });

  it('the seeded demo affiliate signs in with the demo password, verified, with nothing earned yet', async () => {
    const login = await server.call('login', '/login', {
      body: { email: 'affiliate@example.com', password: 'Demo1234', type: 4 },
    });
    expect(login.status).toBe(200);
    const session = sessionOf(login.headers);
    const figures = await finance(as(session));
    expect(figures.body.detail).toMatchObject({
      affiliateCode: 'KHAYDEE2',
      balance: 0,
      waiting: 0,
    });
    const state = await server.call('getAffiliateApplication', '/affiliate/application', {
      session,
    });
    expect(state.body.detail.application?.status).toBe('verified');
  });
});

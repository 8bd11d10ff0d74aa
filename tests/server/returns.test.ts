// Returns and refunds (issue 38), on PGlite and PostgreSQL: only the buyer asks, once per order,
// while it is delivered and not yet received, within 7 days of delivery; lines of the order, not
// its gifts, at most as bought; photos by the shared shopper photos' rules (at most 5, checked by
// their bytes, 2 MB); the refund to a bank account, or to the card when paid by card. Staff
// accept, refuse (with a reason) or receive, each move named by where it comes from, so racing
// moves change it once; receiving gives the stock back and refunds (the card through the
// stand-in, tried again by the sweep when the provider fails; a bank refund with its transfer's
// reference); the order's cashback is confirmed less what the returned units earned. While a
// return is being decided, receipt cannot be confirmed.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { products, returnRequests } from '../../server/db/tables.ts';
import type { StripeStandIn } from '../../server/features/orders/stripe-stand-in/index.ts';
import { entriesOf, totalsFor } from '../../server/features/shared/ledger.ts';
import { testClock } from './support/accounts.ts';
import {
  attributedBuyer,
  attributionOfOrders,
  clickOf,
  cookiesOf,
  newAffiliate,
} from './support/affiliates.ts';
import { type LineSpec, newShopper, type SeedProduct, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { DRIVERS, type FieldError, useTestServer } from './support/server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TWO_MB = 2 * 1024 * 1024;
const PUBLIC_URL = 'http://shop.localhost:3000';
const CARD = 1;
const TRANSFER = 2;
const HONEY = { urlKey: 'longan-honey-sticks-20', quantity: 2 };
// Of the tomato juices' store, as the gift is.
const LOW_SODIUM = { urlKey: 'low-sodium-tomato-juice-1l', quantity: 1 };
// Two packs of tomato juice bring one bottle with honey free (a type 5 promotion).
const TOMATO = { urlKey: 'tomato-juice-no-sugar-250ml', option: 'Pack of 6', quantity: 2 };
const BANK = {
  kind: 'bank',
  bankName: 'ธนาคารกสิกรไทย',
  accountName: 'สมศรี ใจดี',
  accountNumber: '1234567890',
} as const;

const fieldsOf = (detail: unknown) => (detail as FieldError[]).map((error) => error.field);

describe.each(DRIVERS)('on %s', (driver) => {
  const clock = testClock();
  let standIn: StripeStandIn | undefined;
  const server = useTestServer(driver, {
    now: clock.now,
    adminToken: STAFF_TOKEN,
    publicUrl: PUBLIC_URL,
    onStripeStandIn: (played) => {
      standIn = played;
    },
  });
  const stripe = () => {
    if (!standIn) throw new Error('the stand-in plays Stripe in these tests');
    return standIn;
  };
  let catalogue: Map<string, SeedProduct>;
  beforeAll(async () => {
    catalogue = await seededProducts(server);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const staffOrder = (orderId: number, action: string) =>
    orderCalls(server, '').staff(orderId, action);
  const staffHeaders = { 'X-Admin-Token': STAFF_TOKEN };
  const move = (id: number, action: string, body: object = {}) =>
    server.call('moveReturn', `/admin/returns/${id}/${action}`, { headers: staffHeaders, body });

  /** Pays the placed checkout of `buyer` by `paymentTypeId`: a transfer confirmed by staff, or a test card. */
  async function pay(buyer: { cartId: string; session: string }, orderId: number, by: number) {
    if (by === TRANSFER) {
      expect((await staffOrder(orderId, 'confirm-payment')).status).toBe(200);
      return;
    }
    const started = await server.call('startCardPayment', `/payment/${buyer.cartId}/card`, {
      session: buyer.session,
    });
    const path = started.body.detail.redirectUrl.replace(PUBLIC_URL, '');
    const paid = await server.app.request(path, {
      method: 'POST',
      body: new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' }),
    });
    expect(paid.status).toBe(303);
    await stripe().idle();
  }

  /** An order of `buyer` placed, paid, shipped and (unless told) delivered: its id. */
  async function shippedOrder(
    buyer: { cartId: string; addressId: number; session: string },
    { by = TRANSFER, deliver = true } = {},
  ) {
    const placed = await orderCalls(server, buyer.session).checkOut(buyer, by);
    expect(placed.status).toBe(200);
    const [orderId = 0] = placed.body.detail.payment.orderIds;
    await pay(buyer, orderId, by);
    expect((await staffOrder(orderId, 'ship')).status).toBe(200);
    if (deliver) expect((await staffOrder(orderId, 'deliver')).status).toBe(200);
    return orderId;
  }

  /** A buyer of `lines` whose order was delivered, with its calls and lines as shown. */
  async function delivered(lines: LineSpec[] = [HONEY], options: { by?: number } = {}) {
    const buyer = await newBuyer(server, catalogue, ...lines);
    const orderId = await shippedOrder(buyer, options);
    return returnsOf(buyer, orderId);
  }

  function returnsOf(buyer: { session: string }, orderId: number) {
    const calls = orderCalls(server, buyer.session);
    const ask = (body: object, session = buyer.session) =>
      server.call('createReturn', `/Order/${orderId}/return`, { session, body });
    const order = async () => (await calls.order(orderId)).body.detail;
    return { buyer, calls, orderId, ask, order };
  }

  /** A request of one unit of the order's first line, to a bank account. */
  const oneUnit = async (order: { products: { lineId: number }[] }, extra: object = {}) => ({
    lines: [{ lineId: order.products[0]?.lineId ?? 0, quantity: 1 }],
    reason: 'damaged',
    details: 'ขวดแตกระหว่างขนส่ง',
    photoNames: [],
    refundTo: BANK,
    ...extra,
  });

  const stockOf = async (urlKey: string) => {
    const [row] = await server.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.urlKey, urlKey));
    return row?.stock ?? 0;
  };

  const photo = async (session: string, bytes: Buffer, contentType = 'image/png') =>
    server.call('uploadReturnPhoto', '/returns/photos', {
      session,
      bytes: { data: bytes, contentType },
    });
  const png = (colour: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer();

  it('is asked by the buyer alone: anyone else finds no such order, nor the request', async () => {
    const sale = await delivered();
    const stranger = await newShopper(server);
    const body = await oneUnit(await sale.order());
    expect((await sale.ask(body, stranger.session)).status).toBe(404);
    const asked = await sale.ask(body);
    expect(asked.status).toBe(200);
    const id = asked.body.detail.id;
    const mine = await server.call('getReturn', `/returns/${id}`, { session: sale.buyer.session });
    expect(mine.body.detail).toEqual(asked.body.detail);
    const theirs = await server.call('getReturn', `/returns/${id}`, { session: stranger.session });
    expect(theirs.status).toBe(404);
    const listed = await server.call('listReturns', '/returns', { session: stranger.session });
    expect(listed.body.detail).toEqual({ dataList: [], count: 0 });
    expect(
      (await server.call('createReturn', `/Order/${sale.orderId}/return`, { body })).status,
    ).toBe(401);
  });

  it('refuses an order not delivered yet, past its window, or received; and asked twice', async () => {
    const buyer = await newBuyer(server, catalogue, HONEY);
    const shipped = returnsOf(buyer, await shippedOrder(buyer, { deliver: false }));
    const body = await oneUnit(await shipped.order());
    const early = await shipped.ask(body);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: 'This order has not been delivered yet, so it cannot be returned',
      detail: null,
    });

    const late = await delivered();
    const lateBody = await oneUnit(await late.order());
    expect((await late.order()).canReturn).toBe(true);
    clock.advance(7 * DAY_MS);
    expect((await late.order()).canReturn).toBe(false);
    const past = await late.ask(lateBody);
    expect(past.status).toBe(409);
    expect(past.body.message).toBe(
      'Returns are taken within 7 days of delivery, and that time has passed',
    );

    const received = await delivered();
    const receivedBody = await oneUnit(await received.order());
    expect((await received.calls.confirmReceipt(received.orderId)).status).toBe(200);
    const ended = await received.ask(receivedBody);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(
      'Receipt of this order was confirmed, which ended the chance to return it',
    );

    const twice = await delivered();
    const twiceBody = await oneUnit(await twice.order());
    const first = await twice.ask(twiceBody);
    expect(first.status).toBe(200);
    const again = await twice.ask(twiceBody);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'This order already has a return request',
      detail: first.body.detail,
    });
    expect(await twice.order()).toMatchObject({
      canReturn: false,
      returnRequest: { id: first.body.detail.id, status: 'waiting' },
    });
  });

  it('takes lines of the order, not its gifts, at most as bought, to the card only when paid by card', async () => {
    const sale = await delivered([TOMATO, LOW_SODIUM]);
    const order = await sale.order();
    const [tomato, juice, gift] = order.products;
    expect(gift?.isFreeProduct).toBe(1);
    const refused = async (lines: object[], extra: object = {}) => {
      const { status, body } = await sale.ask({ ...(await oneUnit(order)), lines, ...extra });
      expect(status).toBe(400);
      return { fields: fieldsOf(body.detail), message: body.message };
    };
    expect(await refused([{ lineId: tomato?.lineId, quantity: 3 }])).toEqual({
      fields: ['body.lines.0.quantity'],
      message: 'body.lines.0.quantity is more than the 2 bought',
    });
    expect(await refused([{ lineId: gift?.lineId, quantity: 1 }])).toEqual({
      fields: ['body.lines.0.lineId'],
      message: 'body.lines.0.lineId is a free gift, which cannot be returned',
    });
    const otherSale = await delivered([LOW_SODIUM]);
    const otherLine = (await otherSale.order()).products[0]?.lineId;
    expect((await refused([{ lineId: otherLine, quantity: 1 }])).fields).toEqual([
      'body.lines.0.lineId',
    ]);
    const both = [
      { lineId: juice?.lineId, quantity: 1 },
      { lineId: juice?.lineId, quantity: 1 },
    ];
    expect((await refused(both)).fields).toEqual(['body.lines.1.lineId']);
    expect((await refused([{ lineId: juice?.lineId, quantity: 0 }])).fields).toEqual([
      'body.lines.0.quantity',
    ]);
    const card = await refused([{ lineId: juice?.lineId, quantity: 1 }], {
      refundTo: { kind: 'card' },
    });
    expect(card.fields).toEqual(['body.refundTo.kind']);
    const noDetails = await sale.ask({ ...(await oneUnit(order)), details: '  ' });
    expect(noDetails.status).toBe(400);

    // What the units paid: each line's total for its units (this order has no coupon).
    const asked = await sale.ask({
      ...(await oneUnit(order)),
      lines: [
        { lineId: tomato?.lineId, quantity: 1 },
        { lineId: juice?.lineId, quantity: 1 },
      ],
    });
    expect(asked.status).toBe(200);
    const half = (tomato?.total ?? 0) / 2;
    expect(asked.body.detail).toMatchObject({
      status: 'waiting',
      statusLabel: 'Waiting for review',
      reason: 'damaged',
      reasonLabel: 'Damaged',
      refundTo: {
        kind: 'bank',
        bankName: BANK.bankName,
        accountName: BANK.accountName,
        accountNumberEnding: '7890',
      },
      refund: half + (juice?.total ?? 0),
      lines: [
        { lineId: tomato?.lineId, quantity: 1, refund: half },
        { lineId: juice?.lineId, quantity: 1, refund: juice?.total },
      ],
    });
  });

  it("attaches the buyer's photos: at most 5, by their bytes, 2 MB each", async () => {
    const sale = await delivered();
    const { session } = sale.buyer;
    const names: string[] = [];
    for (const colour of ['#c03030', '#30c030', '#3030c0', '#c0c030', '#30c0c0', '#c030c0']) {
      const uploaded = await photo(session, await png(colour));
      expect(uploaded.status).toBe(200);
      names.push(uploaded.body.detail.name);
    }
    const order = await sale.order();
    const tooMany = await sale.ask(await oneUnit(order, { photoNames: names }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^Too many files/);

    const text = Buffer.from('not a picture at all, only text');
    const renamed = await photo(session, text);
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toContain('The format is not supported');
    const small = await png('#808080');
    const padded = Buffer.concat([small, Buffer.alloc(TWO_MB + 1 - small.length)]);
    expect((await photo(session, padded)).status).toBe(413);
    // Another buyer's photo is not this one's to attach.
    const stranger = await newShopper(server);
    const theirs = (await photo(stranger.session, small)).body.detail.name;
    const foreign = await sale.ask(await oneUnit(order, { photoNames: [theirs] }));
    expect(fieldsOf(foreign.body.detail)).toEqual(['body.photoNames']);

    const asked = await sale.ask(await oneUnit(order, { photoNames: names.slice(0, 5) }));
    expect(asked.status).toBe(200);
    expect(asked.body.detail.photos.map((p) => p.name)).toEqual(names.slice(0, 5));
    expect(asked.body.detail.photos[0]).toMatchObject({ width: 40, height: 30 });

    // Staff read them (never served in public), this request's alone, with the staff token.
    const id = asked.body.detail.id;
    const photoOf = (name: string, headers: Record<string, string> = staffHeaders) =>
      server.call('staffReturnPhoto', `/admin/returns/${id}/photos/${name}`, { headers });
    const first = await photoOf(names[0] ?? '');
    expect(first.body.detail.mediaType).toBe('image/webp');
    expect(Buffer.from(first.body.detail.base64, 'base64').subarray(8, 12).toString()).toBe('WEBP');
    expect((await photoOf(theirs)).status).toBe(404);
    expect((await photoOf(names[5] ?? '')).status).toBe(404);
    expect((await photoOf(names[0] ?? '', {})).status).toBe(403);
    expect((await server.app.request(`/uploads/return/${names[0]}`)).status).toBe(404);
  });

  it('refunds a card payment through the provider once the goods arrive; a failure is tried again by the sweep', async () => {
    const sale = await delivered([HONEY], { by: CARD });
    const order = await sale.order();
    const asked = await sale.ask(await oneUnit(order, { refundTo: { kind: 'card' } }));
    expect(asked.status).toBe(200);
    expect(asked.body.detail.refundTo).toEqual({ kind: 'card' });
    const id = asked.body.detail.id;
    expect((await move(id, 'accept')).body.detail.returnRequest.status).toBe('in-progress');
    const refunds = vi.spyOn(stripe().stripe.refunds, 'create');
    refunds.mockRejectedValueOnce(new Error('the provider is down'));
    const received = await move(id, 'receive');
    expect(received.status).toBe(200);
    expect(received.body.detail.returnRequest).toMatchObject({
      status: 'completed',
      statusLabel: 'Completed with refund',
      refundedAt: null,
    });
    await server.app.sweep();
    const [row] = await server.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row?.cardRefundId).toMatch(/^re_/);
    expect(row?.refundedAt).not.toBeNull();
    expect(refunds).toHaveBeenCalledTimes(2);
    const [, retried] = refunds.mock.calls;
    const lineSatang = Math.round((order.products[0]?.total ?? 0) * 100);
    expect(retried?.[0]).toMatchObject({ amount: Math.floor(lineSatang / HONEY.quantity) });
    expect(retried?.[1]).toMatchObject({ idempotencyKey: `return-${id}` });
    // The sweep again refunds nothing more.
    await server.app.sweep();
    expect(refunds).toHaveBeenCalledTimes(2);
  });

  it('refunds to a bank account with the reference of the transfer staff made, and gives the stock back', async () => {
    const sale = await delivered([HONEY]);
    const order = await sale.order();
    const id = (await sale.ask(await oneUnit(order))).body.detail.id;
    const before = await stockOf(HONEY.urlKey);
    // Not received before it is accepted.
    expect((await move(id, 'receive', { reference: 'KB-1' })).status).toBe(409);
    expect((await move(id, 'accept')).status).toBe(200);
    const noReference = await move(id, 'receive');
    expect(noReference.status).toBe(400);
    expect(fieldsOf(noReference.body.detail)).toEqual(['body.reference']);
    expect(await stockOf(HONEY.urlKey)).toBe(before);
    const received = await move(id, 'receive', { reference: 'KB-1' });
    expect(received.body.detail).toMatchObject({
      accountNumber: BANK.accountNumber,
      returnRequest: { status: 'completed', transferReference: 'KB-1' },
    });
    expect(received.body.detail.returnRequest.refundedAt).not.toBeNull();
    expect(await stockOf(HONEY.urlKey)).toBe(before + 1);
    // The rest of the order may now be confirmed as received.
    expect((await sale.calls.confirmReceipt(sale.orderId)).status).toBe(200);
  });

  it('refuses with the reason the buyer reads; receipt can then be confirmed', async () => {
    const sale = await delivered();
    const id = (await sale.ask(await oneUnit(await sale.order()))).body.detail.id;
    const noReason = await move(id, 'refuse');
    expect(fieldsOf(noReason.body.detail)).toEqual(['body.reason']);
    const refused = await move(id, 'refuse', { reason: 'สินค้าไม่ได้ชำรุด' });
    expect(refused.body.detail.returnRequest).toMatchObject({
      status: 'refused',
      refusalReason: 'สินค้าไม่ได้ชำรุด',
    });
    const late = await move(id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This return request is Refused: that does not follow');
    const listed = await server.call('listReturns', '/returns', {
      session: sale.buyer.session,
      culture: 'th',
    });
    expect(listed.body.detail.dataList[0]).toMatchObject({ id, statusLabel: 'ไม่อนุมัติ' });
    expect((await sale.calls.confirmReceipt(sale.orderId)).status).toBe(200);
  });

  it('holds confirming receipt while a return is being decided, by the buyer and by staff', async () => {
    const sale = await delivered();
    const id = (await sale.ask(await oneUnit(await sale.order()))).body.detail.id;
    for (const status of ['waiting', 'in-progress']) {
      const confirmed = await sale.calls.confirmReceipt(sale.orderId);
      expect(confirmed.status, status).toBe(409);
      expect(confirmed.body.message).toBe(
        'This order has a return request being decided: receipt can be confirmed once it is',
      );
      expect(confirmed.body.detail).toMatchObject({ statusId: 4, canConfirmReceipt: false });
      expect((await staffOrder(sale.orderId, 'complete')).status).toBe(409);
      if (status === 'waiting') expect((await move(id, 'accept')).status).toBe(200);
    }
  });

  it('lets one of a return and a confirmation of receipt asked at once through', async () => {
    const sale = await delivered();
    const body = await oneUnit(await sale.order());
    const [asked, confirmed] = await Promise.all([
      sale.ask(body),
      sale.calls.confirmReceipt(sale.orderId),
    ]);
    expect([asked.status, confirmed.status].sort()).toEqual([200, 409]);
    const order = await sale.order();
    expect(order.statusId === 5).toBe(asked.status === 409);
  });

  it('moves once when staff race: one accept, one receive, the stock back once', async () => {
    const sale = await delivered([HONEY]);
    const id = (await sale.ask(await oneUnit(await sale.order()))).body.detail.id;
    const accepts = await Promise.all([move(id, 'accept'), move(id, 'accept')]);
    expect(accepts.map((a) => a.status).sort()).toEqual([200, 409]);
    const before = await stockOf(HONEY.urlKey);
    const receives = await Promise.all([
      move(id, 'receive', { reference: 'KB-2' }),
      move(id, 'receive', { reference: 'KB-3' }),
      move(id, 'refuse', { reason: 'late' }),
    ]);
    expect(receives.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(HONEY.urlKey)).toBe(before + 1);
  });

  it("confirms the order's cashback less what the returned units earned", async () => {
    const affiliate = await newAffiliate(server);
    const clickId = await clickOf(server, affiliate.affiliateCode);
    const buyer = await attributedBuyer(
      server,
      catalogue,
      cookiesOf(affiliate.affiliateCode, clickId),
      HONEY,
    );
    const orderId = await shippedOrder(buyer);
    const [attributed] = await attributionOfOrders(server, [orderId]);
    const earned = attributed?.cashbackSatang ?? 0;
    expect(earned).toBeGreaterThan(0);
    const sale = returnsOf(buyer, orderId);
    const id = (await sale.ask(await oneUnit(await sale.order()))).body.detail.id;
    await move(id, 'accept');
    await move(id, 'receive', { reference: 'KB-4' });
    expect((await sale.calls.confirmReceipt(orderId)).status).toBe(200);
    const confirm = () =>
      server.call('confirmCashback', '/admin/cashback/confirm', {
        headers: staffHeaders,
        body: { asOf: new Date(clock.now().getTime() + 8 * DAY_MS).toISOString() },
      });
    expect((await confirm()).body.detail.confirmed).toBe(1);
    // Run again, it appends nothing more.
    expect((await confirm()).body.detail.confirmed).toBe(0);
    const entries = await entriesOf(server.db, affiliate.userId);
    const returned = Math.floor(earned / HONEY.quantity);
    expect(entries.map((e) => [e.kind, e.sourceType, e.amountSatang])).toEqual([
      ['cashback.waiting', 'order', earned],
      ['cashback.confirmed', 'order', earned],
      ['cashback.reversed', 'return', returned],
    ]);
    expect((await totalsFor(server.db, affiliate.userId)).balanceSatang).toBe(earned - returned);
  });

  it('lists return requests for staff by status, and for the buyer newest first, in all or by status', async () => {
    const sale = await delivered();
    const id = (await sale.ask(await oneUnit(await sale.order()))).body.detail.id;
    const waiting = await server.call('staffReturns', '/admin/returns', { headers: staffHeaders });
    expect(waiting.body.detail.map((r) => r.returnRequest.id)).toContain(id);
    const accepted = await server.call('staffReturns', '/admin/returns?status=in-progress', {
      headers: staffHeaders,
    });
    expect(accepted.body.detail.map((r) => r.returnRequest.id)).not.toContain(id);
    expect((await server.call('staffReturns', '/admin/returns')).status).toBe(403);
    const mine = await server.call('listReturns', '/returns?pageNo=1&perPage=5', {
      session: sale.buyer.session,
    });
    expect(mine.body.detail).toMatchObject({ count: 1, dataList: [{ id, orderId: sale.orderId }] });
    // The menu's tabs: one status at a time, counted alone.
    const inTab = (status: string) =>
      server.call('listReturns', `/returns?status=${status}`, { session: sale.buyer.session });
    expect((await inTab('waiting')).body.detail).toMatchObject({ count: 1, dataList: [{ id }] });
    expect((await inTab('refused')).body.detail).toEqual({ count: 0, dataList: [] });
    expect((await inTab('lost')).status).toBe(400);
    const reasons = await server.call('listReturnReasons', '/returns/reasons', { culture: 'th' });
    expect(reasons.body.detail[0]).toEqual({ code: 'damaged', name: 'สินค้าชำรุดหรือเสียหาย' });
    const counted = await rowsOf<{ n: number }>(
      server.db,
      sql`select count(*)::integer as n from return_lines l join return_requests r on r.id = l.return_id
        where r.id = ${id}`,
    );
    expect(counted[0]?.n).toBe(1);
  });
});

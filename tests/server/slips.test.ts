// Transfer slips: kept privately (never served under /uploads), shown to the staff token alone,
// whose wrong guesses are limited per address; one account's uploads are limited; a slip file
// is kept only while a payment names it (a refused upload, a lost race, a replaced slip and a
// crash's leftover all leave nothing on disk).
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { png } from '../fuzz/media.ts';
import { seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { DRIVERS, useTestServer } from './support/server.ts';

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver, {
    adminToken: STAFF_TOKEN,
    trustProxy: true,
    rateLimits: {
      staffTokenFailuresPerAddress: { points: 3, seconds: 60 },
      slipsPerUser: { points: 4, seconds: 60 },
    },
  });
  const slipFiles = async () => {
    const names = await readdir(join(server.uploadsDir, 'slip')).catch(() => [] as string[]);
    return names.filter((name) => !name.endsWith('.tmp'));
  };

  const transferCheckout = async () => {
    const buyer = await newBuyer(server, await seededProducts(server), {
      urlKey: 'thai-tea-mix-400g',
      quantity: 1,
    });
    const placed = await orderCalls(server, buyer.session).checkOut(buyer, 2);
    const payment = placed.body.detail.payment;
    const send = (data: Uint8Array = png(4, 4, [1, 2, 3])) =>
      server.call(
        'uploadSlip',
        `/payment/${buyer.cartId}/slip?amount=${payment.amount}&transferredAt=${encodeURIComponent(new Date().toISOString())}`,
        { session: buyer.session, bytes: { data, contentType: 'image/png' } },
      );
    return { buyer, payment, send };
  };
  const staff = (path: string, token: string | null = STAFF_TOKEN, address = '203.0.113.7') =>
    server.request(`/admin/payments/${path}`, {
      headers: {
        ...(token === null ? {} : { 'X-Admin-Token': token }),
        // Each test its own address, so the wrong-token limit of one does not reach another.
        'X-Forwarded-For': address,
      },
    });

  it('shows the slip to the staff token only, and never under /uploads', async () => {
    const { payment, send } = await transferCheckout();
    expect((await send()).status).toBe(200);
    const [file] = await slipFiles();
    expect(file).toBeDefined();
    expect((await server.app.request(`/uploads/slip/${file}`)).status).toBe(404);
    const shown = await server.call('staffPayment', `/admin/payments/${payment.referenceCode}`, {
      headers: { 'X-Admin-Token': STAFF_TOKEN },
    });
    expect(shown.body.detail.slip).toMatchObject({
      amount: payment.amount,
      mediaType: 'image/png',
      amountMatches: true,
    });
    for (const token of [null, 'not-the-token']) {
      expect((await staff(`${payment.referenceCode}/slip`, token, '203.0.113.1')).status).toBe(403);
    }
    const slip = await server.call(
      'staffSlipFile',
      `/admin/payments/${payment.referenceCode}/slip`,
      { headers: { 'X-Admin-Token': STAFF_TOKEN } },
    );
    expect(slip.body.detail.mediaType).toBe('image/png');
    expect(Buffer.from(slip.body.detail.base64, 'base64')).toEqual(
      Buffer.from(png(4, 4, [1, 2, 3])),
    );
  });

  it('stops an address guessing the staff token: past the limit even the right one waits', async () => {
    const { payment } = await transferCheckout();
    const address = '198.51.100.20';
    for (let i = 0; i < 3; i++) {
      expect((await staff(payment.referenceCode, `guess-${i}`, address)).status).toBe(403);
    }
    const blocked = await staff(payment.referenceCode, STAFF_TOKEN, address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address, and the right token, are not held back by it.
    expect((await staff(payment.referenceCode, STAFF_TOKEN, '198.51.100.21')).status).toBe(200);
  });

  it('limits the slips one account sends', async () => {
    const { send } = await transferCheckout();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(new Uint8Array([1, 2, 3]))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });

  it('keeps a file only while a payment names it', async () => {
    const before = (await slipFiles()).length;
    // Two slips of one checkout at once: one is taken, the other's file goes.
    const racing = await transferCheckout();
    const answers = await Promise.all([racing.send(), racing.send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await slipFiles()).toHaveLength(before + 1);

    // Refused by staff, then replaced: the refused one's file goes.
    const refused = await server.call(
      'rejectSlip',
      `/admin/payments/${racing.payment.referenceCode}/reject-slip`,
      { headers: { 'X-Admin-Token': STAFF_TOKEN }, body: { reason: 'unreadable' } },
    );
    expect(refused.status).toBe(200);
    const files = await slipFiles();
    expect((await racing.send(png(5, 5, [9, 9, 9]))).status).toBe(200);
    const after = await slipFiles();
    expect(after).toHaveLength(files.length);
    expect(after.filter((name) => !files.includes(name))).toHaveLength(1);

    // What a crash between the write and the transaction leaves: swept once it is an hour old.
    const folder = join(server.uploadsDir, 'slip');
    const orphan = 'AAAAAAAAAAAAAAAAAAAAAA.png';
    await writeFile(join(folder, orphan), png(2, 2, [0, 0, 0]));
    await server.app.sweep();
    expect(await slipFiles()).toContain(orphan);
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await utimes(join(folder, orphan), hourAgo, hourAgo);
    for (const name of after) await utimes(join(folder, name), hourAgo, hourAgo);
    await server.app.sweep();
    expect((await slipFiles()).sort()).toEqual([...after].sort());
  });
});

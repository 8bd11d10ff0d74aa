// `npm run staff`: its calls against the app in-process (an order moved from waiting for payment
// to complete, a slip refused, a refusal printed, the cashback due confirmed, withdrawals
// moved), and its arguments refused with exit code 2.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runStaff, type StaffCommand } from '../../scripts/staff/staff-calls.ts';
import { appendEntry, closeSource } from '../../server/features/shared/ledger.ts';
import { png } from '../fuzz/media.ts';
import {
  attributedBuyer,
  attributionOfOrders,
  clickOf,
  cookiesOf,
  newAffiliate,
} from './support/affiliates.ts';
import { newShopper, seededProducts } from './support/cart.ts';
import { newBuyer, orderCalls, STAFF_TOKEN } from './support/orders.ts';
import { useTestServer } from './support/server.ts';

describe('npm run staff', () => {
  const server = useTestServer('pglite', { adminToken: STAFF_TOKEN });
  const run = async (command: StaffCommand, token = STAFF_TOKEN) => {
    const lines: string[] = [];
    const saved = new Map<string, Uint8Array>();
    const done = await runStaff(command, {
      url: 'http://shop',
      token,
      fetch: (url, init) => Promise.resolve(server.app.request(url, init)),
      line: (text) => lines.push(text),
      save: async (path, bytes) => {
        saved.set(path, bytes);
        return `/saved/${path}`;
      },
    });
    return { done, lines, saved };
  };

  it('lists the orders waiting, confirms, ships and completes one, and refuses what it cannot', async () => {
    const buyer = await newBuyer(server, await seededProducts(server), {
      urlKey: 'thai-tea-mix-400g',
      quantity: 1,
    });
    const calls = orderCalls(server, buyer.session);
    const placed = await calls.checkOut(buyer, 2);
    const { referenceCode, orderIds } = placed.body.detail.payment;
    const [orderId = 0] = orderIds;

    const waiting = await run({ kind: 'orders', statusId: 1 });
    expect(waiting.done).toBe(true);
    expect(waiting.lines.join('\n')).toContain(
      `#${orderId}  ${referenceCode}  Waiting for payment  transfer  ฿`,
    );
    expect(await run({ kind: 'move', move: 'ship', orderId })).toMatchObject({
      done: false,
      lines: [
        expect.stringMatching(
          /^refused \(409\): An order that is Waiting for payment cannot be shipped/,
        ),
      ],
    });
    expect((await run({ kind: 'reject-slip', referenceCode, reason: 'no slip yet' })).done).toBe(
      false,
    );
    expect((await run({ kind: 'move', move: 'confirm-payment', orderId })).lines[0]).toMatch(
      /Ready to ship/,
    );
    expect((await run({ kind: 'move', move: 'ship', orderId })).lines[0]).toMatch(/Shipped/);
    expect((await run({ kind: 'move', move: 'complete', orderId })).lines[0]).toMatch(/Complete/);
    expect((await run({ kind: 'orders', statusId: 0 }, 'wrong')).lines).toEqual([
      expect.stringMatching(/^refused \(403\)/),
    ]);
  });

  it('shows a payment: the amount due beside the slip typed, and saves the slip file', async () => {
    const buyer = await newBuyer(server, await seededProducts(server), {
      urlKey: 'thai-tea-mix-400g',
      quantity: 1,
    });
    const placed = await orderCalls(server, buyer.session).checkOut(buyer, 2);
    const { referenceCode, amount } = placed.body.detail.payment;
    const before = await run({ kind: 'payment', referenceCode, out: undefined });
    expect(before.lines).toContain('no slip has been sent');
    const slip = png(6, 6, [200, 40, 40]);
    const at = encodeURIComponent(new Date().toISOString());
    const sent = await server.call(
      'uploadSlip',
      `/payment/${buyer.cartId}/slip?amount=${amount}&transferredAt=${at}`,
      { session: buyer.session, bytes: { data: slip, contentType: 'image/png' } },
    );
    expect(sent.status).toBe(200);
    const shown = await run({ kind: 'payment', referenceCode, out: undefined });
    expect(shown.done).toBe(true);
    expect(shown.lines).toEqual([
      `${referenceCode}: waiting-confirmation, Bank transfer (upload slip)`,
      expect.stringMatching(/^amount due: +฿[\d,]+\.\d\d$/),
      expect.stringMatching(/^amount typed: +฿[\d,]+\.\d\d \(the amount due\)$/),
      expect.stringMatching(/^transferred at: +\d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d \(Bangkok\)$/),
      `slip (image/png, ${slip.byteLength} bytes) saved to /saved/slip-${referenceCode}.png`,
    ]);
    expect(Buffer.from(shown.saved.get(`slip-${referenceCode}.png`) ?? [])).toEqual(
      Buffer.from(slip),
    );
  });

  it('lists the applications to become an affiliate, shows one with its documents, verifies it once', async () => {
    const shopper = await newShopper(server);
    const put = (kind: string, data: Uint8Array, contentType: string) =>
      server.call('putAffiliateDocument', `/affiliate/application/documents/${kind}`, {
        session: shopper.session,
        method: 'PUT',
        bytes: { data, contentType },
      });
    const card = png(5, 5, [9, 9, 9]);
    await put('identityCard', card, 'image/png');
    await put('bankBook', png(4, 4, [1, 1, 1]), 'image/png');
    const sent = await server.call('submitAffiliateApplication', '/affiliate/application', {
      session: shopper.session,
      body: {
        firstname: 'Malee',
        lastname: 'Dee',
        nationalId: '1101700207030',
        bankCode: '030',
        accountNumber: '0200 1234 5678',
        accountName: 'Malee Dee',
      },
    });
    const id = sent.body.detail.application?.id ?? 0;
    const listed = await run({ kind: 'affiliates', status: 'submitted' });
    expect(listed.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^#${id}  submitted  Malee Dee  .*  bank 030 020012345678$`),
      ),
    );
    const shown = await run({ kind: 'affiliate', applicationId: id });
    expect(shown.lines).toContain(
      `identityCard (image/png, ${card.byteLength} bytes) saved to /saved/affiliate-${id}-identityCard.png`,
    );
    expect(Buffer.from(shown.saved.get(`affiliate-${id}-identityCard.png`) ?? [])).toEqual(
      Buffer.from(card),
    );
    const verified = await run({ kind: 'verify-affiliate', applicationId: id });
    expect(verified.lines).toEqual([
      expect.stringMatching(/ {2}verified {2}.* {2}code [A-Z2-9]{8}$/),
    ]);
    const again = await run({ kind: 'refuse-affiliate', applicationId: id, reason: 'late' });
    expect(again).toMatchObject({
      done: false,
      lines: ['refused (409): This application has already been decided'],
    });
  });

  it('confirms the cashback due as of a later day, once: a second run confirms nothing', async () => {
    const affiliate = await newAffiliate(server);
    const clickId = await clickOf(server, affiliate.affiliateCode);
    const catalogue = await seededProducts(server);
    const tea = { urlKey: 'thai-tea-mix-400g', quantity: 1 };
    const buyer = await attributedBuyer(
      server,
      catalogue,
      cookiesOf(affiliate.affiliateCode, clickId),
      tea,
    );
    const placed = await orderCalls(server, buyer.session).checkOut(buyer, 2);
    const [orderId = 0] = placed.body.detail.payment.orderIds;
    const [{ cashbackSatang = 0 } = {}] = await attributionOfOrders(server, [orderId]);
    for (const move of ['confirm-payment', 'ship', 'complete'] as const)
      expect((await run({ kind: 'move', move, orderId })).done).toBe(true);
    const asOf = new Date(Date.now() + 8 * 24 * 60 * 60_000).toISOString();
    const baht = (cashbackSatang / 100).toFixed(2);
    expect((await run({ kind: 'confirm-cashback', asOf })).lines).toEqual([
      expect.stringMatching(
        new RegExp(`^1 cashback\\(s\\) confirmed as of .* \\(Bangkok\\), ฿${baht}$`),
      ),
    ]);
    expect((await run({ kind: 'confirm-cashback', asOf })).lines).toEqual([
      expect.stringMatching(/^0 cashback\(s\) confirmed as of .*, ฿0\.00$/),
    ]);
    expect((await run({ kind: 'confirm-cashback', asOf: undefined }, 'wrong')).lines).toEqual([
      expect.stringMatching(/^refused \(403\)/),
    ]);
  });

  it('lists the withdrawals asked for, moves one through to its transfer, refuses another', async () => {
    const affiliate = await newAffiliate(server);
    const now = new Date();
    for (const sourceId of [`cli-${affiliate.userId}-1`, `cli-${affiliate.userId}-2`]) {
      const earned = { userId: affiliate.userId, sourceId, amountSatang: 150_00, now };
      await appendEntry(server.db, { ...earned, kind: 'cashback.waiting' });
      await closeSource(server.db, { kind: 'cashback.confirmed', sourceId, now });
    }
    const ask = (key: string) =>
      server.call('requestAffiliateWithdrawal', '/affiliate/withdrawals', {
        session: affiliate.session,
        headers: { 'Idempotency-Key': key },
        body: { amount: 150 },
      });
    const first = (await ask('0c5e8d0a-1f3b-4a2c-8d4e-5f6a7b8c9d01')).body.detail.withdrawal.id;
    const second = (await ask('0c5e8d0a-1f3b-4a2c-8d4e-5f6a7b8c9d02')).body.detail.withdrawal.id;
    const listed = await run({ kind: 'withdrawals', status: 'requested' });
    expect(listed.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^#${first}  requested  ฿150\\.00  → bank 004 1234567890 .*code ${affiliate.affiliateCode}`,
        ),
      ),
    );
    const moveOf = (
      command:
        | 'review-withdrawal'
        | 'approve-withdrawal'
        | 'transfer-withdrawal'
        | 'refuse-withdrawal',
      withdrawalId: number,
      text?: string,
    ) => run({ kind: 'move-withdrawal', command, withdrawalId, text });
    expect((await moveOf('transfer-withdrawal', first, 'KB-1')).lines).toEqual([
      expect.stringMatching(/^refused \(409\): This withdrawal is requested/),
    ]);
    expect((await moveOf('review-withdrawal', first)).done).toBe(true);
    expect((await moveOf('approve-withdrawal', first)).done).toBe(true);
    expect((await moveOf('transfer-withdrawal', first, 'KB-1')).lines).toEqual([
      expect.stringMatching(new RegExp(`^#${first}  transferred  .*  ref KB-1$`)),
    ]);
    expect((await moveOf('refuse-withdrawal', second, 'wrong account')).lines).toEqual([
      expect.stringMatching(new RegExp(`^#${second}  refused  .*\\(wrong account\\)$`)),
    ]);
    const adjusted = await run({
      kind: 'adjust',
      affiliateCode: affiliate.affiliateCode,
      amount: -50.5,
      reason: 'แก้ไขยอด',
      key: '0c5e8d0a-1f3b-4a2c-8d4e-5f6a7b8c9d03',
    });
    const line = `${affiliate.affiliateCode}: -฿50.50 (แก้ไขยอด), balance ฿99.50, key 0c5e8d0a-1f3b-4a2c-8d4e-5f6a7b8c9d03`;
    expect(adjusted.lines).toEqual([line]);
    // Run again with the key it printed: the same entry, nothing more taken.
    const again = await run({
      kind: 'adjust',
      affiliateCode: affiliate.affiliateCode,
      amount: -50.5,
      reason: 'แก้ไขยอด',
      key: '0c5e8d0a-1f3b-4a2c-8d4e-5f6a7b8c9d03',
    });
    expect(again.lines).toEqual([line]);
  });

  it('lists the return requests waiting, shows one with its photos, accepts and receives it, refuses another', async () => {
    const ask = async (photos = 0) => {
      const buyer = await newBuyer(server, await seededProducts(server), {
        urlKey: 'longan-honey-sticks-20',
        quantity: 2,
      });
      const calls = orderCalls(server, buyer.session, STAFF_TOKEN);
      const [orderId = 0] = (await calls.checkOut(buyer, 2)).body.detail.payment.orderIds;
      for (const action of ['confirm-payment', 'ship', 'deliver'])
        await calls.staff(orderId, action);
      const lineId = (await calls.order(orderId)).body.detail.products[0]?.lineId ?? 0;
      const photoNames: string[] = [];
      for (let n = 0; n < photos; n++) {
        const uploaded = await server.call('uploadReturnPhoto', '/returns/photos', {
          session: buyer.session,
          bytes: { data: png(8, 6, [120, 60 + n, 30]), contentType: 'image/png' },
        });
        photoNames.push(uploaded.body.detail.name);
      }
      const asked = await server.call('createReturn', `/Order/${orderId}/return`, {
        session: buyer.session,
        body: {
          lines: [{ lineId, quantity: 1 }],
          reason: 'damaged',
          details: 'ซองรั่ว',
          photoNames,
          refundTo: {
            kind: 'bank',
            bankName: 'KBank',
            accountName: 'สมศรี',
            accountNumber: '1234567890',
          },
        },
      });
      return asked.body.detail.id;
    };
    const [first, second] = [await ask(2), await ask()];
    const listed = await run({ kind: 'returns', status: 'waiting' });
    expect(listed.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^#${first}  waiting  order #\\d+ \\w{12}  1× .*  ฿\\d+\\.\\d\\d  → KBank 1234567890 สมศรี  `,
        ),
      ),
    );
    // One request: its line, and its photos saved, as WebP (re-encoded when uploaded).
    const shown = await run({ kind: 'return', returnId: first });
    expect(shown.lines).toEqual([
      expect.stringMatching(new RegExp(`^#${first}  waiting  .*  2 photo\\(s\\)`)),
      `photo 1 (8×6) saved to /saved/return-${first}-1.webp`,
      `photo 2 (8×6) saved to /saved/return-${first}-2.webp`,
    ]);
    for (const bytes of shown.saved.values())
      expect(Buffer.from(bytes).subarray(8, 12).toString()).toBe('WEBP');
    expect((await run({ kind: 'return', returnId: 999_999 })).lines).toEqual([
      expect.stringMatching(/^refused \(404\)/),
    ]);
    const moveOf = (
      command: 'accept-return' | 'refuse-return' | 'receive-return',
      returnId: number,
      text?: string,
    ) => run({ kind: 'move-return', command, returnId, text });
    expect((await moveOf('receive-return', first, 'KB-1')).lines).toEqual([
      expect.stringMatching(/^refused \(409\): This return request is Waiting for review/),
    ]);
    expect((await moveOf('accept-return', first)).done).toBe(true);
    expect((await moveOf('receive-return', first)).lines).toEqual([
      expect.stringMatching(/^refused \(400\): body\.reference is needed/),
    ]);
    expect((await moveOf('receive-return', first, 'KB-1')).lines).toEqual([
      expect.stringMatching(new RegExp(`^#${first}  completed  .*  ref KB-1$`)),
    ]);
    expect((await moveOf('refuse-return', second, 'ไม่พบความเสียหาย')).lines).toEqual([
      expect.stringMatching(new RegExp(`^#${second}  refused  .*\\(ไม่พบความเสียหาย\\)$`)),
    ]);
  });

  it('lists a product’s published reviews and hides one, with the reason its buyer is shown', async () => {
    const buyer = await newBuyer(server, await seededProducts(server), {
      urlKey: 'thai-tea-mix-400g',
      quantity: 1,
    });
    const calls = orderCalls(server, buyer.session, STAFF_TOKEN);
    const [orderId = 0] = (await calls.checkOut(buyer, 2)).body.detail.payment.orderIds;
    for (const action of ['confirm-payment', 'ship', 'deliver']) await calls.staff(orderId, action);
    const productId = (await calls.order(orderId)).body.detail.products[0]?.productId ?? 0;
    const written = await server.call(
      'writeReview',
      `/orders/${orderId}/products/${productId}/review`,
      { session: buyer.session, body: { stars: 1, text: 'Call me on 0812345678', photoNames: [] } },
    );
    const id = written.body.detail.id;
    const listed = await run({ kind: 'reviews', urlKey: 'thai-tea-mix-400g' });
    expect(listed.lines[0]).toMatch(new RegExp(`^#${id}  1★  \\S+  Call me on 0812345678$`));
    expect(listed.lines.at(-1)).toMatch(/^\d+ published review\(s\)$/);
    const hidden = await run({ kind: 'hide-review', reviewId: id, reason: 'A phone number' });
    expect(hidden.lines).toEqual([expect.stringMatching(/ {2}hidden: A phone number$/)]);
    expect((await run({ kind: 'hide-review', reviewId: id, reason: 'Again' })).lines).toEqual([
      expect.stringMatching(/^refused \(409\): This review is hidden already/),
    ]);
    const after = await run({ kind: 'reviews', urlKey: 'thai-tea-mix-400g' });
    expect(after.lines.join('\n')).not.toContain(`#${id} `);
  });

  // Each case is a process of its own (tsx's start is most of it): they run side by side, and
  // the test is given the time thirteen starts take on a busy 2-core machine.
  it('refuses arguments it cannot take, with its usage and exit code 2', {
    timeout: 60_000,
  }, async () => {
    const staff = (args: string[], env: Record<string, string> = { ADMIN_TOKEN: 'x' }) =>
      new Promise<{ status: number | null; stderr: string }>((resolve, reject) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/staff/staff.ts', ...args],
          { encoding: 'utf8', env: { ...process.env, ...env } },
          (error, _stdout, stderr) => {
            if (error && typeof error.code !== 'number') reject(error);
            else resolve({ status: error ? Number(error.code) : 0, stderr });
          },
        );
      });
    const cases = [
      [['ship', 'abc'], 'not an id: abc'],
      [['orders', '--status', '9'], '--status must be 0-6: 9'],
      [['reject-slip', 'ABCDEFGHJKLM'], 'reject-slip needs a reason'],
      [['refund', '1'], 'no command refund'],
      [['confirm-cashback', '--as-of', '2026-02-30'], '--as-of is not an ISO date or time'],
      [['refuse-withdrawal', '3'], 'refuse-withdrawal needs a reason'],
      [['refuse-return', '3'], 'refuse-return needs a reason'],
      [['hide-review', '3'], 'hide-review needs a reason'],
      [['transfer-withdrawal', '3'], 'transfer-withdrawal needs the bank’s reference'],
      [['withdrawals', '--status', 'paid'], '--status must be one of requested'],
      [['toString', '1'], 'no command toString'],
      [['adjust', 'KHAYDEE2', '1.005', 'x'], 'not an amount in baht: 1.005'],
      [['adjust', 'KHAYDEE2', '10'], 'adjust needs a reason'],
      [['adjust', 'KHAYDEE2', '10', 'x', '--key', 'abc'], '--key is not a UUID: abc'],
    ] as const;
    const answers = await Promise.all(cases.map(([args]) => staff([...args])));
    for (const [i, [, reason]] of cases.entries()) {
      expect(answers[i]?.status).toBe(2);
      expect(answers[i]?.stderr).toContain(`staff: ${reason}`);
    }
    const untokened = await staff(['orders'], { ADMIN_TOKEN: '' });
    expect(untokened.status).toBe(2);
    expect(untokened.stderr).toContain('ADMIN_TOKEN must be set');
  });
});

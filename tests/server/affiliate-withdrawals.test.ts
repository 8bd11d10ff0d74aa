// Withdrawals (issue 35), on PGlite and PostgreSQL: only a verified affiliate, at least the
// minimum and at most the balance, in whole satang; the due date in Thai business days; a resend
// makes nothing more; staff review, approve and transfer (or refuse, the amount given back),
// each move once and only in order; two requests racing for one balance never both take it;
// staff's credits and debits of a balance.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateApplications, ledgerEntries } from '../../server/db/tables.ts';
import { businessDaysAfter } from '../../server/features/shared/business-days.ts';
import { appendEntry, closeSource, totalsFor } from '../../server/features/shared/ledger.ts';
import { newAffiliate, VERIFIED_ACCOUNT } from './support/affiliates.ts';
import { newShopper } from './support/cart.ts';
import { STAFF_TOKEN } from './support/orders.ts';
import { type CallOptions, DRIVERS, useTestServer } from './support/server.ts';

/** A Monday morning in Bangkok: 3 business days later is Thursday's end (no holiday between). */
const MONDAY = new Date('2026-11-30T03:00:00Z');
const THURSDAY_END = '2026-12-03T16:59:59.999Z';

let keys = 0;
/** An Idempotency-Key of its own for each request. */
const newKey = () =>
  `00000000-0000-4000-8000-${String(process.pid % 1e6).padStart(6, '0')}${String(++keys).padStart(6, '0')}`;

describe.each(DRIVERS)('on %s', (driver) => {
  const server = useTestServer(driver, { now: () => MONDAY, adminToken: STAFF_TOKEN });

  /** An affiliate whose confirmed cashback is `balanceSatang`. */
  async function affiliateWith(balanceSatang: number) {
    const affiliate = await newAffiliate(server);
    const sourceId = `withdrawals-${affiliate.userId}`;
    await appendEntry(server.db, {
      userId: affiliate.userId,
      kind: 'cashback.waiting',
      sourceId,
      amountSatang: balanceSatang,
      now: MONDAY,
    });
    await closeSource(server.db, { kind: 'cashback.confirmed', sourceId, now: MONDAY });
    return affiliate;
  }

  const list = (options: CallOptions) =>
    server.call('getAffiliateWithdrawals', '/affiliate/withdrawals', options);
  const request = (session: string, amount: number, key = newKey(), culture?: 'th' | 'en') =>
    server.call('requestAffiliateWithdrawal', '/affiliate/withdrawals', {
      session,
      culture,
      headers: { 'Idempotency-Key': key },
      body: { amount },
    });
  const move = (id: number, to: string, body: Record<string, string> = {}, token = STAFF_TOKEN) =>
    server.call('moveWithdrawal', `/admin/withdrawals/${id}/${to}`, {
      headers: { 'X-Admin-Token': token },
      body,
    });
  const staffList = (status: string) =>
    server.call('staffWithdrawals', `/admin/withdrawals?status=${status}`, {
      headers: { 'X-Admin-Token': STAFF_TOKEN },
    });
  const balanceOf = async (userId: number) => (await totalsFor(server.db, userId)).balanceSatang;

  it('shows the balance, the minimum and the verified account, its number ending only', async () => {
    const affiliate = await affiliateWith(250_00);
    const answer = await list({ session: affiliate.session, culture: 'th' });
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toEqual({
      dataList: [],
      count: 0,
      balance: 250,
      minimum: 100,
      account: {
        bankCode: VERIFIED_ACCOUNT.bankCode,
        bankName: 'ธนาคารกสิกรไทย',
        accountNumberEnding: '7890',
        accountName: VERIFIED_ACCOUNT.accountName,
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain(VERIFIED_ACCOUNT.accountNumber);
  });

  it('is for verified affiliates with a verified account only', async () => {
    const member = await newShopper(server);
    expect((await list({ session: member.session })).status).toBe(403);
    expect((await request(member.session, 100)).status).toBe(403);
    expect((await list({})).status).toBe(401);
    // An affiliate whose verified application is gone (staff took it back): nothing goes.
    const affiliate = await affiliateWith(500_00);
    await server.db
      .delete(affiliateApplications)
      .where(eq(affiliateApplications.userId, affiliate.userId));
    expect((await list({ session: affiliate.session })).body.detail.account).toBeNull();
    const refused = await request(affiliate.session, 100);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('bank account has not been verified');
    expect(await balanceOf(affiliate.userId)).toBe(500_00);
  });

  it('refuses below the minimum, above the balance and past whole satang, in either language', async () => {
    const affiliate = await affiliateWith(150_00);
    for (const [amount, english, thai] of [
      [99.99, 'body.amount must be at least 100 baht', 'ต้องไม่น้อยกว่า 100 บาท'],
      [150.01, 'body.amount is more than your balance of 150 baht', 'มากกว่ายอดที่ถอนได้ 150 บาท'],
      [120.005, 'body.amount must be in baht with at most 2 decimals', 'ทศนิยมไม่เกิน 2 ตำแหน่ง'],
    ] as const) {
      const inEnglish = await request(affiliate.session, amount);
      expect(inEnglish.status).toBe(400);
      expect(inEnglish.body.message).toBe(english);
      expect(inEnglish.body.detail).toEqual([
        { field: 'body.amount', message: expect.any(String) },
      ]);
      const inThai = await request(affiliate.session, amount, newKey(), 'th');
      expect(inThai.body.message).toContain(thai);
    }
    expect((await request(affiliate.session, 0)).status).toBe(400);
    expect(await balanceOf(affiliate.userId)).toBe(150_00);
  });

  it('takes the amount out of the balance at once, due in 3 Thai business days; a resend makes nothing more', async () => {
    const affiliate = await affiliateWith(1_000_00);
    const key = newKey();
    const asked = await request(affiliate.session, 300.5, key);
    expect(asked.status).toBe(200);
    const { withdrawal, balance } = asked.body.detail;
    expect(balance).toBe(699.5);
    expect(withdrawal).toMatchObject({
      amount: 300.5,
      status: 'requested',
      account: { accountNumberEnding: '7890' },
      requestedAt: MONDAY.toISOString(),
      dueBy: THURSDAY_END,
      reviewedAt: null,
      decidedAt: null,
    });
    expect(withdrawal.dueBy).toBe(businessDaysAfter(MONDAY, 3).toISOString());
    // Resends are not new requests: past the day's 10 they are still answered.
    for (let resend = 0; resend < 12; resend++) {
      const resent = await request(affiliate.session, 300.5, key);
      expect(resent.body.detail).toEqual(asked.body.detail);
    }
    const reused = await request(affiliate.session, 200, key);
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toEqual([
      { field: 'header.idempotency-key', message: expect.any(String) },
    ]);
    const listed = await list({ session: affiliate.session });
    expect(listed.body.detail).toMatchObject({ count: 1, balance: 699.5 });
    expect(listed.body.detail.dataList).toEqual([withdrawal]);
    expect(await totalsFor(server.db, affiliate.userId)).toMatchObject({
      balanceSatang: 699_50,
      inFlightSatang: 300_50,
    });
  });

  it('is reviewed, approved and transferred by staff, each move once and in order', async () => {
    const affiliate = await affiliateWith(500_00);
    const { id } = (await request(affiliate.session, 500)).body.detail.withdrawal;
    expect((await move(id, 'review', {}, 'wrong')).status).toBe(403);
    const waiting = (await staffList('requested')).body.detail;
    expect(waiting.find((row) => row.withdrawal.id === id)).toMatchObject({
      accountNumber: VERIFIED_ACCOUNT.accountNumber,
      affiliate: { userId: affiliate.userId, affiliateCode: affiliate.affiliateCode },
    });
    // Out of order: nothing changes, and the answer is the withdrawal as it is.
    const early = await move(id, 'transfer', { reference: 'KB-1' });
    expect(early.status).toBe(409);
    expect(early.body.detail).toMatchObject({ withdrawal: { id, status: 'requested' } });
    expect((await move(id, 'approve')).status).toBe(409);
    expect((await move(id, 'review')).body.detail).toMatchObject({
      withdrawal: { status: 'review', reviewedAt: MONDAY.toISOString() },
    });
    expect((await move(id, 'review')).status).toBe(409);
    expect((await move(id, 'approve')).body.detail).toMatchObject({
      withdrawal: { status: 'approved' },
    });
    const unreferenced = await move(id, 'transfer');
    expect(unreferenced.status).toBe(400);
    expect(unreferenced.body.detail).toEqual([
      { field: 'body.reference', message: expect.any(String) },
    ]);
    const transferred = await move(id, 'transfer', { reference: 'KB-20261201-0042' });
    expect(transferred.body.detail).toMatchObject({
      withdrawal: { status: 'transferred', transferReference: 'KB-20261201-0042' },
    });
    // Transferred is the end: neither a second transfer nor a refusal follows it.
    expect((await move(id, 'transfer', { reference: 'again' })).status).toBe(409);
    expect((await move(id, 'refuse', { reason: 'late' })).status).toBe(409);
    expect(await totalsFor(server.db, affiliate.userId)).toMatchObject({
      balanceSatang: 0,
      inFlightSatang: 0,
      withdrawnSatang: 500_00,
    });
    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.sourceType, 'withdrawal'), eq(ledgerEntries.sourceId, String(id))),
      );
    expect(entries.map((entry) => [entry.kind, entry.reason])).toEqual([
      ['withdrawal.requested', ''],
      ['withdrawal.transferred', 'KB-20261201-0042'],
    ]);
    expect((await move(2_000_000_000, 'review')).status).toBe(404);
  });

  it('gives the amount back when refused, with the reason the affiliate sees', async () => {
    const affiliate = await affiliateWith(400_00);
    const { id } = (await request(affiliate.session, 400)).body.detail.withdrawal;
    expect(await balanceOf(affiliate.userId)).toBe(0);
    const unreasoned = await move(id, 'refuse', { reason: '   ' });
    expect(unreasoned.status).toBe(400);
    const refused = await move(id, 'refuse', { reason: 'ชื่อบัญชีไม่ตรงกับบัตรประชาชน' });
    expect(refused.body.detail.withdrawal).toMatchObject({
      status: 'refused',
      refusalReason: 'ชื่อบัญชีไม่ตรงกับบัตรประชาชน',
    });
    expect((await move(id, 'refuse', { reason: 'twice' })).status).toBe(409);
    expect((await move(id, 'review')).status).toBe(409);
    expect(await balanceOf(affiliate.userId)).toBe(400_00);
    const [listed] = (await list({ session: affiliate.session })).body.detail.dataList;
    expect(listed).toMatchObject({ status: 'refused', refusalReason: 'ชื่อบัญชีไม่ตรงกับบัตรประชาชน' });
    // Given back, it can be asked for again.
    expect((await request(affiliate.session, 400)).status).toBe(200);
  });

  it('lets staff credit or debit a balance with a reason, once per key, never below zero', async () => {
    const affiliate = await affiliateWith(0);
    const adjust = (
      amount: number,
      key = newKey(),
      token = STAFF_TOKEN,
      code = affiliate.affiliateCode,
    ) =>
      server.call('adjustAffiliateLedger', '/admin/ledger/adjustments', {
        headers: { 'X-Admin-Token': token, 'Idempotency-Key': key },
        body: { affiliateCode: code, amount, reason: 'โบนัสแคมเปญ 12.12' },
      });
    expect((await adjust(100, newKey(), 'wrong')).status).toBe(403);
    const key = newKey();
    const credited = await adjust(300.25, key);
    expect(credited.body.detail).toMatchObject({
      entry: {
        kind: 'adjustment',
        amount: 300.25,
        balanceChange: 300.25,
        reason: 'โบนัสแคมเปญ 12.12',
      },
      balance: 300.25,
    });
    // Sent again: the same entry, nothing more; the key with another amount is refused.
    expect((await adjust(300.25, key)).body.detail).toEqual(credited.body.detail);
    expect((await adjust(-300.25, key)).body.detail).toEqual([
      { field: 'header.idempotency-key', message: expect.any(String) },
    ]);
    const debited = await adjust(-0.25);
    expect(debited.body.detail).toMatchObject({ entry: { balanceChange: -0.25 }, balance: 300 });
    const overdrawn = await adjust(-300.01);
    expect(overdrawn.body.message).toBe('body.amount is more than your balance of 300 baht');
    expect((await adjust(0)).body.message).toBe('body.amount must not be zero');
    expect((await adjust(1.001)).status).toBe(400);
    expect((await adjust(1, newKey(), STAFF_TOKEN, 'NOSUCH22')).body.detail).toEqual([
      { field: 'body.affiliateCode', message: expect.any(String) },
    ]);
    expect(await balanceOf(affiliate.userId)).toBe(300_00);
  });

  it('lets requests racing for one balance take it once, and a request sent twice at once make one', async () => {
    const affiliate = await affiliateWith(1_000_00);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => request(affiliate.session, 600)),
    );
    expect(racing.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = racing.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(5);
    for (const answer of refused)
      expect(answer.body.message).toBe('body.amount is more than your balance of 400 baht');
    const key = newKey();
    // More than half the balance: the one that lands second is above it, and is a resend.
    const twice = await Promise.all([
      request(affiliate.session, 300, key),
      request(affiliate.session, 300, key),
    ]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(twice[0]?.body.detail.withdrawal.id).toBe(twice[1]?.body.detail.withdrawal.id);
    expect(await totalsFor(server.db, affiliate.userId)).toMatchObject({
      balanceSatang: 100_00,
      inFlightSatang: 900_00,
    });
    expect((await list({ session: affiliate.session })).body.detail.count).toBe(2);
  });
});

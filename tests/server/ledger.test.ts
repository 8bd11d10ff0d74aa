// The ledger in the database (server/features/shared/ledger.ts), on every driver: jobs run
// twice append nothing, entries are never edited, a chain cannot be broken, and on PostgreSQL
// (where statements run at once) appends racing for one balance never overdraw it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { users } from '../../server/db/tables.ts';
import {
  appendEntry,
  closeSource,
  entriesOf,
  totalsFor,
} from '../../server/features/shared/ledger.ts';
import { DRIVERS, openSeededDatabase, type TestDatabase } from './support/database.ts';
import { BOOT_TIMEOUT } from './support/server.ts';

const now = new Date('2026-11-29T03:00:00Z');
let sources = 0;
const newSource = () => `${process.pid}-${++sources}`;

/** A user with a chain of its own, for each test. */
async function newOwner(db: Db): Promise<number> {
  const n = `${process.pid}${++sources}`;
  const [user] = await db
    .insert(users)
    .values({
      telephone: `08${n.padStart(8, '0').slice(-8)}`,
      memberTypeId: 1,
      roleId: 4,
      approvalStatus: 'approved',
      crmMemberId: `ledger-${n}`,
      urlKey: `ledger-${n}`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user made');
  return user.id;
}

/** A confirmed cashback of `amount` for `userId`, from an order of its own. */
async function earn(db: Db, userId: number, amountSatang: number) {
  const sourceId = newSource();
  await appendEntry(db, { userId, kind: 'cashback.waiting', sourceId, amountSatang, now });
  await closeSource(db, { kind: 'cashback.confirmed', sourceId, now });
}

for (const driver of DRIVERS) {
  describe(`the ledger on ${driver}`, () => {
    let opened: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      opened = await openSeededDatabase(driver);
      db = opened.database.db;
    }, BOOT_TIMEOUT);
    afterAll(() => opened?.dispose());

    it('confirms a waiting cashback once: the job run again appends nothing', async () => {
      const userId = await newOwner(db);
      const sourceId = newSource();
      const expectedAt = new Date('2026-12-09T00:00:00Z');
      const waiting = await appendEntry(db, {
        userId,
        kind: 'cashback.waiting',
        sourceId,
        amountSatang: 1_250,
        reason: 'order 1',
        expectedAt,
        now,
      });
      expect(waiting).toMatchObject({ entry: { balanceAfterSatang: 0, expectedAt } });
      expect(await totalsFor(db, userId)).toMatchObject({ waitingSatang: 1_250, balanceSatang: 0 });

      const confirmations = await Promise.all(
        [1, 2, 3].map(() => closeSource(db, { kind: 'cashback.confirmed', sourceId, now })),
      );
      expect(confirmations.filter((c) => 'entry' in c)).toHaveLength(1);
      expect(confirmations.filter((c) => 'refused' in c)).toEqual([
        { refused: 'already-recorded' },
        { refused: 'already-recorded' },
      ]);
      expect(await totalsFor(db, userId)).toMatchObject({
        waitingSatang: 0,
        confirmedSatang: 1_250,
        balanceSatang: 1_250,
      });
      // Cancelled after it was confirmed: refused.
      expect(await closeSource(db, { kind: 'cashback.cancelled', sourceId, now })).toEqual({
        refused: 'closed',
      });
      expect((await entriesOf(db, userId)).map((e) => [e.seq, e.kind])).toEqual([
        [1, 'cashback.waiting'],
        [2, 'cashback.confirmed'],
      ]);
    });

    it('takes a withdrawal at once and refuses one beyond the balance', async () => {
      const userId = await newOwner(db);
      await earn(db, userId, 10_000);
      const first = newSource();
      expect(
        await appendEntry(db, {
          userId,
          kind: 'withdrawal.requested',
          sourceId: first,
          amountSatang: 6_000,
          now,
        }),
      ).toMatchObject({ entry: { balanceAfterSatang: 4_000 } });
      expect(
        await appendEntry(db, {
          userId,
          kind: 'withdrawal.requested',
          sourceId: newSource(),
          amountSatang: 6_000,
          now,
        }),
      ).toEqual({ refused: 'insufficient-balance' });
      await closeSource(db, { kind: 'withdrawal.refused', sourceId: first, reason: 'name', now });
      expect(await totalsFor(db, userId)).toMatchObject({
        balanceSatang: 10_000,
        inFlightSatang: 0,
      });
    });

    it('refuses to edit an entry or to break a chain, whoever writes', async () => {
      const userId = await newOwner(db);
      await earn(db, userId, 500);
      await expect(
        db.execute(sql`update ledger_entries set amount_satang = 1 where user_id = ${userId}`),
      ).rejects.toThrow();
      // Written by hand: an entry that claims more than its chain holds, one that skips a
      // place, and one that takes the balance below zero.
      const entry = (seq: number, change: number, after: number) =>
        db.execute(sql`insert into ledger_entries (user_id, currency, seq, kind, source_type,
          source_id, amount_satang, balance_change_satang, balance_after_satang, created_at)
          values (${userId}, 'cashback', ${seq}, 'adjustment', 'adjustment', ${newSource()},
          ${Math.abs(change)}, ${change}, ${after}, now())`);
      await expect(entry(3, 100, 900)).rejects.toThrow();
      await expect(entry(4, 100, 600)).rejects.toThrow();
      await expect(entry(3, -600, -100)).rejects.toThrow();
      // The same entry, right: it lands.
      await expect(entry(3, 100, 600)).resolves.toBeDefined();
      expect(await totalsFor(db, userId)).toMatchObject({ balanceSatang: 600 });
    });

    it('lets withdrawals racing for one balance take it once', async () => {
      const userId = await newOwner(db);
      await earn(db, userId, 10_000);
      const racing = await Promise.all(
        Array.from({ length: 8 }, () =>
          appendEntry(db, {
            userId,
            kind: 'withdrawal.requested',
            sourceId: newSource(),
            amountSatang: 6_000,
            now,
          }),
        ),
      );
      expect(racing.filter((r) => 'entry' in r)).toHaveLength(1);
      expect(
        racing.filter((r) => 'refused' in r && r.refused === 'insufficient-balance'),
      ).toHaveLength(7);
      expect(await totalsFor(db, userId)).toMatchObject({
        balanceSatang: 4_000,
        inFlightSatang: 6_000,
      });
    });
  });
}

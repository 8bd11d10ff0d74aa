// The ledger's rules (server/features/shared/ledger-rules.ts), over any sequence of jobs and
// requests: what is appended keeps the balance at or above zero, equal to the sum of the entries'
// changes and to confirmed − reversed − withdrawn − in flight (+ adjustments); each source holds
// a kind once; and a job run again appends nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTRY_KINDS, type EntryKind } from '../../server/db/schema-affiliates.ts';
import {
  balanceChangeOf,
  type EntryDraft,
  refusalOf,
  SOURCE_OF,
  totalsOf,
} from '../../server/features/shared/ledger-rules.ts';

const draft = fc.record({
  kind: fc.constantFrom(...ENTRY_KINDS),
  sourceId: fc.constantFrom('1', '2', '3'),
  amountSatang: fc.integer({ min: 0, max: 50_000 }),
  credit: fc.boolean(),
});

/** Appends what the rules let through, as the store does (closing entries take the opening's amount). */
function play(drafts: EntryDraft[]) {
  const ledger: EntryDraft[] = [];
  const kindsOf = (entry: EntryDraft) =>
    ledger
      .filter((e) => SOURCE_OF[e.kind] === SOURCE_OF[entry.kind] && e.sourceId === entry.sourceId)
      .map((e) => e.kind);
  const balances: number[] = [];
  for (const proposed of drafts) {
    const opening: EntryKind | undefined = proposed.kind.startsWith('cashback.')
      ? 'cashback.waiting'
      : proposed.kind.startsWith('withdrawal.')
        ? 'withdrawal.requested'
        : undefined;
    const opened = ledger.find(
      (e) => e.kind === opening && e.sourceId === proposed.sourceId && opening !== proposed.kind,
    );
    const entry =
      opened && proposed.kind !== 'cashback.reversed'
        ? { ...proposed, amountSatang: opened.amountSatang }
        : proposed;
    const balance = totalsOf(ledger).balanceSatang;
    if (refusalOf(entry, kindsOf(entry), balance) === null) ledger.push(entry);
    balances.push(totalsOf(ledger).balanceSatang);
  }
  return { ledger, balances, kindsOf };
}

describe('the ledger rules', () => {
  it('never let the balance below zero, and every total reconciles with the entries', () => {
    fc.assert(
      fc.property(fc.array(draft, { maxLength: 60 }), (drafts) => {
        const { ledger, balances } = play(drafts);
        expect(balances.every((balance) => balance >= 0)).toBe(true);
        const totals = totalsOf(ledger);
        const sum = ledger.reduce((total, entry) => total + balanceChangeOf(entry), 0);
        const adjusted = ledger
          .filter((e) => e.kind === 'adjustment')
          .reduce((total, entry) => total + balanceChangeOf(entry), 0);
        expect(totals.balanceSatang).toBe(sum);
        expect(totals.balanceSatang).toBe(
          totals.confirmedSatang -
            totals.reversedSatang -
            totals.withdrawnSatang -
            totals.inFlightSatang +
            adjusted,
        );
        expect(totals.waitingSatang).toBeGreaterThanOrEqual(0);
        expect(totals.inFlightSatang).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('hold each kind once per source, so any job run twice appends nothing', () => {
    fc.assert(
      fc.property(fc.array(draft, { maxLength: 60 }), (drafts) => {
        const { ledger, kindsOf } = play(drafts);
        const keys = ledger.map((e) => `${SOURCE_OF[e.kind]}/${e.sourceId}/${e.kind}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const entry of ledger) {
          expect(refusalOf(entry, kindsOf(entry), totalsOf(ledger).balanceSatang)).toBe(
            'already-recorded',
          );
        }
      }),
    );
  });

  it('confirm or cancel a waiting cashback, never both, and nothing that never waited', () => {
    const waiting: EntryDraft = { kind: 'cashback.waiting', sourceId: '9', amountSatang: 500 };
    const confirmed: EntryDraft = { ...waiting, kind: 'cashback.confirmed' };
    const cancelled: EntryDraft = { ...waiting, kind: 'cashback.cancelled' };
    expect(refusalOf(confirmed, [], 0)).toBe('out-of-order');
    expect(refusalOf(confirmed, ['cashback.waiting'], 0)).toBeNull();
    expect(refusalOf(cancelled, ['cashback.waiting', 'cashback.confirmed'], 500)).toBe('closed');
    expect(refusalOf(confirmed, ['cashback.waiting', 'cashback.cancelled'], 0)).toBe('closed');
    expect(totalsOf([waiting])).toMatchObject({ waitingSatang: 500, balanceSatang: 0 });
    expect(totalsOf([waiting, confirmed])).toMatchObject({
      waitingSatang: 0,
      confirmedSatang: 500,
      balanceSatang: 500,
    });
  });

  it('take a withdrawal at once, give it back when refused, and refuse one beyond the balance', () => {
    const request: EntryDraft = { kind: 'withdrawal.requested', sourceId: '1', amountSatang: 300 };
    expect(refusalOf(request, [], 299)).toBe('insufficient-balance');
    expect(refusalOf(request, [], 300)).toBeNull();
    const earned: EntryDraft[] = [
      { kind: 'cashback.waiting', sourceId: '1', amountSatang: 1000 },
      { kind: 'cashback.confirmed', sourceId: '1', amountSatang: 1000 },
    ];
    expect(totalsOf([...earned, request])).toMatchObject({
      balanceSatang: 700,
      inFlightSatang: 300,
    });
    expect(
      totalsOf([...earned, request, { ...request, kind: 'withdrawal.refused' }]),
    ).toMatchObject({ balanceSatang: 1000, inFlightSatang: 0, withdrawnSatang: 0 });
    expect(
      totalsOf([...earned, request, { ...request, kind: 'withdrawal.transferred' }]),
    ).toMatchObject({ balanceSatang: 700, inFlightSatang: 0, withdrawnSatang: 300 });
  });

  it('refuse an amount that is not whole satang at or above zero', () => {
    const bad = (amountSatang: number) =>
      refusalOf({ kind: 'cashback.waiting', sourceId: '1', amountSatang }, [], 0);
    expect(() => bad(-1)).toThrow(RangeError);
    expect(() => bad(1.5)).toThrow(RangeError);
  });
});

// A transfer slip: its file is a PNG, JPEG or PDF by its bytes, of at most 3 MB; the transfer
// it shows pays the exact amount, after the checkout and not in the future, give or take the
// clock skew.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_MS,
  checkSlipFile,
  checkSlipTransfer,
  MAX_SLIP_BYTES,
} from '../../server/features/orders/slip-file.ts';
import { runs } from '../support/property-runs.ts';

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#2a7' } })
    [format]()
    .toBuffer();

/** A one-page PDF, as small as a reader still opens. */
const PDF = new TextEncoder().encode(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

/** The bytes followed by zeros up to `size`: a file-type sniffer reads the start only. */
const paddedTo = (bytes: Uint8Array, size: number) => {
  const padded = new Uint8Array(size);
  padded.set(bytes);
  return padded;
};

describe('checkSlipFile', () => {
  it.each([
    ['PNG', () => image('png'), 'image/png', 'png'],
    ['JPEG', () => image('jpeg'), 'image/jpeg', 'jpg'],
    ['PDF', () => PDF, 'application/pdf', 'pdf'],
  ])('takes a %s', async (_, bytes, mime, ext) => {
    expect(await checkSlipFile(await bytes())).toEqual({ ok: true, mime, ext });
  });

  it('takes a file of exactly 3 MB (3 × 1024 × 1024 bytes)', async () => {
    expect(MAX_SLIP_BYTES).toBe(3_145_728);
    const slip = paddedTo(await image('png'), MAX_SLIP_BYTES);
    expect(await checkSlipFile(slip)).toEqual({ ok: true, mime: 'image/png', ext: 'png' });
  });

  it('refuses a PNG one byte over 3 MB', async () => {
    const slip = paddedTo(await image('png'), MAX_SLIP_BYTES + 1);
    expect(await checkSlipFile(slip)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses an empty file', async () => {
    expect(await checkSlipFile(new Uint8Array(0))).toEqual({ ok: false, reason: 'empty' });
  });

  // The check sees bytes only: a text file renamed slip.png is the text it holds.
  it.each([
    ['a text file named .png', async () => new TextEncoder().encode('โอนแล้วค่ะ 1,234.56 บาท\n')],
    ['a GIF', () => image('gif')],
    ['a WebP', () => image('webp')],
    ['a PNG signature alone', async () => (await image('png')).subarray(0, 8)],
    ['zeros', async () => new Uint8Array(1024)],
  ])('refuses %s', async (_, bytes) => {
    expect(await checkSlipFile(await bytes())).toEqual({ ok: false, reason: 'unsupported-type' });
  });
});

describe('checkSlipTransfer', () => {
  const due = { amountSatang: 123_456, checkedOutAt: new Date('2025-01-15T07:30:40Z') };
  const now = new Date('2025-01-15T08:00:00Z');
  const at = (transferredAt: string, amountSatang = due.amountSatang) =>
    checkSlipTransfer({ amountSatang, transferredAt }, due, now);

  it('reads a time without an offset as Bangkok time (UTC+7)', () => {
    expect(at('2025-01-15T14:45')).toEqual({
      ok: true,
      transferredAt: new Date('2025-01-15T07:45:00Z'),
    });
    expect(at('2025-01-15T07:45:00Z')).toEqual(at('2025-01-15T14:45:00+07:00'));
  });

  it('takes a slip that shows the minute of the checkout, which reads as before it', () => {
    expect(at('2025-01-15T14:30')).toMatchObject({ ok: true });
  });

  it('holds the clock skew to the millisecond on both sides', () => {
    const checkout = due.checkedOutAt.getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(at(iso(checkout - CLOCK_SKEW_MS))).toMatchObject({ ok: true });
    expect(at(iso(checkout - CLOCK_SKEW_MS - 1))).toEqual({ ok: false, reason: 'before-checkout' });
    expect(at(iso(now.getTime() + CLOCK_SKEW_MS))).toMatchObject({ ok: true });
    expect(at(iso(now.getTime() + CLOCK_SKEW_MS + 1))).toEqual({
      ok: false,
      reason: 'in-the-future',
    });
  });

  it.each([
    '',
    'yesterday',
    '2025-01-15',
    '2025-01-15 14:45',
    '2025-02-30T10:00',
    '2025-01-15T24:30',
    '2025-01-15T14:45+0700',
    '2025-W03-3T14:45',
  ])('refuses the time %j', (time) => {
    expect(at(time)).toEqual({ ok: false, reason: 'time-invalid' });
  });

  it('takes only the exact amount: less is a partial payment, more a slip to check again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (amountSatang) => {
        const expected =
          amountSatang === due.amountSatang
            ? { ok: true }
            : {
                ok: false,
                reason: amountSatang < due.amountSatang ? 'amount-short' : 'amount-over',
              };
        expect(at('2025-01-15T14:45', amountSatang)).toMatchObject(expected);
      }),
      runs(1_000),
    );
  });

  describe('any time, as the form may send it', () => {
    const DAY = 24 * 60 * 60 * 1000;
    /** A checkout, and a `now` up to three days later. */
    const moments = fc
      .tuple(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 3 * DAY }),
      )
      .map(([checkedOutAt, wait]) => ({
        checkedOutAt,
        now: new Date(checkedOutAt.getTime() + wait),
      }));
    const bangkok = (ms: number) => DateTime.fromMillis(ms, { zone: 'Asia/Bangkok' });
    const written = fc.constantFrom(
      (ms: number) => new Date(ms).toISOString(),
      (ms: number) => bangkok(ms).toISO() ?? '',
      (ms: number) => bangkok(ms).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS"),
    );
    const RUNS = runs(2_000);

    const check = (checkedOutAt: Date, now: Date, ms: number, write: (ms: number) => string) =>
      checkSlipTransfer(
        { amountSatang: due.amountSatang, transferredAt: write(ms) },
        { amountSatang: due.amountSatang, checkedOutAt },
        now,
      );

    it('refuses any time before the checkout (by more than the skew)', () => {
      fc.assert(
        fc.property(moments, fc.integer({ min: 1, max: 30 * DAY }), written, (m, early, write) => {
          const ms = m.checkedOutAt.getTime() - CLOCK_SKEW_MS - early;
          expect(check(m.checkedOutAt, m.now, ms, write)).toEqual({
            ok: false,
            reason: 'before-checkout',
          });
        }),
        RUNS,
      );
    });

    it('takes any time from the checkout to now (and the skew around), to the millisecond', () => {
      fc.assert(
        fc.property(
          moments,
          fc.double({ min: 0, max: 1, noNaN: true }),
          written,
          (m, share, write) => {
            const from = m.checkedOutAt.getTime() - CLOCK_SKEW_MS;
            const to = m.now.getTime() + CLOCK_SKEW_MS;
            const ms = from + Math.round(share * (to - from));
            expect(check(m.checkedOutAt, m.now, ms, write)).toEqual({
              ok: true,
              transferredAt: new Date(ms),
            });
          },
        ),
        RUNS,
      );
    });

    it('refuses any time after now (by more than the skew)', () => {
      fc.assert(
        fc.property(moments, fc.integer({ min: 1, max: 30 * DAY }), written, (m, late, write) => {
          const ms = m.now.getTime() + CLOCK_SKEW_MS + late;
          expect(check(m.checkedOutAt, m.now, ms, write)).toEqual({
            ok: false,
            reason: 'in-the-future',
          });
        }),
        RUNS,
      );
    });
  });
});

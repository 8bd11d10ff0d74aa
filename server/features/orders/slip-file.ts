// A transfer slip (POST /payment/slip/{cartId}): its file is a PNG, JPEG or PDF, known by its
// bytes (file-type), never by its name or the Content-Type sent, of at most 3 MB; the transfer
// it shows is of the payment's exact amount, made after the checkout and not in the future.
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Uploads } from '../../uploads/store.ts';
import { sniffType } from '../shared/sniffed-type.ts';

/** 3 MB counted as 3 × 1024 × 1024 bytes; a file of exactly that size is still taken. */
export const MAX_SLIP_BYTES = 3 * 1024 * 1024;

/** What a bank app saves a slip as: a screenshot (PNG, JPEG) or a PDF. */
const SLIP_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type SlipType = (typeof SLIP_TYPES)[number];

export type SlipFileRefusal = 'empty' | 'too-large' | 'unsupported-type';

export type SlipFileCheck =
  | { ok: true; mime: SlipType; ext: string }
  | { ok: false; reason: SlipFileRefusal };

/** Whether the bytes can be kept as a slip; the size is judged first, before any sniffing. */
export async function checkSlipFile(bytes: Uint8Array): Promise<SlipFileCheck> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  if (bytes.byteLength > MAX_SLIP_BYTES) return { ok: false, reason: 'too-large' };
  const sniffed = await sniffType(bytes, SLIP_TYPES);
  return sniffed.accepted
    ? { ok: true, mime: sniffed.mime, ext: sniffed.ext }
    : { ok: false, reason: 'unsupported-type' };
}

/**
 * The slack on both sides of the transfer time: the bank's clock and ours disagree a little, and
 * a slip shows the minute only, so a transfer in the minute of the checkout reads as before it.
 */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** A time without an offset is a Thai wall-clock time, as the slip and the form show it. */
const SLIP_ZONE = 'Asia/Bangkok';

/** An ISO date and time to the minute at least (a datetime-local value), with or without offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** What the shopper typed from the slip. */
export interface SlipTransfer {
  amountSatang: number;
  /** `2025-01-15T14:30` (Bangkok time) or with an offset, `2025-01-15T07:30:00Z`. */
  transferredAt: string;
}

/** The payment the slip is for. */
export interface PaymentDue {
  amountSatang: number;
  checkedOutAt: Date;
}

/**
 * Only the exact amount is taken: a smaller one is a partial payment the order cannot ship on, a
 * larger one a typing slip or a refund to arrange; either way the shopper checks the slip again.
 */
export type SlipTransferRefusal =
  | 'amount-short'
  | 'amount-over'
  | 'time-invalid'
  | 'before-checkout'
  | 'in-the-future';

export type SlipTransferCheck =
  | { ok: true; transferredAt: Date }
  | { ok: false; reason: SlipTransferRefusal };

/** Whether the slip's transfer pays `due`, judged at `now`. */
export function checkSlipTransfer(
  transfer: SlipTransfer,
  due: PaymentDue,
  now: Date,
): SlipTransferCheck {
  if (transfer.amountSatang !== due.amountSatang) {
    const short = transfer.amountSatang < due.amountSatang;
    return { ok: false, reason: short ? 'amount-short' : 'amount-over' };
  }
  const time = DATE_TIME.test(transfer.transferredAt)
    ? DateTime.fromISO(transfer.transferredAt, { zone: SLIP_ZONE })
    : undefined;
  if (!time?.isValid) return { ok: false, reason: 'time-invalid' };
  const at = time.toMillis();
  if (at < due.checkedOutAt.getTime() - CLOCK_SKEW_MS)
    return { ok: false, reason: 'before-checkout' };
  if (at > now.getTime() + CLOCK_SKEW_MS) return { ok: false, reason: 'in-the-future' };
  return { ok: true, transferredAt: time.toJSDate() };
}

/** A slip file no payment names after this long was left by a crash mid-upload. */
const ORPHAN_AFTER_MS = 60 * 60_000;

/** Removes slip files no payment names (the sweep's part for slips). */
export async function sweepSlips(db: Db, uploads: Uploads, now: Date): Promise<void> {
  const files = await uploads.olderThan('slip', new Date(now.getTime() - ORPHAN_AFTER_MS));
  if (!files.length) return;
  const named = await rowsOf<{ path: string }>(
    db,
    sql`select slip_path as path from payments where slip_path = any(${sql.param(files)}::text[])`,
  );
  const kept = new Set(named.map((row) => row.path));
  for (const file of files) if (!kept.has(file)) await uploads.remove(file);
}

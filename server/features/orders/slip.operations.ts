// Paying by bank transfer or PromptPay (a transfer made by scanning the payment's QR): the
// shopper sends the slip the bank app gives (kept privately), and the checkout waits for staff,
// who confirm it (an order's confirm-payment) or refuse it with a reason; refused, the checkout
// waits for a new slip for another ORDER_EXPIRY_MINUTES. No bank tells the shop of a transfer
// by itself, so the slip is how either is known.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { Conflict, fieldError, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { paymentStatusLabel, STATUS } from '../shared/order-status.ts';
import { satang } from '../shared/present.ts';
import type { LimitName } from '../shared/rate-limits.ts';
import { mustBeStaff } from '../shared/staff.ts';
import {
  type PaymentRow,
  paymentById,
  paymentOf,
  paymentOfCart,
  paymentWhere,
} from './payment-view.ts';
import type { OrderServices } from './services.ts';
import { checkSlipFile, checkSlipTransfer, type SlipTransferRefusal } from './slip-file.ts';

const TRANSFER_FIELD: Record<SlipTransferRefusal, 'query.amount' | 'query.transferredAt'> = {
  'amount-short': 'query.amount',
  'amount-over': 'query.amount',
  'time-invalid': 'query.transferredAt',
  'before-checkout': 'query.transferredAt',
  'in-the-future': 'query.transferredAt',
};

function transferRefusal(reason: SlipTransferRefusal, payment: PaymentRow) {
  const amount = payment.amountSatang / 100;
  const text = {
    'amount-short': msg('slip.amountShort', { amount }),
    'amount-over': msg('slip.amountOver', { amount }),
    'time-invalid': msg('slip.timeInvalid'),
    'before-checkout': msg('slip.beforeCheckout'),
    'in-the-future': msg('slip.inTheFuture'),
  }[reason];
  return fieldError(TRANSFER_FIELD[reason], text);
}

const notWaiting = (payment: PaymentRow, culture: Culture, promptPayId: string) =>
  new Conflict(
    msg('payment.notWaiting', { status: paymentStatusLabel(payment.status) }),
    paymentOf(payment, culture, promptPayId),
  );

interface SlipRequest {
  db: Db;
  query: { amount: number; transferredAt: string };
  body: { bytes: Uint8Array };
  culture: Culture;
  services: OrderServices;
}

/**
 * The slip of a transfer paying `payment`, checked and kept; the payment then waits for staff.
 * The shopper sends it for their own checkout, a customer by their link (customer.operations.ts),
 * each counted against a limit of their own (`limit`).
 */
export async function sendSlip(
  { db, query, body, culture, services }: SlipRequest,
  payment: PaymentRow,
  limit: { name: LimitName; key: string },
) {
  const now = services.now();
  if (payment.channel.kind !== 'transfer' && payment.channel.kind !== 'promptpay') {
    throw new Conflict(
      msg('payment.notTransfer'),
      paymentOf(payment, culture, services.promptPayId),
    );
  }
  if (payment.status !== 'waiting-payment')
    throw notWaiting(payment, culture, services.promptPayId);
  // Every slip sent is sniffed and written to disk: a few an hour.
  await services.limits.consume(limit.name, limit.key);
  const file = await checkSlipFile(body.bytes);
  if (!file.ok) {
    throw fieldError('body', file.reason === 'empty' ? msg('slip.empty') : msg('slip.unsupported'));
  }
  const transfer = checkSlipTransfer(
    { amountSatang: satang(query.amount), transferredAt: query.transferredAt },
    { amountSatang: payment.amountSatang, checkedOutAt: new Date(payment.createdAt) },
    now,
  );
  if (!transfer.ok) throw transferRefusal(transfer.reason, payment);
  const slipPath = await services.uploads.save(
    'slip',
    body.bytes,
    file.ext as 'png' | 'jpg' | 'pdf',
  );
  // The file is kept only if the row names it: a transaction that fails or changes nothing
  // removes it (and the sweep removes any a crash left between the two: sweepSlips).
  let replaced: string | null | undefined;
  try {
    replaced = await db.transaction(async (tx) => {
      // Still waiting and not past its time: a slip racing the expiry or a second slip changes nothing.
      const [row] = await rowsOf<{ previous: string | null }>(
        tx,
        sql`update payments p set status = 'waiting-confirmation', expires_at = null,
            slip_path = ${slipPath}, slip_amount_satang = ${satang(query.amount)},
            slip_transferred_at = ${transfer.transferredAt}, slip_reject_reason = null
          from payments before
          where p.id = ${payment.id} and before.id = p.id and p.status = 'waiting-payment'
            and p.expires_at > ${now}
          returning before.slip_path as previous`,
      );
      if (!row) return undefined;
      await tx.execute(
        sql`update orders set status_id = ${STATUS.waitingConfirmation} where payment_id = ${payment.id}`,
      );
      return row.previous;
    });
  } finally {
    if (replaced === undefined) await services.uploads.remove(slipPath);
  }
  // A slip refused by staff, replaced by this one, is no one's any more.
  if (replaced) await services.uploads.remove(replaced);
  const current = await paymentById(db, now, payment.id);
  if (replaced === undefined) throw notWaiting(current, culture, services.promptPayId);
  return paymentOf(current, culture, services.promptPayId);
}

export const slipHandlers = {
  uploadSlip: async (request) => {
    const { db, path, userId, services } = request;
    const payment = await paymentOfCart(db, services.now(), path.cartId, userId ?? 0);
    if (!payment) throw notFound('payment');
    return sendSlip(request, payment, { name: 'slipsPerUser', key: String(userId) });
  },

  rejectSlip: async (request) => {
    await mustBeStaff(request);
    const { db, path, body, culture, services } = request;
    const now = services.now();
    const where = sql`p.reference_code = ${path.referenceCode}`;
    const payment = await paymentWhere(db, now, where);
    if (!payment) throw notFound('payment');
    const expiresAt = new Date(now.getTime() + services.orderExpiryMinutes * 60_000);
    const rejected = await db.transaction(async (tx) => {
      const rows = await rowsOf(
        tx,
        sql`update payments set status = 'waiting-payment', expires_at = ${expiresAt},
            slip_reject_reason = ${body.reason.trim()}
          where id = ${payment.id} and status = 'waiting-confirmation'
          returning id`,
      );
      if (!rows.length) return false;
      await tx.execute(
        sql`update orders set status_id = ${STATUS.waitingPayment} where payment_id = ${payment.id}`,
      );
      return true;
    });
    const current = await paymentWhere(db, now, where);
    if (!current) throw notFound('payment');
    if (!rejected) throw notWaiting(current, culture, services.promptPayId);
    return paymentOf(current, culture, services.promptPayId);
  },
} satisfies Partial<Handlers<OrderServices>>;

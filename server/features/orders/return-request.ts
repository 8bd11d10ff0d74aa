// A buyer asks for a return (return-rules.ts says when and what it refunds), in one transaction
// that holds the order's row: confirming receipt takes the same lock before it looks for a
// return being decided, so the two never both pass, and a second request waits and finds the
// first. Its photos are attached in the same transaction, so a refused request uses none.
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { ApiError, Conflict, fieldError, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import { msg, type Text } from '../../http/messages.ts';
import { RETURN_WINDOW_DAYS } from '../shared/ledger-rules.ts';
import { attachShopperPhotos } from '../shared/shopper-photos.ts';
import {
  type BoughtLine,
  OPEN_STATUSES,
  type ReturnRefusal,
  returnRefusalOf,
  unitsCashbackSatang,
  unitsRefundSatang,
} from './return-rules.ts';
import { returnOf, returnView } from './return-view.ts';

type ReturnInput = components['schemas']['ReturnInput'];

const REFUSALS: Record<ReturnRefusal, Text> = {
  'not-delivered': msg('return.notDelivered'),
  received: msg('return.received'),
  'window-over': msg('return.windowOver', { days: RETURN_WINDOW_DAYS }),
};

/** Locks the order's row, then answers whether a return of it is being decided. */
export async function returnBeingDecided(tx: Db, orderId: number): Promise<boolean> {
  await tx.execute(sql`select id from orders where id = ${orderId} for update`);
  const [open] = await rowsOf(
    tx,
    sql`select 1 from return_requests where order_id = ${orderId}
      and status = any(${sql.param(OPEN_STATUSES)}::text[])`,
  );
  return open !== undefined;
}

interface OrderToReturn {
  statusId: number;
  deliveredAt: Date | string | null;
  couponDiscountSatang: number;
  paymentKind: string;
  lines: (BoughtLine & { id: number; isFree: boolean })[];
}

/** The buyer's order `orderId`, its row locked, with what its lines cost. */
async function lockedOrder(tx: Db, orderId: number, userId: number) {
  const [order] = await rowsOf<OrderToReturn>(
    tx,
    sql`select o.status_id as "statusId", o.delivered_at as "deliveredAt",
        o.coupon_discount_satang as "couponDiscountSatang", c.kind as "paymentKind",
        (select json_agg(json_build_object('id', l.id, 'quantity', l.quantity,
            'priceSatang', l.price_satang, 'discountSatang', l.discount_satang,
            'cashbackSatang', l.cashback_satang, 'isFree', l.is_free))
          from order_lines l where l.order_id = o.id) as lines
      from orders o join payments p on p.id = o.payment_id
        join payment_channels c on c.id = p.payment_channel_id
      where o.id = ${orderId} and o.user_id = ${userId}
      for update of o`,
  );
  return order;
}

/** The lines asked for, each a line of the order, named once, not a gift, at most as bought. */
function chosenLines(order: OrderToReturn, asked: ReturnInput['lines']) {
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const named = new Set<number>();
  return asked.map(({ lineId, quantity }, index) => {
    const field = `body.lines.${index}`;
    const line = byId.get(lineId);
    if (!line) throw fieldError(`${field}.lineId`, msg('return.lineUnknown'));
    if (named.has(lineId)) throw fieldError(`${field}.lineId`, msg('return.lineTwice'));
    if (line.isFree) throw fieldError(`${field}.lineId`, msg('return.lineFree'));
    if (quantity > line.quantity)
      throw fieldError(`${field}.quantity`, msg('return.overBought', { quantity: line.quantity }));
    named.add(lineId);
    return {
      lineId,
      quantity,
      refundSatang: unitsRefundSatang(order, line, quantity),
      cashbackSatang: unitsCashbackSatang(line, quantity),
    };
  });
}

export async function requestReturn(
  db: Db,
  input: { userId: number; orderId: number; body: ReturnInput; now: Date; culture: Culture },
) {
  const { userId, orderId, body, now, culture } = input;
  const id = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId, userId);
    if (!order) throw notFound('order');
    const existing = await returnOf(tx, sql`r.order_id = ${orderId}`);
    if (existing) throw new Conflict(msg('return.exists'), returnView(existing, culture));
    const deliveredAt = order.deliveredAt === null ? null : new Date(order.deliveredAt);
    const refusal = returnRefusalOf({ statusId: order.statusId, deliveredAt }, now);
    if (refusal) throw new ApiError(409, REFUSALS[refusal]);
    const lines = chosenLines(order, body.lines);
    const { refundTo } = body;
    if (refundTo.kind === 'card' && order.paymentKind !== 'card')
      throw fieldError('body.refundTo.kind', msg('return.notCard'));
    const photos = await attachShopperPhotos(tx, {
      userId,
      purpose: 'return',
      names: body.photoNames,
      now,
      field: 'body.photoNames',
    });
    const bank = refundTo.kind === 'bank' ? refundTo : null;
    const sum = (of: (line: (typeof lines)[number]) => number) =>
      lines.reduce((total, line) => total + of(line), 0);
    const [created] = await rowsOf<{ id: number }>(
      tx,
      sql`insert into return_requests (order_id, user_id, status, reason, details, photos,
          refund_to, bank_name, account_name, account_number, refund_satang, cashback_satang,
          created_at)
        values (${orderId}, ${userId}, 'waiting', ${body.reason}, ${body.details},
          ${JSON.stringify(photos)}::jsonb, ${refundTo.kind}, ${bank?.bankName ?? null},
          ${bank?.accountName ?? null}, ${bank?.accountNumber ?? null},
          ${sum((line) => line.refundSatang)}, ${sum((line) => line.cashbackSatang)}, ${now})
        returning id`,
    );
    if (!created) throw new Error('return_requests: the insert returned no row');
    await tx.execute(
      sql`insert into return_lines (return_id, order_line_id, quantity, refund_satang)
        select ${created.id}, l."lineId", l.quantity, l."refundSatang"
        from json_to_recordset(${JSON.stringify(lines)}::json)
          as l("lineId" integer, quantity integer, "refundSatang" bigint)`,
    );
    return created.id;
  });
  const row = await returnOf(db, sql`r.id = ${id}`);
  if (!row) throw notFound('return');
  return returnView(row, culture);
}

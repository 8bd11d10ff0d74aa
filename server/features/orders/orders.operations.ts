// Checkout, payment and orders: working out a checkout, placing it, its payment, and the
// shopper's orders with the moves the shopper and staff make.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { Conflict, fieldError, notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import {
  MOVES,
  type Move,
  mayMove,
  moveName,
  STATUS,
  statusAt,
  statusLabel,
  TAB_ORDER,
} from '../shared/order-status.ts';
import { page } from '../shared/present.ts';
import { mustBeStaff } from '../shared/staff.ts';
import { checkoutLists, planCheckout, type ShopperState } from './checkout.ts';
import { checkoutOf } from './checkout-view.ts';
import { mailOrderPlaced, mailPaymentConfirmed } from './order-mail.ts';
import { awaitsReturn, type OrderRow, orderOf, ordersWhere, shoppersOrder } from './order-view.ts';
import { markPaid } from './payment-settle.ts';
import { paymentOf, paymentOfCart } from './payment-view.ts';
import { placeOrder } from './place-order.ts';
import { returnBeingDecided } from './return-request.ts';
import type { OrderServices } from './services.ts';

/** The moves after which the goods have reached the buyer. */
const DELIVERS: readonly Move[] = ['deliver', 'complete'];

/** The signed-in shopper (the contract's session check ran first) and whether they may buy. */
async function shopperOf(db: Db, userId: number | null): Promise<ShopperState> {
  const id = userId ?? 0;
  const [user] = await rowsOf<{ approved: boolean }>(
    db,
    sql`select approval_status = 'approved' as approved from users where id = ${id}`,
  );
  return { userId: id, approved: user?.approved ?? false };
}

type Culture = Parameters<typeof orderOf>[1];

/**
 * Moves the order on (paying: its checkout's payment and all its orders), or a 409 with it as
 * it is. Each update names the status it moves from, so a move racing another (or the expiry
 * sweep) changes nothing and is refused.
 */
async function moveOrder(db: Db, now: Date, row: OrderRow, move: Move, culture: Culture) {
  const refuse = (current: OrderRow) => {
    const status = (c: Culture) => statusLabel(current.statusId, c);
    return new Conflict(
      msg('order.moveRefused', { status, action: moveName(move) }),
      orderOf(current, culture),
    );
  };
  if (!mayMove(move, row.statusId)) throw refuse(row);
  const { to } = MOVES[move];
  const moved =
    move === 'confirm-payment'
      ? await markPaid(db, row.paymentId, now, ['waiting-payment', 'waiting-confirmation'])
      : await db.transaction(
          async (tx) =>
            // Receipt waits while a return is being decided (return-request.ts).
            !(move === 'complete' && (await returnBeingDecided(tx, row.id))) &&
            (
              await rowsOf(
                tx,
                // Delivering twice is refused; confirming receipt marks it delivered if it was not.
                sql`update orders set status_id = ${to},
                received_at = case when ${to}::integer = ${STATUS.complete} then ${now} else received_at end,
                delivered_at = ${DELIVERS.includes(move) ? sql`coalesce(delivered_at, ${now})` : sql`delivered_at`}
              where id = ${row.id} and status_id = ${row.statusId}
                ${move === 'deliver' ? sql`and delivered_at is null` : sql``}
              returning id`,
              )
            ).length > 0,
        );
  const [current] = await ordersWhere(db, now, sql`o.id = ${row.id}`);
  if (!current) throw notFound('order');
  if (!moved && move === 'complete' && awaitsReturn(current))
    throw new Conflict(msg('order.returnOpen'), orderOf(current, culture));
  if (!moved) throw refuse(current);
  return orderOf(current, culture);
}

/** A page of the orders `where` says (orders `o`, payments `p`), newest first, by status. */
async function orderPage(
  db: Db,
  now: Date,
  whose: SQL,
  query: { statusId?: number; pageNo?: number; perPage?: number },
  culture: Culture,
) {
  const status = query.statusId ? sql` and ${statusAt(now)} = ${query.statusId}` : sql``;
  const where = sql`${whose}${status}`;
  const { pageNo = 1, perPage = 10 } = query;
  const [total] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::integer as count
      from orders o join payments p on p.id = o.payment_id where ${where}`,
  );
  const rows = await ordersWhere(
    db,
    now,
    where,
    sql`order by o.id desc limit ${perPage} offset ${(pageNo - 1) * perPage}`,
  );
  return page(
    rows.map((row) => orderOf(row, culture)),
    total?.count ?? 0,
  );
}

export const orderHandlers = {
  calculateCheckout: async ({ db, body, userId, culture, services }) => {
    const shopper = await shopperOf(db, userId);
    if (body.addressId !== undefined) await ownAddress(db, shopper.userId, body.addressId);
    const plan = await planCheckout(db, shopper, body, services.now(), await checkoutLists(db));
    return checkoutOf(plan, body.addressId ?? null, culture);
  },

  placeOrder: async ({ db, body, header, userId, culture, services }) =>
    placeOrder(db, body, {
      shopper: await shopperOf(db, userId),
      idempotencyKey: header['idempotency-key'] ?? '',
      now: services.now(),
      expiryMinutes: services.orderExpiryMinutes,
      promptPayId: services.promptPayId,
      culture,
      // Not awaited: the answer never waits on the mail, which never fails it (order-mail.ts).
      placed: (paymentId) => void mailOrderPlaced(db, services, paymentId),
    }),

  getPayment: async ({ db, path, userId, culture, services }) => {
    const payment = await paymentOfCart(db, services.now(), path.cartId, userId ?? 0);
    if (!payment) throw notFound('payment');
    return paymentOf(payment, culture, services.promptPayId);
  },

  orderStatusCounts: async ({ db, userId, culture, services }) => {
    const status = statusAt(services.now());
    const rows = await rowsOf<{ statusId: number; count: number }>(
      db,
      sql`select ${status} as "statusId", count(*)::integer as count
        from orders o join payments p on p.id = o.payment_id
        where o.user_id = ${userId ?? 0} group by 1`,
    );
    const counts = new Map(rows.map((row) => [row.statusId, row.count]));
    const all = rows.reduce((total, row) => total + row.count, 0);
    return TAB_ORDER.map((id) => ({
      id,
      name: statusLabel(id, culture),
      count: id === 0 ? all : (counts.get(id) ?? 0),
    }));
  },

  listOrders: ({ db, query, userId, culture, services }) =>
    orderPage(db, services.now(), sql`o.user_id = ${userId ?? 0}`, query, culture),

  listAllOrders: async (request) => {
    await mustBeStaff(request);
    const { db, query, culture, services } = request;
    return orderPage(db, services.now(), sql`true`, query, culture);
  },

  getOrder: async ({ db, path, userId, culture, services }) => {
    const row = await shoppersOrder(db, services.now(), path.orderId, userId ?? 0);
    if (!row) throw notFound('order');
    return orderOf(row, culture);
  },

  confirmReceipt: async ({ db, path, userId, culture, services }) => {
    const now = services.now();
    const row = await shoppersOrder(db, now, path.orderId, userId ?? 0);
    if (!row) throw notFound('order');
    // Confirming again changes nothing.
    if (row.statusId === MOVES.complete.to) return orderOf(row, culture);
    return moveOrder(db, now, row, 'complete', culture);
  },

  moveOrder: async (request) => {
    await mustBeStaff(request);
    const { db, path, culture, services } = request;
    const now = services.now();
    const [row] = await ordersWhere(db, now, sql`o.id = ${path.orderId}`);
    if (!row) throw notFound('order');
    const moved = await moveOrder(db, now, row, path.action, culture);
    // moveOrder refuses (throws) unless this call moved it: paid now, so the buyer is told once.
    if (path.action === 'confirm-payment') void mailPaymentConfirmed(db, services, row.paymentId);
    return moved;
  },
} satisfies Partial<Handlers<OrderServices>>;

async function ownAddress(db: Db, userId: number, id: number) {
  const [row] = await rowsOf(
    db,
    sql`select 1 from user_addresses where id = ${id} and user_id = ${userId}`,
  );
  if (!row) throw fieldError('body.addressId', msg('checkout.notYourAddress'));
}

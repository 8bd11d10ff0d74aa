// Staff move a return request on (return-rules.ts): each move is a conditional update naming
// the status it moves from, so a move taken twice, or two staff at once, change it once and the
// other is a 409. Receiving the goods gives their stock back in the same transaction, then makes
// the refund: a bank refund is the transfer staff made (its reference kept); a card refund goes
// to the provider under the request's idempotency key, and one that fails is tried again by
// the sweep. The affiliate's cashback for those units is reversed when the order's cashback is
// confirmed (cashback.ts).
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { ReturnStatus } from '../../db/schema-returns.ts';
import { Conflict, fieldError, notFound } from '../../http/api-error.ts';
import type { Culture } from '../../http/culture.ts';
import { msg } from '../../http/messages.ts';
import type { FailureLog } from '../shared/messaging.ts';
import type { CardGateway } from './card/card-gateway.ts';
import { RETURN_MOVES, type ReturnMove, returnStatusLabel } from './return-rules.ts';
import { type ReturnRow, returnOf, staffReturnView } from './return-view.ts';
import { giveBackStock } from './stock.ts';

export interface RefundDeps {
  cardGateway: CardGateway;
  log: FailureLog;
  now: () => Date;
}

interface MoveInput {
  id: number;
  move: ReturnMove;
  reason: string | undefined;
  reference: string | undefined;
  culture: Culture;
}

/** What each move writes beside the status. */
function changesOf(move: ReturnMove, row: ReturnRow, input: MoveInput, now: Date): SQL {
  switch (move) {
    case 'accept':
      return sql`accepted_at = ${now}`;
    case 'refuse':
      return sql`decided_at = ${now}, refusal_reason = ${input.reason}`;
    case 'receive':
      return row.refundTo === 'bank'
        ? sql`decided_at = ${now}, transfer_reference = ${input.reference}, refunded_at = ${now}`
        : sql`decided_at = ${now}`;
  }
}

export async function moveReturn(db: Db, deps: RefundDeps, input: MoveInput) {
  const { id, move, culture } = input;
  const now = deps.now();
  const row = await returnOf(db, sql`r.id = ${id}`);
  if (!row) throw notFound('return');
  const refuse = (current: ReturnRow) =>
    new Conflict(
      msg('return.moveRefused', { status: returnStatusLabel(current.status) }),
      staffReturnView(current, culture),
    );
  const { from, to } = RETURN_MOVES[move];
  if (!(from as readonly ReturnStatus[]).includes(row.status)) throw refuse(row);
  if (move === 'refuse' && !input.reason)
    throw fieldError('body.reason', msg('return.reasonNeeded'));
  if (move === 'receive' && row.refundTo === 'bank' && !input.reference)
    throw fieldError('body.reference', msg('return.referenceNeeded'));
  const moved = await db.transaction(async (tx) => {
    const changed = await rowsOf(
      tx,
      sql`update return_requests set status = ${to}, ${changesOf(move, row, input, now)}
        where id = ${id} and status = ${row.status} returning id`,
    );
    if (!changed.length) return false;
    if (move === 'receive') await giveBackStock(tx, await returnedUnits(tx, id));
    return true;
  });
  if (moved && move === 'receive' && row.refundTo === 'card') await refundCardReturnsDue(db, deps);
  const current = await returnOf(db, sql`r.id = ${id}`);
  if (!current) throw notFound('return');
  if (!moved) throw refuse(current);
  return staffReturnView(current, culture);
}

const returnedUnits = (tx: Db, id: number) =>
  rowsOf<{ productId: number; optionIds: number[]; quantity: number }>(
    tx,
    sql`select l.product_id as "productId", l.option_ids as "optionIds", rl.quantity
      from return_lines rl join order_lines l on l.id = rl.order_line_id
      where rl.return_id = ${id}`,
  );

/** Refunds every received return paid by card whose money has not gone back yet (the sweep too). */
export async function refundCardReturnsDue(db: Db, deps: RefundDeps): Promise<void> {
  const due = await rowsOf<{ id: number; refundSatang: number; paymentIntentId: string }>(
    db,
    sql`select r.id, r.refund_satang as "refundSatang", s.payment_intent_id as "paymentIntentId"
      from return_requests r join orders o on o.id = r.order_id
        join card_sessions s on s.payment_id = o.payment_id and s.status = 'paid'
      where r.status = 'completed' and r.refund_to = 'card' and r.refunded_at is null
      order by r.id`,
  );
  for (const row of due) {
    try {
      // The provider refuses a refund of nothing; a return of only discounted units is one.
      const refundId =
        row.refundSatang > 0
          ? await deps.cardGateway.refund(row.paymentIntentId, row.refundSatang, `return-${row.id}`)
          : null;
      await db.execute(
        sql`update return_requests set card_refund_id = ${refundId}, refunded_at = ${deps.now()}
          where id = ${row.id} and refunded_at is null`,
      );
    } catch (error) {
      deps.log(`Card refund of return ${row.id} failed; the sweep tries again`, error);
    }
  }
}

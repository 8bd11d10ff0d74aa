// Stock moves: taken when an order is placed, given back when it expires or its goods are
// returned. The rows are locked in the order of their ids before the update, so two moves
// never wait on each other in a circle, and the update itself checks that no stock goes below
// zero. The lock is FOR NO KEY UPDATE, what the update takes anyway: it leaves the rows' keys
// free, so a cart line or an order line naming the product checks its foreign key (FOR KEY
// SHARE) without waiting. With FOR UPDATE, a placement and a new cart holding two of its
// products in the other order each waited for the other: PostgreSQL broke the circle after a
// second, and one of them was a 500.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { noteProductsChanged } from '../../db/product-changes.ts';

export type StockTable = 'products' | 'product_attribute_options';

/** Adds each delta (negative takes) to its row's stock; false, changing nothing, if any is short. */
export async function moveStock(
  tx: Db,
  table: StockTable,
  deltas: ReadonlyMap<number, number>,
): Promise<boolean> {
  if (!deltas.size) return true;
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  const amounts = ids.map((id) => deltas.get(id) ?? 0);
  const name = sql.raw(table);
  await tx.execute(
    sql`select id from ${name} where id = any(${sql.param(ids)}::integer[])
      order by id for no key update`,
  );
  const productOfRow =
    table === 'products'
      ? sql`t.id`
      : sql`(select a.product_id from product_attributes a where a.id = t.attribute_id)`;
  const moved = await rowsOf<{ id: number; productId: number }>(
    tx,
    sql`update ${name} t set stock = t.stock + d.amount
      from unnest(${sql.param(ids)}::integer[], ${sql.param(amounts)}::integer[]) as d(id, amount)
      where t.id = d.id and t.stock + d.amount >= 0
      returning t.id, ${productOfRow} as "productId"`,
  );
  noteProductsChanged(moved.map((row) => row.productId));
  return moved.length === ids.length;
}

/** Gives back the stock `lines` took: their products' and their chosen options'. */
export async function giveBackStock(
  tx: Db,
  lines: readonly { productId: number; optionIds: number[]; quantity: number }[],
): Promise<void> {
  await moveStock(tx, 'products', tally(lines.map((l) => [l.productId, l.quantity])));
  await moveStock(
    tx,
    'product_attribute_options',
    tally(lines.flatMap((l) => l.optionIds.map((id): [number, number] => [id, l.quantity]))),
  );
}

/** Quantities by id, added up. */
export function tally(entries: Iterable<[number, number]>): Map<number, number> {
  const totals = new Map<number, number>();
  for (const [id, quantity] of entries) totals.set(id, (totals.get(id) ?? 0) + quantity);
  return totals;
}

// The buyers of an affiliate's counted orders (counted-orders.ts), latest buyer first: how many
// orders each placed, their totals together and when the latest was placed, so the buyers add
// up to the figures' orders and sales. Named masked (buyer-mask.ts), never by their account.
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { baht, type Paging, page } from '../shared/present.ts';
import { type Buyer, maskedBuyer } from './buyer-mask.ts';
import { countedOrdersOf } from './counted-orders.ts';

type Customer = components['schemas']['AffiliateCustomer'];

export async function customersOf(db: Db, affiliateUserId: number, { limit, offset }: Paging) {
  const rows = await rowsOf<
    Buyer & { orders: number; totalSatang: number; lastOrderAt: Date | string }
  >(
    db,
    sql`select u.firstname, u.email, u.telephone, count(*)::integer as orders,
        sum(o.total_satang)::bigint as "totalSatang", max(o.created_at) as "lastOrderAt"
      from orders o join users u on u.id = o.user_id
      where ${countedOrdersOf(affiliateUserId)}
      group by u.id
      order by max(o.created_at) desc, u.id desc limit ${limit} offset ${offset}`,
  );
  const [total] = await rowsOf<{ count: number }>(
    db,
    sql`select count(distinct o.user_id)::integer as count from orders o
      where ${countedOrdersOf(affiliateUserId)}`,
  );
  const customers = rows.map(
    (row): Customer => ({
      name: maskedBuyer(row),
      orders: row.orders,
      total: baht(row.totalSatang),
      lastOrderAt: new Date(row.lastOrderAt).toISOString(),
    }),
  );
  return page(customers, total?.count ?? 0);
}

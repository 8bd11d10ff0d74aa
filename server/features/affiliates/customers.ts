// The buyers of an affiliate's counted orders (counted-orders.ts), latest buyer first: how many
// orders each placed, their totals together and when the latest was placed, so the buyers add
// up to the figures' orders and sales. Named masked (buyer-mask.ts), never by their account.
// An order the affiliate placed for a customer of theirs (paid by a link) is that customer's,
// known by the name and phone it ships to: the account that placed it is the affiliate's own.
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { baht, type Paging, page } from '../shared/present.ts';
import { type Buyer, maskedBuyer } from './buyer-mask.ts';
import { countedOrdersOf } from './counted-orders.ts';

type Customer = components['schemas']['AffiliateCustomer'];

/** Each order `o` with its buyer `b`: the account, or for a link's order the customer. */
const buyers = sql`orders o join payments p on p.id = o.payment_id join users u on u.id = o.user_id
  cross join lateral (select
    case when p.customer_code is null then 'account ' || u.id
      else 'customer ' || (p.ship_to->>'telephone') end as key,
    case when p.customer_code is null then u.firstname else p.ship_to->>'name' end as firstname,
    case when p.customer_code is null then u.email end as email,
    case when p.customer_code is null then u.telephone else p.ship_to->>'telephone' end
      as telephone) b`;

export async function customersOf(db: Db, affiliateUserId: number, { limit, offset }: Paging) {
  const rows = await rowsOf<
    Buyer & { orders: number; totalSatang: number; lastOrderAt: Date | string }
  >(
    db,
    sql`select min(b.firstname) as firstname, min(b.email) as email,
        min(b.telephone) as telephone, count(*)::integer as orders,
        sum(o.total_satang)::bigint as "totalSatang", max(o.created_at) as "lastOrderAt"
      from ${buyers} where ${countedOrdersOf(affiliateUserId)}
      group by b.key
      order by max(o.created_at) desc, b.key desc limit ${limit} offset ${offset}`,
  );
  const [total] = await rowsOf<{ count: number }>(
    db,
    sql`select count(distinct b.key)::integer as count from ${buyers}
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

// The orders attributed to an affiliate, newest first, whatever their status (an unpaid one
// shows what may still come; the figures count only those paid or on their way): each with its
// status as the shopper sees it, what its lines earn, where that cashback stands in the ledger,
// and its buyer masked (buyer-mask.ts).
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import type { Culture } from '../../http/culture.ts';
import { type StatusId, statusAt, statusLabel } from '../shared/order-status.ts';
import { baht, type Paging, page } from '../shared/present.ts';
import { type Buyer, maskedBuyer } from './buyer-mask.ts';

type Sale = components['schemas']['AffiliateSale'];

export async function salesOf(
  db: Db,
  affiliateUserId: number,
  { now, culture }: { now: Date; culture: Culture },
  { limit, offset }: Paging,
) {
  const rows = await rowsOf<
    Buyer & {
      referenceCode: string;
      placedAt: Date | string;
      statusId: StatusId;
      totalSatang: number;
      cashbackSatang: number;
      cashbackState: Sale['cashbackState'];
    }
  >(
    db,
    // The order's entries in its affiliate's ledger: closed (confirmed or cancelled) or waiting.
    sql`select p.reference_code as "referenceCode", o.created_at as "placedAt",
        ${statusAt(now)} as "statusId", o.total_satang as "totalSatang",
        (select coalesce(sum(l.cashback_satang), 0)::bigint from order_lines l
          where l.order_id = o.id) as "cashbackSatang",
        coalesce((select case
            when bool_or(e.kind = 'cashback.confirmed') then 'confirmed'
            when bool_or(e.kind = 'cashback.cancelled') then 'cancelled'
            when bool_or(e.kind = 'cashback.waiting') then 'waiting' end
          from ledger_entries e
          where e.user_id = o.affiliate_user_id and e.currency = 'cashback'
            and e.source_type = 'order' and e.source_id = o.id::text), 'none') as "cashbackState",
        u.firstname, u.email, u.telephone
      from orders o join payments p on p.id = o.payment_id join users u on u.id = o.user_id
      where o.affiliate_user_id = ${affiliateUserId}
      order by o.id desc limit ${limit} offset ${offset}`,
  );
  const [total] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::integer as count from orders o
      where o.affiliate_user_id = ${affiliateUserId}`,
  );
  const sales = rows.map(
    (row): Sale => ({
      referenceCode: row.referenceCode,
      placedAt: new Date(row.placedAt).toISOString(),
      statusId: row.statusId,
      status: statusLabel(row.statusId, culture),
      buyer: maskedBuyer(row),
      total: baht(row.totalSatang),
      cashback: baht(row.cashbackSatang),
      cashbackState: row.cashbackState,
    }),
  );
  return page(sales, total?.count ?? 0);
}

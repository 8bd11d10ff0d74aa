// The affiliate's figures (the spec's finance page, GET /Affiliate/web/getfin/share): their
// cashback by state from the ledger's own totals, their links' clicks, and the orders the
// figures count with their totals. Read in one snapshot, so the figures agree with each other
// even while an order is being paid.
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { totalsFor } from '../shared/ledger.ts';
import type { Affiliate } from '../shared/members.ts';
import { baht } from '../shared/present.ts';
import { countedOrdersOf } from './counted-orders.ts';

export function financeOf(
  db: Db,
  affiliate: Affiliate,
): Promise<components['schemas']['AffiliateFinance']> {
  return db.transaction(
    async (tx) => {
      const totals = await totalsFor(tx, affiliate.id);
      const [clicks] = await rowsOf<{ count: number }>(
        tx,
        sql`select count(*)::integer as count from affiliate_clicks
          where affiliate_user_id = ${affiliate.id}`,
      );
      const [orders] = await rowsOf<{ count: number; totalSatang: number }>(
        tx,
        sql`select count(*)::integer as count,
            coalesce(sum(o.total_satang), 0)::bigint as "totalSatang"
          from orders o where ${countedOrdersOf(affiliate.id)}`,
      );
      return {
        affiliateCode: affiliate.affiliateCode,
        balance: baht(totals.balanceSatang),
        waiting: baht(totals.waitingSatang),
        confirmed: baht(totals.confirmedSatang),
        reversed: baht(totals.reversedSatang),
        withdrawn: baht(totals.withdrawnSatang),
        inFlight: baht(totals.inFlightSatang),
        clicks: clicks?.count ?? 0,
        orders: orders?.count ?? 0,
        sales: baht(orders?.totalSatang ?? 0),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

// An affiliate's "shares" figures: the clicks on their links, counted per link (a short link's
// code, or a path), with each network's part, and the orders attributed through that link's
// clicks that the figures count (counted-orders.ts). Most clicked first, then by link in a
// fixed (byte) order, so a page is the same on every database.
import { sql } from 'drizzle-orm';
import type { components } from '../../../openapi/storefront.d.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Paging, page } from '../shared/present.ts';
import { countedOrdersOf } from './counted-orders.ts';

type Share = components['schemas']['AffiliateShare'];

export async function sharesOf(db: Db, affiliateUserId: number, { limit, offset }: Paging) {
  const dataList = await rowsOf<Share>(
    db,
    sql`with per_network as (
        select link, referer, count(*)::integer as clicks from affiliate_clicks
        where affiliate_user_id = ${affiliateUserId} group by link, referer
      ), per_link as (
        select link, sum(clicks)::integer as clicks,
          json_agg(json_build_object('network', referer, 'clicks', clicks)
            order by clicks desc, referer nulls last) as networks
        from per_network group by link
      )
      select l.link, l.clicks, l.networks,
        (select count(*)::integer from orders o
          join affiliate_clicks c on c.id = o.affiliate_click_id
          where ${countedOrdersOf(affiliateUserId)} and c.link = l.link) as orders
      from per_link l
      order by l.clicks desc, l.link collate "C" limit ${limit} offset ${offset}`,
  );
  const [total] = await rowsOf<{ count: number }>(
    db,
    sql`select count(distinct link)::integer as count from affiliate_clicks
      where affiliate_user_id = ${affiliateUserId}`,
  );
  return page(dataList, total?.count ?? 0);
}

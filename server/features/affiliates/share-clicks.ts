// An affiliate's "shares" figures: the clicks on their links, counted per link (a short link's
// code, or a path) and network, most clicked first. What the affiliate's pages show.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateClicks } from '../../db/tables.ts';

export function clicksPerLink(db: Db, affiliateUserId: number) {
  const clicks = count();
  return db
    .select({ link: affiliateClicks.link, referer: affiliateClicks.referer, clicks })
    .from(affiliateClicks)
    .where(eq(affiliateClicks.affiliateUserId, affiliateUserId))
    .groupBy(affiliateClicks.link, affiliateClicks.referer)
    .orderBy(desc(clicks), affiliateClicks.link);
}

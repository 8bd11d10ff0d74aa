// The click a cart's codes name, read from the clicks recorded (affiliate_clicks) by the rules of
// ./attribution-rules.ts. The cart keeps only a click that attributes when it is saved, and a
// placement asks again, so a forged, stale or foreign click id never earns anything.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateClicks, users } from '../../db/tables.ts';
import {
  lastClick,
  type NamedClick,
  type RecordedClick,
  windowStartAt,
} from './attribution-rules.ts';

/** The latest click of `named` that attributes at `now`, or undefined. */
export async function attributedClick(
  db: Db,
  named: readonly NamedClick[],
  now: Date,
): Promise<RecordedClick | undefined> {
  const ids = named.map((name) => name.clickId).filter(Boolean);
  if (!ids.length) return undefined;
  const recorded = await db
    .select({
      id: affiliateClicks.id,
      affiliateUserId: affiliateClicks.affiliateUserId,
      affiliateCode: users.affiliateCode,
      referer: affiliateClicks.referer,
      createdAt: affiliateClicks.createdAt,
    })
    .from(affiliateClicks)
    .innerJoin(users, eq(users.id, affiliateClicks.affiliateUserId))
    .where(
      and(inArray(affiliateClicks.id, ids), gt(affiliateClicks.createdAt, windowStartAt(now))),
    );
  return lastClick(named, recorded, now);
}

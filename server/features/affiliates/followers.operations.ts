// Following an affiliate (the affiliate's "followers", spec section 2's labels): a visitor who
// landed through an affiliate's share sees who recommended the product and may follow them;
// the affiliate sees their followers, masked as buyers are. Following is a row per pair, so
// following twice, or stopping twice, changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { affiliateFollowers, users } from '../../db/tables.ts';
import { fieldError, notFound } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handler.ts';
import { msg } from '../../http/messages.ts';
import { affiliateOf, memberOf } from '../shared/members.ts';
import { page, pagingOf } from '../shared/present.ts';
import type { AffiliateServices } from './application.operations.ts';
import { type Buyer, maskedBuyer } from './buyer-mask.ts';

/** The verified affiliate `affiliateCode` names; a 404 for none. */
async function affiliateByCode(db: Db, affiliateCode: string) {
  const [affiliate] = await db
    .select({ id: users.id, firstname: users.firstname })
    .from(users)
    .where(eq(users.affiliateCode, affiliateCode));
  if (!affiliate) throw notFound('affiliate');
  return affiliate;
}

/** The affiliate as `memberId` (0: a guest) sees them. */
async function profileOf(db: Db, affiliateCode: string, memberId: number) {
  const affiliate = await affiliateByCode(db, affiliateCode);
  const [counts] = await rowsOf<{ followers: number; following: boolean }>(
    db,
    sql`select count(*)::integer as followers,
        coalesce(bool_or(follower_user_id = ${memberId}), false) as following
      from affiliate_followers where affiliate_user_id = ${affiliate.id}`,
  );
  return {
    affiliateCode,
    name: affiliate.firstname?.trim() || affiliateCode,
    followers: counts?.followers ?? 0,
    following: counts?.following ?? false,
  };
}

export const followerHandlers = {
  getAffiliateProfile: ({ db, path, userId }) => profileOf(db, path.affiliateCode, userId ?? 0),

  followAffiliate: async ({ db, path, userId, services }) => {
    const member = await memberOf(db, userId);
    const affiliate = await affiliateByCode(db, path.affiliateCode);
    if (affiliate.id === member.id)
      throw fieldError('path.affiliateCode', msg('affiliate.followSelf'));
    await db
      .insert(affiliateFollowers)
      .values({
        affiliateUserId: affiliate.id,
        followerUserId: member.id,
        createdAt: services.now(),
      })
      .onConflictDoNothing();
    return profileOf(db, path.affiliateCode, member.id);
  },

  unfollowAffiliate: async ({ db, path, userId }) => {
    const affiliate = await affiliateByCode(db, path.affiliateCode);
    await db
      .delete(affiliateFollowers)
      .where(
        and(
          eq(affiliateFollowers.affiliateUserId, affiliate.id),
          eq(affiliateFollowers.followerUserId, userId ?? 0),
        ),
      );
    return profileOf(db, path.affiliateCode, userId ?? 0);
  },

  getAffiliateFollowers: async ({ db, userId, query }) => {
    const affiliate = await affiliateOf(db, userId);
    const { limit, offset } = pagingOf(query);
    const rows = await rowsOf<Buyer & { since: Date | string }>(
      db,
      sql`select u.firstname, u.email, u.telephone, f.created_at as since
        from affiliate_followers f join users u on u.id = f.follower_user_id
        where f.affiliate_user_id = ${affiliate.id}
        order by f.created_at desc, f.follower_user_id desc limit ${limit} offset ${offset}`,
    );
    const [total] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::integer as count from affiliate_followers
        where affiliate_user_id = ${affiliate.id}`,
    );
    return page(
      rows.map((row) => ({ name: maskedBuyer(row), since: new Date(row.since).toISOString() })),
      total?.count ?? 0,
    );
  },
} satisfies Partial<Handlers<Pick<AffiliateServices, 'now'>>>;

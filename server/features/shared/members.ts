// The signed-in member an affiliate operation acts for (the contract's session check ran first;
// a session whose account is gone is signed out), and whether they are a verified affiliate:
// staff's verdict gives them their code, and only then are the affiliate's pages theirs.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tables.ts';
import { ApiError } from '../../http/api-error.ts';
import { msg } from '../../http/messages.ts';

export async function memberOf(db: Db, userId: number | null | undefined) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, userId ?? 0));
  if (!user) throw new ApiError(401, msg('auth.signIn'));
  return user;
}

export interface Affiliate {
  id: number;
  affiliateCode: string;
}

/** The member as an affiliate; a 403 saying so for a member who is not a verified one. */
export async function affiliateOf(db: Db, userId: number | null | undefined): Promise<Affiliate> {
  const { id, affiliateCode } = await memberOf(db, userId);
  if (!affiliateCode) throw new ApiError(403, msg('affiliate.notAffiliate'));
  return { id, affiliateCode };
}

// Bearer tokens to user ids. Login comes in a later issue; the lookup is already the real
// one (a token row that has not expired), so that issue only has to issue tokens.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens } from '../db/schema.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

export async function userIdOf(db: Db, authorization: string | undefined): Promise<number | null> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) return null;
  const [row] = await db
    .select({ userId: accessTokens.userId })
    .from(accessTokens)
    .where(and(eq(accessTokens.token, token), gt(accessTokens.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

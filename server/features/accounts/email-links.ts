// Single-use links sent by e-mail (password reset, e-mail verification): a random token in
// the link, its sha-256 in the database with the purpose, the user, an expiry and when it
// was used.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailLinks } from '../../db/schema.ts';
import { randomToken, sha256 } from './secrets.ts';

type Purpose = (typeof emailLinks.$inferSelect)['purpose'];

export async function createEmailLink(
  db: Db,
  link: { purpose: Purpose; userId: number; email: string; expiresAt: Date },
): Promise<string> {
  const token = randomToken();
  await db.insert(emailLinks).values({ ...link, tokenHash: sha256(token) });
  return token;
}

/** Marks the link used and gives its row; null when unknown, used or expired. */
export async function useEmailLink(db: Db, purpose: Purpose, token: string, now: Date) {
  const [row] = await db
    .update(emailLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailLinks.tokenHash, sha256(token)),
        eq(emailLinks.purpose, purpose),
        isNull(emailLinks.usedAt),
        gt(emailLinks.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

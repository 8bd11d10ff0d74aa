// Tickets and links of social sign-in.
//
// The spec's calls take the provider's user id from the browser (Provider, UserId, Email).
// Trusting that would let anyone sign in as anyone who ever linked a social account, so the
// browser never asserts an identity: our server reads it from the provider (the callback
// exchanges the code itself) and hands the browser a ticket, a random 256-bit token valid
// 10 minutes and used once, that stands for that identity. Only its sha-256 is stored.
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type SocialProvider, socialIdentities, socialTickets } from '../../../db/schema.ts';
import { randomToken, sha256 } from '../secrets.ts';
import type { SocialIdentity } from './providers.ts';

export const TICKET_LIFETIME_SECONDS = 600;
/** Expired tickets are kept a day (a late replay is told "expired"), then deleted. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type TicketRow = typeof socialTickets.$inferSelect;

/** Stores a ticket for `identity` and gives its token, which only the browser then holds. */
export async function createTicket(
  db: Db,
  provider: SocialProvider,
  identity: SocialIdentity,
  now: Date,
): Promise<string> {
  await db
    .delete(socialTickets)
    .where(lt(socialTickets.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  const token = randomToken();
  await db.insert(socialTickets).values({
    tokenHash: sha256(token),
    provider,
    providerUserId: identity.providerUserId,
    email: identity.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TICKET_LIFETIME_SECONDS * 1000),
  });
  return token;
}

export type TicketProblem = 'unknown' | 'used' | 'expired';

/**
 * The live ticket of `token` for `provider`, or what is wrong with it. A ticket of another
 * provider reads as unknown: the answer tells a caller nothing about other providers.
 */
export async function findTicket(
  db: Db,
  provider: SocialProvider,
  token: string,
  now: Date,
): Promise<TicketRow | { problem: TicketProblem }> {
  const [row] = await db
    .select()
    .from(socialTickets)
    .where(eq(socialTickets.tokenHash, sha256(token)));
  if (!row || row.provider !== provider) return { problem: 'unknown' };
  if (row.consumedAt) return { problem: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { problem: 'expired' };
  return row;
}

/** Uses a ticket up; false when another request used it first. */
export async function consumeTicket(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(socialTickets)
    .set({ consumedAt: now })
    .where(and(eq(socialTickets.id, id), isNull(socialTickets.consumedAt)))
    .returning({ id: socialTickets.id });
  return used.length > 0;
}

/** The account an identity is linked to, if any. */
export async function linkedUserId(
  db: Db,
  provider: SocialProvider,
  providerUserId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.provider, provider),
        eq(socialIdentities.providerUserId, providerUserId),
      ),
    );
  return row?.userId ?? null;
}

/** Links an identity to an account; a unique violation when it is linked already. */
export async function linkIdentity(
  db: Db,
  link: { userId: number; provider: SocialProvider; identity: SocialIdentity; now: Date },
): Promise<void> {
  await db.insert(socialIdentities).values({
    userId: link.userId,
    provider: link.provider,
    providerUserId: link.identity.providerUserId,
    email: link.identity.email,
    createdAt: link.now,
  });
}

// Server-side sessions. The client holds a random token; the database holds its sha-256 with
// the user, the expiry and the revocation, so any server process checks and revokes it, and
// a copy of the table lets nobody in. A revocation is told to every process (session-events.ts).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { IssuedSession, RequestSession } from '../../http/handler.ts';
import { tellSessionEnded } from '../shared/session-events.ts';
import { randomToken, sha256 } from './secrets.ts';

const HOUR_MS = 60 * 60 * 1000;
/** "Remember me": a year, as the spec's token cookie. */
export const REMEMBERED_LIFETIME_MS = 365 * 24 * HOUR_MS;
/** Otherwise the spec's other reading: the expiry marker of now plus 7 hours. */
export const SESSION_LIFETIME_MS = 7 * HOUR_MS;

export type { IssuedSession } from '../../http/handler.ts';

export async function createSession(
  db: Db,
  userId: number,
  rememberMe: boolean,
  now: Date,
): Promise<IssuedSession> {
  const token = randomToken();
  const lifetime = rememberMe ? REMEMBERED_LIFETIME_MS : SESSION_LIFETIME_MS;
  const expiresAt = new Date(now.getTime() + lifetime);
  await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, rememberMe, createdAt: now, expiresAt });
  return { token, expiresAt, rememberMe };
}

/** A live session: the HTTP layer's RequestSession, found here. */
export type ActiveSession = RequestSession;

/** The live session of a token: not revoked, not expired at `now`. */
export async function findSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, rememberMe: sessions.rememberMe })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Revokes one session; whether it was live (a refresh must not revive a revoked one). */
export async function revokeSession(db: Db, id: number, now: Date): Promise<boolean> {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (revoked) await tellSessionEnded(db, revoked.userId);
  return revoked !== undefined;
}

/** Signs a user out everywhere (after a password reset). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tellSessionEnded(db, userId);
}

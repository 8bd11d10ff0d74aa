// A session revoked (signed out, refreshed, every one after a password reset) is told to every
// server process on SESSIONS_CHANNEL, carrying the user's id alone: what holds a connection
// signed in by a session checked once (the chat's sockets) checks it again.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const SESSIONS_CHANNEL = 'sessions';

/** Tells every process that a session of `userId` ended (on commit, inside a transaction). */
export async function tellSessionEnded(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${String(userId)})`);
}

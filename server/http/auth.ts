// The session a request comes with: its token from the Authorization header or the `token`
// cookie (server/accounts/cookies.ts), looked up by hash; who is asking; and the cookie
// writer of its answer.
import type { Context } from 'hono';
import { type ClientInfo, clientOf } from '../accounts/client.ts';
import { type SessionCookies, sessionCookies, tokenOf } from '../accounts/cookies.ts';
import { type ActiveSession, findSession } from '../accounts/sessions.ts';
import type { Db } from '../db/client.ts';
import type { Services } from './handler.ts';

export async function sessionOf(
  c: Context,
  db: Db,
  services: Services,
): Promise<{ session: ActiveSession | null; client: ClientInfo; cookies: SessionCookies }> {
  const token = tokenOf(c);
  const session = token ? await findSession(db, token, services.now()) : null;
  // Answers about a signed-in shopper are theirs alone: no cache may keep them.
  if (token) c.header('Cache-Control', 'private, no-store');
  const client = clientOf(c, services.trustProxy);
  return { session, client, cookies: sessionCookies(c, client.secure) };
}

// The session a request comes with: its token from the Authorization header or the `token`
// cookie (cookies.ts), looked up by hash; and the cookie writer of its answer. The HTTP layer
// asks through its Authenticator interface (server/http/handler.ts); the composition root
// (server/app.ts) plugs this one in.
import { parse } from 'hono/utils/cookie';
import type { Db } from '../../db/client.ts';
import type { Authenticator } from '../../http/handler.ts';
import { sessionCookies, TOKEN_COOKIE, tokenOf } from './cookies.ts';
import { findSession } from './sessions.ts';

export const sessionAuthenticator = (db: Db, now: () => Date): Authenticator => ({
  async sessionOf(c) {
    const token = tokenOf(c);
    const session = token ? await findSession(db, token, now()) : null;
    // Answers about a signed-in shopper are theirs alone: no cache may keep them.
    if (token) c.header('Cache-Control', 'private, no-store');
    return session;
  },
  cookiesOf: sessionCookies,
});

/**
 * The signed-in user of a Cookie header, for what is not a Hono request (the chat's socket
 * upgrade): its `token` cookie's live session, or null.
 */
export const cookieSessionUser =
  (db: Db, now: () => Date) =>
  async (cookieHeader: string | undefined): Promise<number | null> => {
    const token = cookieHeader ? parse(cookieHeader, TOKEN_COOKIE)[TOKEN_COOKIE] : undefined;
    if (!token || token.length > 200) return null;
    return (await findSession(db, token, now()))?.userId ?? null;
  };

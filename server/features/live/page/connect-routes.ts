// A seller connects their social page, as the browser walks it (navigations, outside the
// contract):
//
//   GET /auth/facebook-page            a signed-in verified affiliate: sets a one-use state
//                                      cookie, 302 to the provider's page dialog
//   GET /auth/facebook-page/callback   checks the cookie's state, exchanges the code, keeps each
//                                      page granted with its page token, subscribes our app to
//                                      its feed, 303 to the seller's live tab with the outcome
//
// The state binds the callback to the browser that started it (no one connects their page to
// another's account); the code is exchanged with the app secret on the server. A page another
// seller has connected stays theirs: its comments are their orders.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Db, rowsOf } from '../../../db/client.ts';
import { ApiError } from '../../../http/api-error.ts';
import { clientOf } from '../../../http/client.ts';
import type { Authenticator } from '../../../http/handler.ts';
import { affiliateOf } from '../../shared/members.ts';
import { GraphError } from './graph.ts';
import { PAGE_CONNECT_PATH, type PageProvider } from './page-provider.ts';

const COOKIE = 'page_connect';
const COOKIE_SECONDS = 600;
/** Where the seller's live posts are (the affiliate profile's live tab). */
export const LIVE_TAB_PATH = '/user/profile/affiliate/live';
const MAX_CODE_LENGTH = 4096;

export type ConnectOutcome = 'connected' | 'cancelled' | 'taken' | 'failed';

export interface ConnectDeps {
  db: Db;
  provider: PageProvider;
  auth: Authenticator;
  now: () => Date;
  trustProxy: boolean;
  log: (message: string, error: unknown) => void;
}

export function mountPageConnect(app: Hono, deps: ConnectDeps): void {
  const cookieOptions = (c: Context) =>
    ({
      path: PAGE_CONNECT_PATH,
      httpOnly: true,
      secure: clientOf(c, deps.trustProxy).secure,
      sameSite: 'Lax',
    }) as const;
  const back = (c: Context, outcome: ConnectOutcome) =>
    c.redirect(`${LIVE_TAB_PATH}?connect=${outcome}`, 303);

  /** The signed-in verified affiliate, or null for anyone else (sent to sign in as one). */
  async function sellerOf(c: Context) {
    const session = await deps.auth.sessionOf(c);
    try {
      return session ? (await affiliateOf(deps.db, session.userId)).id : null;
    } catch (refusal) {
      if (refusal instanceof ApiError) return null;
      throw refusal;
    }
  }

  app.get(PAGE_CONNECT_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!(await sellerOf(c))) return c.redirect('/live/login', 302);
    const state = randomBytes(24).toString('base64url');
    setCookie(c, COOKIE, state, { ...cookieOptions(c), maxAge: COOKIE_SECONDS });
    return c.redirect(deps.provider.dialogUrl(state), 302);
  });

  app.get(`${PAGE_CONNECT_PATH}/callback`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const expected = getCookie(c, COOKIE);
    deleteCookie(c, COOKIE, cookieOptions(c));
    const { state, code, error } = c.req.query();
    const userId = await sellerOf(c);
    if (!userId) return c.redirect('/live/login', 302);
    if (!expected || state !== expected) return back(c, 'failed');
    if (error) return back(c, 'cancelled');
    if (!code || code.length > MAX_CODE_LENGTH) return back(c, 'failed');
    try {
      const token = await deps.provider.graph.tokenOfCode(code, deps.provider.redirectUri);
      const pages = await deps.provider.graph.pagesOf(token);
      let taken = false;
      for (const page of pages) {
        const kept = await rowsOf(
          deps.db,
          sql`insert into live_pages (page_id, user_id, name, access_token, connected_at)
            values (${page.id}, ${userId}, ${page.name}, ${page.accessToken}, ${deps.now()})
            on conflict (page_id) do update set name = excluded.name,
              access_token = excluded.access_token, connected_at = excluded.connected_at
              where live_pages.user_id = excluded.user_id
            returning page_id`,
        );
        if (!kept.length) taken = true;
        else await deps.provider.graph.subscribeFeed(page);
      }
      if (!pages.length) return back(c, 'failed');
      return back(c, taken ? 'taken' : 'connected');
    } catch (failure) {
      if (!(failure instanceof GraphError)) throw failure;
      deps.log('Connecting a social page failed', failure);
      return back(c, 'failed');
    }
  });
}

// The ticket's second half: the callback hands the browser its ticket twice, in the landing
// address (for the SPA to send) and in this HttpOnly cookie, and the API takes a ticket only
// when both agree. A ticket link sent to someone else's browser comes without the cookie, so
// nobody can make a victim finish an attacker's sign-in (and link the attacker's identity to
// the victim's phone).
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { sameHash, sha256 } from '../secrets.ts';
import { TICKET_LIFETIME_SECONDS } from './tickets.ts';

export const TICKET_COOKIE = 'social_ticket';

export function setTicketCookie(c: Context, ticket: string, secure: boolean): void {
  setCookie(c, TICKET_COOKIE, ticket, {
    path: '/api',
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    maxAge: TICKET_LIFETIME_SECONDS,
  });
}

/** Whether the request's cookie holds this ticket (compared in constant time). */
export const cookieHoldsTicket = (cookie: string | undefined, ticket: string): boolean =>
  cookie !== undefined && sameHash(sha256(cookie), sha256(ticket));

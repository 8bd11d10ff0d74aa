import { redirect } from '@tanstack/react-router';
import { readToken } from '../session/token-cookies.ts';

/** Academy pages need the token cookie; without it the visitor lands on /401. */
export function requireToken(): void {
  if (!readToken()) throw redirect({ to: '/401', replace: true });
}

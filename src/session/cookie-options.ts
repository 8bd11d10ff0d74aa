import type { CookieAttributes } from './cookies.ts';

/** Site-wide preferences (language, cookie consent) are kept for a year. */
export const ONE_YEAR_COOKIE: CookieAttributes = {
  expires: 365,
  path: '/',
  sameSite: 'lax',
};

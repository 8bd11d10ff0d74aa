import type Cookies from 'js-cookie';

/** Site-wide preferences (language, cookie consent) are kept for a year. */
export const ONE_YEAR_COOKIE: Cookies.CookieAttributes = {
  expires: 365,
  path: '/',
  sameSite: 'lax',
};

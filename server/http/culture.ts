// The request's language, worked out here and nowhere else. API calls say it in the Culture
// header (the contract's enum, Thai without one); browser navigations (index.html, the /auth
// routes) send no such header, so they take the SPA's `language` cookie
// (src/i18n/language-cookie.ts). Anything else is Thai, the default.
import type { Context } from 'hono';

export type Culture = 'th' | 'en';

const LANGUAGE_COOKIE = 'language';

/** A Culture value as the contract takes it; anything else (or none) is Thai. */
export const cultureOf = (value: unknown): Culture => (value === 'en' ? 'en' : 'th');

/** One cookie's raw value from a Cookie header; undefined when it is absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const pair = header?.split(/;\s*/).find((each) => each.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/** The shopper's language from the SPA's `language` cookie (a Cookie header), Thai without it. */
export const cultureOfCookies = (cookieHeader: string | undefined): Culture =>
  cultureOf(cookieValue(cookieHeader, LANGUAGE_COOKIE));

/** The Culture an API request asked for, from its raw header (Thai without a usable one). */
export const requestCulture = (c: Context): Culture => cultureOf(c.req.header('culture'));

/**
 * The Culture of a browser navigation: its Culture header when a client adds one, else the
 * SPA's `language` cookie.
 */
export function navigationCulture(c: Context): Culture {
  const header = c.req.header('culture');
  return header === undefined ? cultureOfCookies(c.req.header('cookie')) : cultureOf(header);
}

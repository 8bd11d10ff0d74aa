// The request's language, worked out here and nowhere else. API calls say it in the Culture
// header (the contract's enum, Thai without one); browser navigations (index.html, the /auth
// routes) send no such header, so they take the SPA's `language` cookie
// (src/i18n/language-cookie.ts), then the browser's Accept-Language (a crawler has no
// cookie), then Thai, the default. The SPA starts in the language index.html was written in.
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

/**
 * The first of Thai and English an Accept-Language header prefers (by its q weights, then its
 * order); undefined when it names neither.
 */
export function cultureOfAcceptLanguage(header: string | undefined): Culture | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((each) => each.weight > 0 && (each.language === 'th' || each.language === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language as Culture | undefined;
}

/** A browser's language: the SPA's `language` cookie, then Accept-Language, then Thai. */
export function cultureOfBrowser(headers: Headers): Culture {
  const cookie = cookieValue(headers.get('cookie') ?? undefined, LANGUAGE_COOKIE);
  if (cookie === 'th' || cookie === 'en') return cookie;
  return cultureOfAcceptLanguage(headers.get('accept-language') ?? undefined) ?? 'th';
}

/** The Culture an API request asked for, from its raw header (Thai without a usable one). */
export const requestCulture = (c: Context): Culture => cultureOf(c.req.header('culture'));

/**
 * The Culture of a browser navigation: its Culture header when a client adds one, else the
 * browser's (cultureOfBrowser).
 */
export function navigationCulture(c: Context): Culture {
  const header = c.req.header('culture');
  return header === undefined ? cultureOfBrowser(c.req.raw.headers) : cultureOf(header);
}

import { ONE_YEAR_COOKIE } from '../session/cookie-options.ts';
import { LANGUAGE_COOKIE, writeLanguage } from './language-cookie.ts';
import type { Locale } from './locales.ts';

interface CookieStore {
  set(cookie: {
    name: string;
    value: string;
    expires: number;
    path: string;
    sameSite: 'lax';
  }): Promise<void>;
}

/**
 * The catalog is loaded once before the first render, so a new language needs a reload. The
 * reload waits for the cookie to be in the browser's store: Chromium passes a cookie written
 * through document.cookie on to its network process without waiting, and a reload started at
 * once could leave without it (the page came back in the old language, and React redrew it
 * in the new one: a browser test caught it). The Cookie Store API's write answers once the
 * cookie is stored, so the reload carries it.
 */
export async function switchLanguage(
  locale: Locale,
  reload = () => window.location.reload(),
): Promise<void> {
  writeLanguage(locale);
  // The Cookie Store API, where the browser has it (not yet in TypeScript's DOM types).
  await (globalThis as { cookieStore?: CookieStore }).cookieStore?.set({
    name: LANGUAGE_COOKIE,
    value: locale,
    expires: Date.now() + Number(ONE_YEAR_COOKIE.expires) * 86_400_000,
    path: '/',
    sameSite: 'lax',
  });
  reload();
}
